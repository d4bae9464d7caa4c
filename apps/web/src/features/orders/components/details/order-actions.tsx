import { isOrderOpen, orderActions, type Order, type OrderAction } from '@bookone/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../../lib/form-errors';
import { useOrderTransition } from '../../api/order-transition';
import { useRequestBill } from '../../api/request-bill';
import { CancelOrderDialog } from './cancel-order-dialog';
import { takesPayment } from './order-money';

/** The order the buttons read in: the way forward first, cancel last. */
const ORDER: OrderAction[] = ['confirm', 'start', 'ready', 'serve', 'dispatch', 'ship', 'complete', 'cancel'];

/**
 * What the order's status and delivery method allow (the domain's `orderActions`, the rule the server applies):
 * the next step, cancel with a reason, and Request bill for a table. Complete waits for the bill to be paid (but a
 * room order's, which is on the folio), as the server requires. Outcomes go to `report`.
 */
export function OrderActions({
  order,
  report,
}: {
  order: Order;
  report: (message: string, severity?: 'success' | 'error') => void;
}) {
  const { t } = useTranslation('orders');
  const transition = useOrderTransition(order.propertyId);
  const requestBill = useRequestBill(order.propertyId);
  const [cancelling, setCancelling] = useState(false);
  const allowed = orderActions(order.status, order.deliveryMethod);
  const unpaid = takesPayment(order);
  const busy = transition.isPending || requestBill.isPending;
  const asksBill = order.deliveryMethod === 'DINE_IN' && isOrderOpen(order.status) && !order.billRequested;
  const outcome = (done: string) => ({
    onSuccess: () => report(done),
    onError: (error: unknown) => report(errorMessage(error), 'error'),
  });

  const run = (action: OrderAction) => {
    if (action === 'cancel') return setCancelling(true);
    transition.mutate({ orderId: order.id, action }, outcome(t(`details.done.${action}`)));
  };

  const shown = ORDER.filter((a) => allowed.includes(a));
  if (shown.length === 0 && !asksBill) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label={t('details.actionsLabel')}
      >
        {shown.map((action, i) => (
          <Button
            key={action}
            variant={i === 0 ? 'contained' : 'outlined'}
            color={action === 'cancel' ? 'error' : 'primary'}
            disabled={busy || (action === 'complete' && unpaid)}
            onClick={() => run(action)}
          >
            {t(`details.action.${action}`)}
          </Button>
        ))}
        {asksBill && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => requestBill.mutate(order.id, outcome(t('details.done.requestBill')))}
          >
            {t('details.action.requestBill')}
          </Button>
        )}
        {allowed.includes('complete') && unpaid && (
          <Typography variant="body2" color="text.secondary">
            {t('details.payBeforeComplete')}
          </Typography>
        )}
      </Stack>
      {cancelling && (
        <CancelOrderDialog
          order={order}
          onClose={() => setCancelling(false)}
          onDone={() => {
            setCancelling(false);
            report(t('details.done.cancel'));
          }}
        />
      )}
    </>
  );
}
