import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { reservationListPath } from '../../utils/reservation-paths';
import { TodayGlance } from './today-glance';

/** The Reservation Dashboard (the scheduler) of the signed-in property. */
export const reservationDashboardPath = '/master-service/service';

/**
 * The home page's day for a service business (a spa, a barber): today's reservations with Check in and Complete,
 * and the way to the scheduler and the list, as an accommodation property's home shows its front desk.
 */
export function ServiceHome({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('reservation-schedule');
  return (
    <Box sx={{ mt: 4 }}>
      <TodayGlance
        propertyId={propertyId}
        actions={
          <>
            <Button
              component={Link}
              to={reservationDashboardPath}
              variant="contained"
              startIcon={<CalendarViewDayIcon />}
            >
              {t('today.openScheduler')}
            </Button>
            <Button component={Link} to={reservationListPath} startIcon={<ListAltIcon />}>
              {t('today.openList')}
            </Button>
          </>
        }
      />
    </Box>
  );
}
