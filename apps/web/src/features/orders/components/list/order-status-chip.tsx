import type { OrderPaymentStatus, OrderStatus } from '@bookone/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<OrderStatus, ChipProps['color']> = {
  NEW: 'info',
  CONFIRMED: 'primary',
  IN_PROGRESS: 'warning',
  READY_TO_SERVE: 'secondary',
  SERVED: 'success',
  OUT_FOR_DELIVERY: 'warning',
  SHIPPED: 'success',
  COMPLETED: 'success',
  CANCELLED: 'default',
};

const PAYMENT_COLOURS: Record<OrderPaymentStatus, ChipProps['color']> = {
  NotPaid: 'error',
  PartiallyPaid: 'warning',
  Paid: 'success',
};

/** An order's status as a chip; the label is the text, so colour is never the only cue. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Chip size="small" color={COLOURS[status]} variant="outlined" label={t(`list.status.${status}`)} />;
}

/** Not paid, partly paid or paid; a room order says it is on the folio instead. */
export function OrderPaymentChip({ status, room }: { status: OrderPaymentStatus; room?: boolean }) {
  const { t } = useTranslation('orders');
  if (room) return <Chip size="small" variant="outlined" label={t('list.payment.room')} />;
  return (
    <Chip
      size="small"
      color={PAYMENT_COLOURS[status]}
      variant="outlined"
      label={t(`list.payment.${status}`)}
    />
  );
}
