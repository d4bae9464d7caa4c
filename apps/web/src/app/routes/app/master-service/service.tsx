import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { ReservationDashboardPage } from '../../../../features/reservations/components/scheduler/reservation-dashboard-page';
import { getPropertyId } from '../../../../lib/session';

/** /master-service/service (Reservation Dashboard, issue 11): today at a glance and the scheduler. */
export default function ReservationDashboardRoute() {
  const { t } = useTranslation('reservation-schedule');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('noProperty')}</Alert>;
  return <ReservationDashboardPage propertyId={propertyId} />;
}
