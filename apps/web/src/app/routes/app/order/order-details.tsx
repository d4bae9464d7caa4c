import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { AuditChanges } from '../../../../features/audit/components/audit-changes';
import { OrderKitchenTickets } from '../../../../features/kitchen/components/order-kitchen-tickets';
import { OrderDetailsPage } from '../../../../features/orders/components/details/order-details-page';
import { getPropertyId } from '../../../../lib/session';
import { OrderPaymentLink } from './order-payment-link';

/**
 * /order/order-details?data=<order number> (issue 12; the ORDER notification's target, spec §2.4): an order of the
 * signed-in property, its history read through the audit feature's change list. `tickets` is where the order's
 * kitchen tickets (KOTs) show; `moreActions` adds Send payment link (issue 13).
 */
export default function OrderDetailsRoute() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const reference = (params.get('data') ?? '').trim();
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('list.noProperty')}</Alert>;
  return (
    <OrderDetailsPage
      // Another order's address mounts a fresh page (its dialogs and notices are not carried over).
      key={reference}
      propertyId={propertyId}
      referenceNumber={reference}
      renderChanges={(entry) => <AuditChanges entry={entry} />}
      tickets={(order) => <OrderKitchenTickets propertyId={propertyId} orderId={order.id} />}
      moreActions={(order) => <OrderPaymentLink order={order} />}
    />
  );
}
