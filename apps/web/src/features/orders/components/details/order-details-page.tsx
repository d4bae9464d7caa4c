import type { AuditLogEntry, Order } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { EntryHistory } from '../../../../components/history/entry-history';
import { useNotice } from '../../../../components/resource-list';
import { useCan } from '../../../../hooks/use-can';
import { ApiRequestError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/form-errors';
import { useOrderByReference } from '../../api/order-by-reference';
import { useOrderHistory } from '../../api/order-history';
import { OrderPaymentChip, OrderStatusChip } from '../list/order-status-chip';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderMoney } from './order-money';

export const ORDER_LIST_PATH = '/order/order-list';

export type OrderDetailsPageProps = {
  propertyId: number;
  referenceNumber: string;
  /** How an audit entry's changes read (the audit feature's, given by the route). */
  renderChanges: (entry: AuditLogEntry) => ReactNode;
  /** The order's kitchen tickets (KOTs): another feature's component, placed here by the route (given the order). */
  tickets?: ReactNode | ((order: Order) => ReactNode);
  /** Actions other features add under the order's own (the route passes them: Send payment link, issue 13). */
  moreActions?: (order: Order) => ReactNode;
};

/**
 * /order/order-details?data=<number> (issue 12; the ORDER notification's target): the order's header (status,
 * payment, method, where it goes, customer, times), its lines, totals with tax per rate and service charge, its
 * payments, history, and the actions its state allows (the domain's lifecycle, as the server applies it).
 */
export function OrderDetailsPage({
  propertyId,
  referenceNumber,
  renderChanges,
  tickets,
  moreActions,
}: OrderDetailsPageProps) {
  const { t } = useTranslation('orders');
  const query = useOrderByReference(propertyId, referenceNumber);
  const notice = useNotice();
  const canWrite = useCan('order.write');

  const back = (
    <Button
      component={RouterLink}
      to={ORDER_LIST_PATH}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'start' }}
    >
      {t('details.back')}
    </Button>
  );
  // The page's h1 in every state: one loading or not found is still the page of this number.
  const heading = (
    <Typography variant="h5" component="h1">
      {t('details.heading', { reference: query.data?.referenceNumber ?? referenceNumber })}
    </Typography>
  );
  if (referenceNumber === '' || query.isError) {
    const missing =
      referenceNumber === '' || (query.error instanceof ApiRequestError && query.error.status === 404);
    return (
      <Stack spacing={2}>
        {back}
        {heading}
        <Alert
          severity={missing ? 'info' : 'error'}
          action={
            referenceNumber !== '' && (
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('details.retry')}
              </Button>
            )
          }
        >
          {missing ? t('details.notFound', { reference: referenceNumber }) : errorMessage(query.error)}
        </Alert>
      </Stack>
    );
  }
  if (query.isPending)
    return (
      <Stack spacing={2}>
        {back}
        {heading}
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );

  const o = query.data;
  return (
    <Stack spacing={3}>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {heading}
        <OrderStatusChip status={o.status} />
        <OrderPaymentChip status={o.paymentStatus} room={o.chargedToRoom} />
      </Stack>
      {canWrite && <OrderActions order={o} report={notice.show} />}
      {moreActions && o.status !== 'CANCELLED' && (
        <Stack direction="row" spacing={1}>
          {moreActions(o)}
        </Stack>
      )}
      <OrderFacts order={o} />
      <OrderLines order={o} />
      {typeof tickets === 'function' ? tickets(o) : tickets}
      <OrderMoney order={o} canPay={canWrite} report={notice.show} />
      <OrderHistory
        propertyId={propertyId}
        orderId={o.id}
        version={o.updatedAt}
        renderChanges={renderChanges}
      />
      {notice.element}
    </Stack>
  );
}

function OrderHistory({
  propertyId,
  orderId,
  version,
  renderChanges,
}: {
  propertyId: number;
  orderId: number;
  version: string;
  renderChanges: (entry: AuditLogEntry) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <EntryHistory
      id="order-history"
      title={t('details.history')}
      query={useOrderHistory(propertyId, orderId, version)}
      renderChanges={renderChanges}
      emptyText={t('details.noHistory')}
      byText={(who, when) => t('details.historyBy', { who: who ?? t('details.someone'), when })}
    />
  );
}
