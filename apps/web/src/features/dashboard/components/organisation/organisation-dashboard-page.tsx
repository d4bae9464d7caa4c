import { shiftMonth, type OrganisationDashboardProperty } from '@bookone/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { errorMessage } from '../../../../lib/error-message';
import { useOrganisationDashboard } from '../../api/organisation-dashboard';
import { KPI_CARD_HEIGHT } from '../kpi-card';
import { formatMonth } from '../../utils/organisation-figures';
import { AttentionCard } from './attention-card';
import { ORGANISATION_KPI_SIZE, OrganisationKpis } from './organisation-kpis';
import {
  hasDashboard,
  OrganisationPropertiesTable,
  scopedDashboardPath,
} from './organisation-properties-table';

// The chart (MUI X Charts) is its own chunk, as on the property dashboard: the figures do not wait for it, and it
// downloads beside their request.
const loadChart = () => import('./occupancy-by-property-chart');
const OccupancyByPropertyChart = lazy(() =>
  loadChart().then((m) => ({ default: m.OccupancyByPropertyChart })),
);
/** About the chart card's height (its 260 px chart, heading, intro and padding), for its skeleton. */
const CHART_CARD_HEIGHT = 380;
const chartSkeleton = <Skeleton variant="rounded" height={CHART_CARD_HEIGHT} />;

// The address's month, YYYY-MM; anything else is left to the server's current month (the server validates too).
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The property switcher: opens an accommodation property's dashboard as the organisation sees it. */
function PropertySwitcher({ properties }: { properties: readonly OrganisationDashboardProperty[] }) {
  const { t } = useTranslation('organisation-dashboard');
  const navigate = useNavigate();
  const options = properties.filter(hasDashboard);
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(p) => p.name}
      onChange={(_, p) => {
        if (p) void navigate(scopedDashboardPath(p.id));
      }}
      noOptionsText={t('switcher.none')}
      sx={{ minWidth: 280, flex: '1 1 280px', maxWidth: 420 }}
      renderInput={(params) => (
        // The TextField names its helper text and points the input at it (aria-describedby) by itself.
        <TextField {...params} label={t('switcher.label')} size="small" helperText={t('switcher.help')} />
      )}
    />
  );
}

/**
 * /bookone/su-dashboard: an organisation's figures across its properties for a month (in the address, `?month=`)
 * against the month before, the properties needing attention, each property's row, and a switcher into a property's
 * own dashboard. `organisationPicker` draws the super admin's choice of organisation, composed by the route.
 */
export function OrganisationDashboardPage({
  organisationId,
  organisationPicker,
}: {
  organisationId: number | null;
  /** Given the organisation shown (once known), the super admin's picker of another one. */
  organisationPicker?: (shown: { id: number; name: string } | null) => ReactNode;
}) {
  const { t, i18n } = useTranslation('organisation-dashboard');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) ? asked : null;
  const query = useOrganisationDashboard(organisationId ?? 0, month, organisationId != null);
  const d = query.data;
  useEffect(() => {
    void loadChart();
  }, []);

  const goTo = (next: string | null) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next) out.set('month', next);
      else out.delete('month');
      return out;
    });

  if (organisationId == null) return <Alert severity="info">{t('noOrganisation')}</Alert>;
  const shown = d?.month ?? month;
  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('heading')}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
          {d
            ? t('intro', {
                organisation: d.organisation.name,
                month: formatMonth(d.month, lang),
                previousMonth: formatMonth(d.previousMonth, lang),
              })
            : t('introLoading')}
        </Typography>
      </div>

      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {organisationPicker?.(d?.organisation ?? null)}
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('month.label')}
          sx={{ alignItems: 'center', minHeight: 40 }}
        >
          <IconButton
            aria-label={t('month.previous')}
            disabled={!shown}
            onClick={() => shown && goTo(shiftMonth(shown, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: 140, textAlign: 'center', fontWeight: 500 }}>
            {shown ? formatMonth(shown, lang) : ''}
          </Typography>
          <IconButton
            aria-label={t('month.next')}
            disabled={!shown}
            onClick={() => shown && goTo(shiftMonth(shown, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
          {month && (
            <Button size="small" onClick={() => goTo(null)}>
              {t('month.current')}
            </Button>
          )}
        </Stack>
        {d && d.properties.length > 0 && <PropertySwitcher properties={d.properties} />}
      </Stack>

      {query.isError && <Alert severity="error">{t('failed', { message: errorMessage(query.error) })}</Alert>}

      {query.isLoading ? (
        // The cards' rows at their heights, so that nothing below jumps when the figures arrive (CLS).
        <Grid container spacing={2}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Grid key={i} size={ORGANISATION_KPI_SIZE}>
              <Skeleton variant="rounded" height={KPI_CARD_HEIGHT} />
            </Grid>
          ))}
        </Grid>
      ) : (
        d && (
          <Stack spacing={3} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
            <OrganisationKpis dashboard={d} />
            {d.properties.length === 0 ? (
              <Alert severity="info">{t('noProperties')}</Alert>
            ) : (
              <>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, lg: 8 }}>
                    <Suspense fallback={chartSkeleton}>
                      <OccupancyByPropertyChart dashboard={d} />
                    </Suspense>
                  </Grid>
                  <Grid size={{ xs: 12, lg: 4 }}>
                    <AttentionCard properties={d.properties} />
                  </Grid>
                </Grid>
                <OrganisationPropertiesTable dashboard={d} />
              </>
            )}
          </Stack>
        )
      )}
    </Stack>
  );
}
