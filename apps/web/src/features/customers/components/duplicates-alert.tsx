import type { Customer, CustomerDuplicate } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useMergeCustomer } from '../api/customers';
import { customerName, customerPath } from '../utils/customer-name';

/**
 * The other customers of the property with the same email or phone, as the user types: a warning, never a refusal.
 * Each can be opened; once this customer is saved, each can be merged into it (after a confirmation that says what
 * moves and that the duplicate is deleted).
 */
export function DuplicatesAlert({
  duplicates,
  customer,
  propertyId,
  canWrite,
  onMerged,
  onError,
}: {
  duplicates: CustomerDuplicate[];
  customer: Customer | null;
  propertyId: number;
  canWrite: boolean;
  onMerged: (duplicate: CustomerDuplicate) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('customers');
  const confirm = useConfirm();
  const merge = useMergeCustomer(propertyId);
  if (duplicates.length === 0) return null;

  const onMerge = async (duplicate: CustomerDuplicate) => {
    if (!customer) return;
    const names = { duplicate: duplicate.name, customer: customerName(customer) };
    const ok = await confirm({
      title: t('duplicates.mergeTitle', names),
      message: t('duplicates.mergeMessage', names),
      okText: t('duplicates.mergeOk'),
    });
    if (!ok) return;
    // mutateAsync, not mutate's callbacks: the merge refreshes this customer, which remounts the form (and this
    // alert) before mutate's own callbacks would run.
    try {
      await merge.mutateAsync({ id: customer.id, duplicateId: duplicate.id });
      onMerged(duplicate);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Alert
      severity="warning"
      component="section"
      // A region the user can find, not an alert that interrupts each keystroke's result.
      role="region"
      aria-label={t('duplicates.title')}
    >
      <AlertTitle>{t('duplicates.title')}</AlertTitle>
      <Typography variant="body2">{t('duplicates.intro', { count: duplicates.length })}</Typography>
      <List dense disablePadding>
        {duplicates.map((d) => (
          <ListItem key={d.id} disableGutters>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, width: '100%' }}
            >
              <ListItemText
                primary={d.name}
                secondary={`${[d.email, d.phone].filter(Boolean).join(' · ')} (${t('duplicates.matched', {
                  fields: d.matchedOn.map((m) => t(`duplicates.${m}`)).join(', '),
                })})`}
              />
              <Button
                size="small"
                component={RouterLink}
                to={customerPath(d.id)}
                aria-label={t('duplicates.openName', { name: d.name })}
              >
                {t('duplicates.open')}
              </Button>
              {customer && canWrite && (
                <Button
                  size="small"
                  color="warning"
                  variant="outlined"
                  disabled={merge.isPending}
                  onClick={() => void onMerge(d)}
                  aria-label={t('duplicates.mergeName', { name: d.name })}
                >
                  {t('duplicates.merge')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {!customer && <Typography variant="caption">{t('duplicates.saveFirst')}</Typography>}
    </Alert>
  );
}
