import { formatCurrency, type RatePlan, type RoomType } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useCreateRatePlan, useDeleteRatePlan, useRatePlans, useUpdateRatePlan } from '../api/rate-plans';
import { RatePlanDialog } from './rate-plan-dialog';
import { errorMessage } from '../../../components/form-dialog/field-errors';

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
  const [editing, setEditing] = useState<RatePlan | 'new' | null>(null);

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
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} size="small" sx={{ mb: 1 }}>
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
        <TableContainer>
          <Table size="small" aria-label={`${t('plans.heading')}: ${roomType.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('plans.code')}</TableCell>
                <TableCell>{t('plans.name')}</TableCell>
                <TableCell>{t('plans.price')}</TableCell>
                <TableCell>{t('plans.board')}</TableCell>
                <TableCell>{t('plans.stay')}</TableCell>
                <TableCell>{t('plans.validity')}</TableCell>
                <TableCell>{t('plans.active')}</TableCell>
                {canEdit && <TableCell align="right">{t('rooms.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
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
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('plans.editLabel', { code: p.code })}
                        onClick={() => setEditing(p)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('plans.deleteLabel', { code: p.code })}
                        onClick={() => void onDelete(p)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <RatePlanDialog
          plan={editing === 'new' ? null : editing}
          roomTypeName={roomType.name}
          currency={currency}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await create.mutateAsync(input);
            else await update.mutateAsync({ id: editing.id, input });
            setEditing(null);
            notify(t('common.saved'));
          }}
        />
      )}
    </Box>
  );
}
