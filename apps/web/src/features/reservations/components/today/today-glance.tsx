import { RESERVATION_STATUSES, type ReservationListItem } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../../../components/resource-timeline/format';
import { useNotice } from '../../../../components/resource-list/notice';
import { useReservationToday, useTodayAction, type TodayAction } from '../../api/today';
import { ReservationStatusChip } from '../reservation-status-chip';

export type TodayGlanceProps = {
  propertyId: number;
  /** Heading level of the glance's own heading (its cards' headings are one below). */
  headingLevel?: 'h2' | 'h3';
  /** Shown next to the heading (links to the scheduler and the list, a new reservation). */
  actions?: ReactNode;
};

/**
 * Today at a glance (GET …/today): the day's reservations by status, the next arrivals with Check in, those being
 * served with Complete, and the places left per offering with the next free start. On the Reservation Dashboard
 * and on a service business's home.
 */
export function TodayGlance({ propertyId, headingLevel = 'h2', actions }: TodayGlanceProps) {
  const { t, i18n } = useTranslation('reservation-schedule');
  const { t: tr } = useTranslation('reservations');
  const today = useReservationToday(propertyId);
  const act = useTodayAction(propertyId);
  const notice = useNotice();
  const language = i18n.language;
  const cardHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const data = today.data;

  const run = (item: ReservationListItem, action: TodayAction) =>
    act.mutate(
      { reservationId: item.id, action },
      {
        onSuccess: () =>
          notice.show(
            t(action === 'check-in' ? 'today.checkedIn' : 'today.completed', { customer: item.customerName }),
          ),
        onError: (error) => notice.show(error.message, 'error'),
      },
    );

  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const time = (instant: string) => formatTime(instant, language, data?.timeZone ?? 'UTC');

  const row = (item: ReservationListItem, action: TodayAction) => (
    <Box
      component="li"
      key={item.id}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {item.customerName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t('today.at', { time: time(item.startsAt), offerings: item.offerings })}
        </Typography>
      </Box>
      <ReservationStatusChip status={item.status} />
      <Button
        size="small"
        variant="outlined"
        disabled={act.isPending && act.variables.reservationId === item.id}
        aria-label={t(action === 'check-in' ? 'today.checkInFor' : 'today.completeFor', {
          customer: item.customerName,
          reference: item.referenceNumber,
        })}
        onClick={() => run(item, action)}
      >
        {t(action === 'check-in' ? 'today.checkIn' : 'today.complete')}
      </Button>
    </Box>
  );

  return (
    <Box component="section" aria-labelledby="reservation-today-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography
          id="reservation-today-heading"
          component={headingLevel}
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          {t('today.heading')}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {today.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void today.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('today.loadFailed')} {today.error.message}
        </Alert>
      )}
      {!data && !today.isError && <Skeleton variant="rounded" height={180} />}
      {data && (
        <Stack spacing={2}>
          {!data.canCreate && <Alert severity="info">{t('today.starterPlan')}</Alert>}
          <Box
            component="ul"
            aria-label={t('today.counts')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
            data-testid="today-counts"
          >
            {RESERVATION_STATUSES.map((status) => (
              <Box
                component="li"
                key={status}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.75, minWidth: 104 }}
              >
                <Typography variant="h5" component="span" sx={{ fontWeight: 700, display: 'block' }}>
                  {number(data.counts[status] ?? 0)}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="span">
                  {tr(`status.${status}`)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <GlanceCard heading={t('today.nextArrivals')} component={cardHeading}>
                {data.nextArrivals.length === 0 ? (
                  <Typography color="text.secondary">{t('today.noArrivals')}</Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="next-arrivals">
                    {data.nextArrivals.map((item) => row(item, 'check-in'))}
                  </Box>
                )}
              </GlanceCard>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <GlanceCard heading={t('today.inService')} component={cardHeading}>
                {data.inService.length === 0 ? (
                  <Typography color="text.secondary">{t('today.noneInService')}</Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="in-service">
                    {data.inService.map((item) => row(item, 'complete'))}
                  </Box>
                )}
              </GlanceCard>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <GlanceCard heading={t('today.freeCapacity')} component={cardHeading}>
                {data.freeCapacity.length === 0 ? (
                  <Typography color="text.secondary">{t('today.noOfferings')}</Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="free-capacity">
                    {data.freeCapacity.map((o) => (
                      <Box
                        component="li"
                        key={o.offeringId}
                        sx={{ display: 'flex', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}
                      >
                        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                          {o.offeringName}
                        </Typography>
                        <Typography
                          color={o.freePlaces === 0 ? 'error' : 'text.secondary'}
                          sx={{ flex: 'none' }}
                        >
                          {o.freePlaces === 0
                            ? t('today.full')
                            : [
                                t('today.places', { count: o.freePlaces }),
                                o.nextFree ? t('today.nextFree', { time: time(o.nextFree) }) : null,
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                )}
              </GlanceCard>
            </Grid>
          </Grid>
        </Stack>
      )}
      {notice.element}
    </Box>
  );
}

function GlanceCard({
  heading,
  component,
  children,
}: {
  heading: string;
  component: 'h3' | 'h4';
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component={component} variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
