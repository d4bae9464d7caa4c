import { cancelOrderSchema, type Order } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

import { ReasonDialog } from '../../../../components/form-dialog/reason-dialog';
import { useOrderTransition } from '../../api/order-transition';

/** Cancel an order before it is served, with its reason (kept on the order and in its history); stock goes back. */
export function CancelOrderDialog({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const transition = useOrderTransition(order.propertyId);
  return (
    <ReasonDialog
      schema={cancelOrderSchema}
      title={t('details.cancelDialog.title', { reference: order.referenceNumber })}
      label={t('details.cancelDialog.reason')}
      hint={t('details.cancelDialog.reasonHint')}
      submitLabel={t('details.cancelDialog.submit')}
      submittingLabel={t('details.cancelDialog.submitting')}
      onClose={onClose}
      onSave={async (body) => {
        await transition.mutateAsync({ orderId: order.id, action: 'cancel', body });
        onDone();
      }}
    />
  );
}
