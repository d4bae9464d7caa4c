import { isSuperOrOrg } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { AccommodationDashboardPage } from '../../../../features/dashboard/components/accommodation-dashboard-page';
import { DayCloseCard } from '../../../../features/day-close/components/day-close-card';
import { ScopedViewBanner } from '../../../../features/dashboard/components/organisation/scoped-view-banner';
import { useCan } from '../../../../hooks/use-can';
import { getPropertyId, getSessionRoles } from '../../../../lib/session';
import { useLazyDeskActions } from '../compose/lazy-desk-actions';

/** `?propertyId=` as a property id, or null. */
function askedProperty(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /bookone/dashboard (issue 5): the front-office dashboard of an accommodation property, with the desk's actions.
 * Platform and organisation roles open any of their organisation's properties here from the organisation dashboard
 * (`?propertyId=`, issue 10): a scoped view under a banner naming the property and the organisation, with the way
 * back. A property role always sees its own property, whatever the address says.
 */
export default function AccommodationDashboardRoute() {
  const { t } = useTranslation('organisation-dashboard');
  const deskActions = useLazyDeskActions();
  const [params] = useSearchParams();
  const above = isSuperOrOrg(getSessionRoles());
  const scoped = above ? askedProperty(params.get('propertyId')) : null;
  // The day close card for whoever works the bookings (housekeeping does not): the business date and last close.
  const readsBookings = useCan('booking.read');
  const dayCloseProperty = scoped ?? getPropertyId();
  if (above && scoped == null && getPropertyId() == null)
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to="/bookone/su-dashboard" color="inherit" size="small">
            {t('scope.back')}
          </Button>
        }
      >
        {t('scope.choose')}
      </Alert>
    );
  return (
    <AccommodationDashboardPage
      // A new property is a new page: nothing of the previous one's state carries over.
      key={scoped ?? 'own'}
      deskActions={deskActions}
      scopedPropertyId={scoped}
      banner={scoped != null ? <ScopedViewBanner propertyId={scoped} /> : undefined}
      dayClose={
        readsBookings && dayCloseProperty != null ? <DayCloseCard propertyId={dayCloseProperty} /> : undefined
      }
    />
  );
}
