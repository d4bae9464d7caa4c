import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { PosPage } from '../../../../features/orders/components/pos/pos-page';
import { getPropertyId } from '../../../../lib/session';

/** The order details page (spec §2.4 target): the table's running order links there. */
const detailsHref = (order: { referenceNumber: string }) =>
  `/order/order-details?data=${encodeURIComponent(order.referenceNumber)}`;

/** /order/create-order (issue 12): the signed-in property's point of sale and floor plan. */
export default function CreateOrderRoute() {
  const { t } = useTranslation('orders');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('pos.noProperty')}</Alert>;
  return <PosPage propertyId={propertyId} detailsHref={detailsHref} />;
}
