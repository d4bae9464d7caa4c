import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { OrderListPage } from '../../../../features/orders/components/list/order-list-page';
import { getPropertyId } from '../../../../lib/session';

/** /order/order-list (issue 12): the signed-in property's orders. */
export default function OrderListRoute() {
  const { t } = useTranslation('orders');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('list.noProperty')}</Alert>;
  return <OrderListPage propertyId={propertyId} />;
}
