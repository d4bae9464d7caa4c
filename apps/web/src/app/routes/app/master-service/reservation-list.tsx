import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { ReservationListPage } from '../../../../features/reservations/components/reservation-list-page';
import { getPropertyId } from '../../../../lib/session';

/** /master-service/reservation-list (issue 11): the signed-in property's reservations of services. */
export default function ReservationListRoute() {
  const { t } = useTranslation('reservations');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('list.noProperty')}</Alert>;
  return <ReservationListPage propertyId={propertyId} />;
}
