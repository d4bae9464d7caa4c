import { formatCurrency, type RatePlan, type RatePlanInput, type RoomType } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { errorMessage } from '../../../components/form-dialog/field-errors';
import { RecordTable, RowActionsCell } from '../../../components/record-table';
import { useRecordEditor } from '../../../hooks/use-record-editor';
import { useCreateRatePlan, useDeleteRatePlan, useRatePlans, useUpdateRatePlan } from '../api/rate-plans';
import { RatePlanDialog } from './rate-plan-dialog';

type Notify = (message: string, severity?: 'success' | 'error') => void;

function planPrice(plan: RatePlan, currency: string, t: ReturnType<typeof useTranslation<'rooms'>>['t']) {
  if (plan.amount != null) return t('plans.fixed', { amount: formatCurrency(plan.amount, currency) });
  if (plan.deviation === 0) return t('plans.standard');
  const sign = plan.deviation > 0 ? '+' : '−';
  return plan.deviationType === 'PERCENT'
    ? t('plans.deviationPercent', { sign, value: Math.abs(plan.deviation) })
    : t('plans.deviationAmount', { sign, amount: formatCurrency(Math.abs(plan.deviation), currency) });
}

/** A room type's rate plans: price rule, board, stay, validity; add, edit and delete through RatePlanDialog. */
export function RatePlansTable({
  roomType,
  currency,
  canEdit,
  notify,
}: {
  roomType: RoomType;
  currency: string;
  canEdit: boolean;
  notify: Notify;
}) {
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const plans = useRatePlans(roomType.id);
  const create = useCreateRatePlan(roomType.id);
  const update = useUpdateRatePlan(roomType.id);
  const remove = useDeleteRatePlan(roomType.id);
  const editor = useRecordEditor<RatePlan, RatePlanInput>({
    create: create.mutateAsync,
    update: update.mutateAsync,
    onSaved: () => notify(t('common.saved')),
  });

  const onDelete = async (plan: RatePlan) => {
    const ok = await confirm({
      title: t('plans.deleteTitle'),
      message: t('plans.deleteMessage', { code: plan.code, name: plan.name }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    remove.mutate(plan.id, {
      onSuccess: () => notify(t('common.deleted')),
      onError: (e) => notify(errorMessage(e), 'error'),
    });
  };

  const stay = (p: RatePlan) =>
    p.minStay == null && p.maxStay == null
      ? t('plans.anyStay')
      : t('plans.stayRange', { min: p.minStay ?? 1, max: p.maxStay ?? '∞' });
  const validity = (p: RatePlan) =>
    p.effectiveDate && p.expiryDate
      ? t('plans.fromUntil', { from: p.effectiveDate, to: p.expiryDate })
      : p.effectiveDate
        ? t('plans.from', { date: p.effectiveDate })
        : p.expiryDate
          ? t('plans.until', { date: p.expiryDate })
          : t('plans.always');

  return (
    <Box>
      {canEdit && (
        <Button startIcon={<AddIcon />} onClick={editor.add} size="small" sx={{ mb: 1 }}>
          {t('plans.add')}
        </Button>
      )}
      {plans.isPending ? (
        <Skeleton height={60} />
      ) : plans.isError ? (
        <Alert severity="error">{plans.error.message}</Alert>
      ) : plans.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('plans.empty')}
        </Typography>
      ) : (
        <RecordTable
          label={`${t('plans.heading')}: ${roomType.name}`}
          headers={[
            t('plans.code'),
            t('plans.name'),
            t('plans.price'),
            t('plans.board'),
            t('plans.stay'),
            t('plans.validity'),
            t('plans.active'),
          ]}
          actionsHeader={canEdit ? t('rooms.actions') : undefined}
        >
          {plans.data.map((p) => (
            <TableRow key={p.id}>
              <TableCell component="th" scope="row">
                {p.code}
              </TableCell>
              <TableCell>
                {p.name}
                {p.inclusions.length > 0 && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {p.inclusions.join(', ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{planPrice(p, currency, t)}</TableCell>
              <TableCell>{t(`mealPlans.${p.mealPlan}`)}</TableCell>
              <TableCell>{stay(p)}</TableCell>
              <TableCell>
                {validity(p)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {p.weekdays.length === 0
                    ? t('plans.everyDay')
                    : p.weekdays.map((d) => t(`weekdays.${d}`)).join(' ')}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={p.active ? t('plans.active') : t('plans.inactive')}
                  color={p.active ? 'success' : 'default'}
                  variant="outlined"
                />
              </TableCell>
              {canEdit && (
                <RowActionsCell
                  editLabel={t('plans.editLabel', { code: p.code })}
                  deleteLabel={t('plans.deleteLabel', { code: p.code })}
                  onEdit={() => editor.edit(p)}
                  onDelete={() => void onDelete(p)}
                />
              )}
            </TableRow>
          ))}
        </RecordTable>
      )}
      {editor.isOpen && (
        <RatePlanDialog
          plan={editor.record}
          roomTypeName={roomType.name}
          currency={currency}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
    </Box>
  );
}
