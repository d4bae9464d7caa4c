import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

import { useCan } from '../../../hooks/use-can';
import { useBillableCompanies } from '../../../lib/queries/billable-companies';

const amountIn = (language: string, n: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/**
 * "Bill to company" (issue 10): the active companies of the property's organisation, each with its credit left. A
 * choice whose credit is below the booking's balance is warned of here; the server refuses it (409) on save.
 * Hidden from roles that may not bill (company.bill). `current` keeps a company already billed that is no longer
 * active in the list, so that the choice still reads.
 */
export function BillToCompanyField({
  propertyId,
  value,
  onChange,
  balance,
  error,
  current,
}: {
  propertyId: number;
  value: number | null;
  onChange: (companyId: number | null) => void;
  /** What the booking would owe the company (its balance, or the quote less the advance). */
  balance: number | null;
  error?: string | undefined;
  current?: { id: number; name: string } | null;
}) {
  const { t, i18n } = useTranslation('companies');
  const canBill = useCan('company.bill');
  const companies = useBillableCompanies(propertyId, canBill);
  if (!canBill) return null;
  const list = companies.data ?? [];
  const chosen = list.find((c) => c.id === value);
  const over =
    chosen?.availableCredit != null && balance != null && balance > 0 && balance > chosen.availableCredit;
  const missing = current && value === current.id && !chosen ? current : null;

  return (
    <Stack spacing={1}>
      <TextField
        select
        fullWidth
        label={t('bill.label')}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        error={!!error}
        helperText={error ?? t('bill.hint')}
      >
        <MenuItem value="">{t('bill.none')}</MenuItem>
        {missing && (
          <MenuItem value={missing.id}>
            {missing.name} ({t('bill.inactive')})
          </MenuItem>
        )}
        {list.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.availableCredit == null
              ? t('bill.optionNoLimit', { name: c.name })
              : t('bill.option', { name: c.name, credit: amountIn(i18n.language, c.availableCredit) })}
          </MenuItem>
        ))}
      </TextField>
      {over && chosen && <Alert severity="warning">{t('bill.overLimit', { name: chosen.name })}</Alert>}
    </Stack>
  );
}
