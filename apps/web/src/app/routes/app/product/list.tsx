import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { ProductListPage } from '../../../../features/products/components/product-list-page';
import { getPropertyId } from '../../../../lib/session';

/** /product/list (issue 12): the signed-in property's products. */
export default function ProductListRoute() {
  const { t } = useTranslation('products');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('page.noProperty')}</Alert>;
  return <ProductListPage propertyId={propertyId} />;
}
