import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { ProductGroupListPage } from '../../../../features/products/components/product-group-list-page';
import { getPropertyId } from '../../../../lib/session';

/** /product/product-group-list (issue 12): the signed-in property's product groups. */
export default function ProductGroupListRoute() {
  const { t } = useTranslation('products');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('page.noProperty')}</Alert>;
  return <ProductGroupListPage propertyId={propertyId} />;
}
