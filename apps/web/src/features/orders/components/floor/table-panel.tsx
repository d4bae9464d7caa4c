import { canAddOrderLines, isOrderOpen, type FloorTable, type Order } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { errorMessage } from '../../../../lib/error-message';
import { useOrder } from '../../api/get-order';
import { useRequestBill } from '../../api/request-bill';
import { lineTitle } from '../pos/cart-lines';
import { useMoney } from '../pos/money';
import { Totals } from '../pos/totals';
import { OrderPaymentRow } from './order-payment-row';
import { SplitBillDialog } from './split-bill-dialog';

/**
 * The table a waiter opened: a free one offers to take an order for so many covers; an occupied one shows its
 * running order (lines, totals, paid and balance) with another round, the bill asked for, a split bill and
 * payments; or the waiter simply leaves it open on the table.
 */
export function TablePanel({
  propertyId,
  table,
  onStartOrder,
  onAddItems,
  detailsHref,
}: {
  propertyId: number;
  table: FloorTable;
  onStartOrder: (table: FloorTable, covers: number) => void;
  onAddItems: (order: Order) => void;
  /** Where the order's details page is, when it is built. */
  detailsHref?: (order: Order) => string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack spacing={2} component="section" aria-labelledby="table-panel-title">
      <Typography id="table-panel-title" component="h2" variant="h6">
        {t('floor.panel.title', { name: table.name, status: t(`floor.status.${table.status}`) })}
      </Typography>
      {table.orderId == null ? (
        <FreeTable table={table} onStart={onStartOrder} />
      ) : (
        <RunningOrder
          propertyId={propertyId}
          orderId={table.orderId}
          onAddItems={onAddItems}
          detailsHref={detailsHref}
        />
      )}
    </Stack>
  );
}

function FreeTable({
  table,
  onStart,
}: {
  table: FloorTable;
  onStart: (table: FloorTable, covers: number) => void;
}) {
  const { t } = useTranslation('orders');
  const [covers, setCovers] = useState(Math.min(2, table.seats));
  return (
    <Stack spacing={2}>
      <Typography>{t('floor.panel.free', { count: table.seats })}</Typography>
      <TextField
        type="number"
        label={t('pos.details.covers')}
        value={covers}
        onChange={(e) => setCovers(Math.min(100, Math.max(1, Math.round(Number(e.target.value)) || 1)))}
        slotProps={{ htmlInput: { min: 1, max: 100 } }}
        sx={{ maxWidth: 160 }}
      />
      <Button variant="contained" size="large" onClick={() => onStart(table, covers)}>
        {t('floor.panel.takeOrder')}
      </Button>
    </Stack>
  );
}

function RunningOrder({
  propertyId,
  orderId,
  onAddItems,
  detailsHref,
}: {
  propertyId: number;
  orderId: number;
  onAddItems: (order: Order) => void;
  detailsHref?: (order: Order) => string;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const query = useOrder(propertyId, orderId);
  const requestBill = useRequestBill(propertyId);
  const [splitting, setSplitting] = useState(false);
  if (query.isPending) return <CircularProgress aria-label={t('floor.panel.loading')} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const order = query.data;
  const open = isOrderOpen(order.status);
  const owing = open && order.balance > 0.004 && !order.chargedToRoom;

  let actions: ReactNode = null;
  if (open)
    actions = (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canAddOrderLines(order.status) && (
          <Button variant="contained" onClick={() => onAddItems(order)}>
            {t('floor.panel.addItems')}
          </Button>
        )}
        {!order.billRequested && order.lines.length > 0 && (
          <Button
            variant="outlined"
            disabled={requestBill.isPending}
            onClick={() => requestBill.mutate(order.id)}
          >
            {t('floor.panel.requestBill')}
          </Button>
        )}
        {owing && (
          <Button variant="outlined" onClick={() => setSplitting(true)}>
            {t('floor.panel.split')}
          </Button>
        )}
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Typography>
        {[
          order.referenceNumber,
          t(`floor.orderStatus.${order.status}`),
          t(`floor.paymentStatus.${order.paymentStatus}`),
          order.covers ? t('floor.covers', { count: order.covers, seats: order.covers }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {detailsHref && (
        <Link component={RouterLink} to={detailsHref(order)}>
          {t('floor.panel.details', { number: order.referenceNumber })}
        </Link>
      )}
      <Box component="ul" aria-label={t('floor.panel.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.lines.map((l) => (
          <Box
            component="li"
            key={l.id}
            sx={{ display: 'flex', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography>
                {l.quantity} × {lineTitle({ ...l, name: l.productName })}
              </Typography>
              {l.note && (
                <Typography variant="body2" color="text.secondary">
                  {t('pos.cart.noteShown', { note: l.note })}
                </Typography>
              )}
            </Box>
            <Typography>{money(l.total, order.currency)}</Typography>
          </Box>
        ))}
      </Box>
      <Totals figures={order} currency={order.currency} />
      {requestBill.isError && <Alert severity="error">{errorMessage(requestBill.error)}</Alert>}
      {actions}
      {owing && (
        <OrderPaymentRow
          key={order.balance}
          propertyId={propertyId}
          orderId={order.id}
          label={t('floor.payment.balance')}
          amount={order.balance}
          currency={order.currency}
        />
      )}
      {order.paymentStatus === 'Paid' && order.total > 0 && (
        <Alert severity="success">{t('floor.panel.paid', { number: order.referenceNumber })}</Alert>
      )}
      {splitting && (
        <SplitBillDialog propertyId={propertyId} order={order} onClose={() => setSplitting(false)} />
      )}
    </Stack>
  );
}
