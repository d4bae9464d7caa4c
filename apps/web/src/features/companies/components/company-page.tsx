import { tenantScopeOf, type Company } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { FactsList } from '../../../components/facts/facts-list';
import { useNotice } from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { getSessionRoles } from '../../../lib/session';
import { useCompany, useDeleteCompany } from '../api/companies';
import { formatAmount } from '../utils/format';
import { CompanyCharges } from './company-charges';
import { CompanyDialog } from './company-dialog';
import { CompanyStatement } from './company-statement';
import { CompanyStatusChip } from './company-status-chip';

const LIST = '/bookone-admin/companyList';
/**
 * Back to the list: the super admin's list shows the company's organisation again (?org=, the list's address filter);
 * an organisation user's list is their own organisation's.
 */
const listOf = (company: Company) =>
  tenantScopeOf(getSessionRoles()) === 'platform' ? `${LIST}?org=${company.organisationId}` : LIST;

/** A record's history (the audit feature's panel, composed by the route): shown to those who may read the log. */
export type HistorySlot = ComponentType<{ entity: string; entityId: number; version?: string }>;

/**
 * /bookone-admin/companyList/:companyId: a corporate client's details, what it owes against its limit, its open
 * charges (bookings billed to it with a balance) and its statement of account, each exported to Excel.
 */
export function CompanyPage({ HistoryPanel }: { HistoryPanel?: HistorySlot } = {}) {
  const { t } = useTranslation('companies');
  const { companyId } = useParams();
  const id = Number(companyId);
  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">{t('page.notFound')}</Alert>;
  return <CompanyView id={id} HistoryPanel={HistoryPanel} />;
}

function CompanyView({ id, HistoryPanel }: { id: number; HistoryPanel: HistorySlot | undefined }) {
  const { t } = useTranslation('companies');
  const query = useCompany(id);
  if (query.isPending) return <Skeleton variant="rounded" height={240} />;
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && [403, 404].includes(query.error.status);
    return <Alert severity="error">{missing ? t('page.notFound') : errorMessage(query.error)}</Alert>;
  }
  return <CompanyDetails company={query.data} HistoryPanel={HistoryPanel} />;
}

function CompanyDetails({
  company,
  HistoryPanel,
}: {
  company: Company;
  HistoryPanel: HistorySlot | undefined;
}) {
  const { t, i18n } = useTranslation('companies');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notice = useNotice();
  const canWrite = useCan('company.write');
  const remove = useDeleteCompany();
  const [editing, setEditing] = useState(false);
  const amount = (n: number) => formatAmount(n, i18n.language);
  const over = company.creditLimit != null && company.openBalance > company.creditLimit;
  const address = [
    company.addressLine1,
    company.addressLine2,
    company.city,
    company.state,
    company.postcode,
    company.country,
  ]
    .filter(Boolean)
    .join(', ');
  const contact = [company.contactName, company.contactEmail, company.contactPhone]
    .filter(Boolean)
    .join(' · ');

  const onDelete = async () => {
    const ok = await confirm({
      title: t('page.deleteTitle'),
      message: t('page.deleteMessage', { name: company.name }),
      okText: t('page.delete'),
    });
    if (!ok) return;
    remove.mutate(company.id, {
      onSuccess: () => void navigate(listOf(company)),
      onError: (error) => notice.show(errorMessage(error), 'error'),
    });
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component={RouterLink} to={listOf(company)} startIcon={<ArrowBackIcon />}>
          {t('page.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {company.name}
        </Typography>
        <CompanyStatusChip status={company.status} />
        {canWrite && (
          <>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('page.edit')}
            </Button>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => void onDelete()}>
              {t('page.delete')}
            </Button>
          </>
        )}
      </Stack>
      {over && <Alert severity="warning">{t('page.overLimit')}</Alert>}
      <Card>
        <CardContent>
          <FactsList
            items={[
              [t('fields.openBalance'), amount(company.openBalance)],
              [
                t('fields.creditLimit'),
                company.creditLimit == null ? t('list.noLimit') : amount(company.creditLimit),
              ],
              [
                t('page.creditLeft'),
                company.creditLimit == null
                  ? '—'
                  : amount(Math.max(0, company.creditLimit - company.openBalance)),
              ],
              [t('fields.paymentTermsDays'), t('page.termsDays', { count: company.paymentTermsDays })],
              [t('fields.taxNumber'), company.taxNumber ?? '—'],
              [t('fields.email'), company.email ?? '—'],
              [t('fields.phone'), company.phone ?? '—'],
              [t('form.contact'), contact || '—'],
              [t('form.address'), address || '—'],
              [t('fields.ratePlan'), company.ratePlanName ?? t('form.noPlan')],
              [t('fields.notes'), company.notes ?? '—'],
            ]}
          />
        </CardContent>
      </Card>
      <CompanyCharges company={company} />
      <CompanyStatement company={company} />
      {HistoryPanel && <HistoryPanel entity="company" entityId={company.id} version={company.updatedAt} />}
      <CompanyDialog
        open={editing}
        onClose={() => setEditing(false)}
        organisationId={company.organisationId}
        company={company}
      />
      {notice.element}
    </Stack>
  );
}
