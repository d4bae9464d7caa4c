import { formatCurrency } from '@bookone/domain';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import PaymentsIcon from '@mui/icons-material/Payments';
import PieChartIcon from '@mui/icons-material/PieChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '../../../components/page-heading/page-heading';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { errorMessage } from '../../../lib/error-message';
import { usePropertyDashboard } from '../api/dashboard';
import { changeOf, formatChange, formatPercent } from '../utils/figures';
import { FrontDeskPanels, type DeskActions } from './front-desk-panels';
import { KPI_CARD_HEIGHT, KpiCard } from './kpi-card';
import { RoomStatusCard } from './room-status-card';

const iconSx = { fontSize: 20 } as const;
/** Six KPI cards: one row on wide screens, three, two or one on narrower ones (the skeleton takes the same). */
const KPI_SIZE = { xs: 12, sm: 6, md: 4, xl: 2 } as const;
/** Height of the occupancy card (its 260 px chart, heading and padding), for its skeleton. */
const OCCUPANCY_CARD_HEIGHT = 358;

// The chart (MUI X Charts, about 85 KB gzipped) is its own chunk (issue 9 §3): the page draws its skeletons and
// asks for its figures without waiting for it, and the chunk downloads beside the figures' request.
const loadOccupancyChart = () => import('./occupancy-chart');
const OccupancyChart = lazy(() => loadOccupancyChart().then((m) => ({ default: m.OccupancyChart })));
const occupancySkeleton = <Skeleton variant="rounded" height={OCCUPANCY_CARD_HEIGHT} />;

/**
 * /bookone/dashboard (front office): today's arrivals, departures and guests in house, occupancy tonight and for the
 * next 30 days, room revenue and payments this month against last, rooms by housekeeping status, and the desk's
 * panels to check guests in and out.
 */
export function AccommodationDashboardPage({
  deskActions,
  scopedPropertyId,
  banner,
  dayClose,
}: {
  deskActions: DeskActions;
  /**
   * Another property than the signed-in user's: an organisation or platform role's scoped view (the route decides who
   * may ask for one; the server checks the tenant again). Shown under `banner`.
   */
  scopedPropertyId?: number | null;
  banner?: ReactNode;
  /** The day close card (business date, last close's exceptions, Run day close), composed by the route. */
  dayClose?: ReactNode;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const scoped = scopedPropertyId != null;
  const propertyId = scopedPropertyId ?? getPropertyId();
  // The session's property is the user's own: its currency is no fallback for another property's figures.
  const property = scoped ? null : getSessionProperty();
  const dashboard = usePropertyDashboard(propertyId ?? 0, propertyId != null);
  const lang = i18n.language;
  useEffect(() => {
    void loadOccupancyChart();
  }, []);

  if (propertyId == null) return <Alert severity="info">{t('noProperty')}</Alert>;
  const d = dashboard.data;
  const money = (n: number) => formatCurrency(n, d?.currency ?? property?.localCurrency);
  const versusLastMonth = (current: number, previous: number) => {
    const change = changeOf(current, previous);
    const pct = formatChange(change, lang);
    return {
      change,
      changeText: pct
        ? t('kpi.changeOnLastMonth', { change: pct, previous: money(previous) })
        : t('kpi.lastMonth', { previous: money(previous) }),
    };
  };
  const tonight = d?.occupancy[0];
  const kpis = d
    ? [
        {
          key: 'arrivals',
          icon: <FlightLandIcon sx={iconSx} aria-hidden />,
          label: t('kpi.arrivals'),
          value: String(d.arrivals),
        },
        {
          key: 'departures',
          icon: <FlightTakeoffIcon sx={iconSx} aria-hidden />,
          label: t('kpi.departures'),
          value: String(d.departures),
        },
        {
          key: 'inHouse',
          icon: <HotelIcon sx={iconSx} aria-hidden />,
          label: t('kpi.inHouse'),
          value: String(d.inHouse),
        },
        {
          key: 'occupancy',
          icon: <PieChartIcon sx={iconSx} aria-hidden />,
          label: t('kpi.occupancy'),
          value: formatPercent(tonight?.percent ?? 0, lang),
          secondary: tonight
            ? t('occupancy.soldOf', { sold: tonight.sold, total: tonight.total })
            : undefined,
        },
        {
          key: 'revenue',
          icon: <TrendingUpIcon sx={iconSx} aria-hidden />,
          label: t('kpi.revenue'),
          value: money(d.revenueThisMonth),
          ...versusLastMonth(d.revenueThisMonth, d.revenueLastMonth),
        },
        {
          key: 'payments',
          icon: <PaymentsIcon sx={iconSx} aria-hidden />,
          label: t('kpi.payments'),
          value: money(d.paymentsThisMonth),
          ...versusLastMonth(d.paymentsThisMonth, d.paymentsLastMonth),
        },
      ]
    : [];

  return (
    <Stack spacing={3}>
      {banner}
      <PageHeading title={t('heading')} intro={d ? t('today', { date: d.date }) : t('intro')} />

      {dayClose}

      {dashboard.isError && (
        <Alert severity="error">{t('failed', { message: errorMessage(dashboard.error) })}</Alert>
      )}

      {dashboard.isLoading ? (
        // The same rows as the figures, at their heights: the panels below do not jump when they arrive (CLS).
        <>
          <Grid container spacing={2}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Grid key={i} size={KPI_SIZE}>
                <Skeleton variant="rounded" height={KPI_CARD_HEIGHT} />
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>{occupancySkeleton}</Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Skeleton variant="rounded" height={OCCUPANCY_CARD_HEIGHT} />
            </Grid>
          </Grid>
        </>
      ) : (
        d && (
          <>
            <Grid container spacing={2}>
              {kpis.map(({ key, ...kpi }) => (
                <Grid key={key} size={KPI_SIZE}>
                  <KpiCard {...kpi} />
                </Grid>
              ))}
            </Grid>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 8 }}>
                <Suspense fallback={occupancySkeleton}>
                  <OccupancyChart occupancy={d.occupancy} />
                </Suspense>
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <RoomStatusCard counts={d.roomStatusCounts} />
              </Grid>
            </Grid>
          </>
        )
      )}

      <FrontDeskPanels propertyId={propertyId} actions={deskActions} />
    </Stack>
  );
}
