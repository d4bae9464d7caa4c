import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { OrderListPage } from '../../../../features/orders/components/list/order-list-page';
import { getOrganisationId, getPropertyId } from '../../../../lib/session';

/**
 * /order/order-list (issue 12): the signed-in property's orders, or (the organisation admin, signed in to no
 * property) every property's of the organisation, with a property filter.
 */
export default function OrderListRoute() {
  const { t } = useTranslation('orders');
  const propertyId = getPropertyId();
  const organisationId = getOrganisationId();
  if (propertyId != null) return <OrderListPage propertyId={propertyId} />;
  if (organisationId != null) return <OrderListPage organisationId={organisationId} />;
  return <Alert severity="info">{t('list.noProperty')}</Alert>;
}
