import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { KitchenDisplayPage } from '../../../../features/kitchen/components/kitchen-display-page';
import { getPropertyId, getSessionProperty } from '../../../../lib/session';

/** /order/kitchen-display?station=<name> (issue 12): the signed-in property's kitchen display. */
export default function KitchenDisplayRoute() {
  const { t } = useTranslation('kitchen');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('noProperty')}</Alert>;
  return (
    <KitchenDisplayPage propertyId={propertyId} timeZone={getSessionProperty()?.timezone ?? undefined} />
  );
}
