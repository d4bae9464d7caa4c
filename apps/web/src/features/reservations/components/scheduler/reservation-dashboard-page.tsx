import { isIsoDate } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PageHeading } from '../../../../components/page-heading/page-heading';
import { useNotice } from '../../../../components/resource-list';
import { propertyToday } from '../../../../lib/dates';
import { useReservationToday } from '../../api/today';
import type { NewReservationInitial } from '../../utils/new-reservation-form';
import { reservationListPath } from '../../utils/reservation-paths';
import { NewReservationDialog } from '../new-reservation/new-reservation-dialog';
import { TodayGlance } from '../today/today-glance';
import { Scheduler } from './scheduler';
import type { SchedulerView } from './schedule-timeline';

/**
 * /master-service/service (Reservation Dashboard, issue 11): today at a glance, then the scheduler. The view and
 * the day are in the address (?view=day|week&date=YYYY-MM-DD), so a reload or a shared link shows the same.
 */
export function ReservationDashboardPage({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('reservation-schedule');
  const [params, setParams] = useSearchParams();
  const today = propertyToday();
  const view: SchedulerView = params.get('view') === 'week' ? 'week' : 'day';
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) ? asked : today;
  // The same query as the glance's (one request): whether this plan may create reservations.
  const canCreate = useReservationToday(propertyId).data?.canCreate ?? false;
  const [draft, setDraft] = useState<NewReservationInitial | null>(null);
  const notice = useNotice();

  return (
    <Stack spacing={3}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <TodayGlance
        propertyId={propertyId}
        actions={
          <>
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDraft({ date })}>
                {t('today.newReservation')}
              </Button>
            )}
            <Button component={Link} to={reservationListPath} startIcon={<ListAltIcon />}>
              {t('today.openList')}
            </Button>
          </>
        }
      />
      <Box component="section" aria-labelledby="scheduler-heading">
        <Typography id="scheduler-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('scheduler.heading')}
        </Typography>
        <Scheduler
          propertyId={propertyId}
          view={view}
          date={date}
          today={today}
          onNavigate={(next) =>
            setParams(
              (previous) => {
                const p = new URLSearchParams(previous);
                p.set('view', next.view);
                p.set('date', next.date);
                return p;
              },
              { replace: true },
            )
          }
          onCreate={canCreate ? (slot) => setDraft(slot) : undefined}
        />
      </Box>
      <NewReservationDialog
        open={draft != null}
        propertyId={propertyId}
        initial={draft ?? undefined}
        onClose={() => setDraft(null)}
        onCreated={(reservation) => {
          setDraft(null);
          notice.show(t('created', { reference: reservation.referenceNumber }));
        }}
      />
      {notice.element}
    </Stack>
  );
}
