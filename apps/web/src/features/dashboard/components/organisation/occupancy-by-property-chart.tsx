import type { OrganisationDashboard } from '@bookone/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatPercent } from '../../utils/figures';
import { formatMonth } from '../../utils/organisation-figures';

/**
 * Occupancy of each property with rooms in service, the month beside the month before, as grouped bars. The same
 * figures are in the properties table below (its Occupancy column), which is where screen readers read them.
 */
export function OccupancyByPropertyChart({ dashboard }: { dashboard: OrganisationDashboard }) {
  const { t, i18n } = useTranslation('organisation-dashboard');
  const lang = i18n.language;
  const headingId = useId();
  const month = formatMonth(dashboard.month, lang);
  const previousMonth = formatMonth(dashboard.previousMonth, lang);
  const dataset = dashboard.properties
    .filter((p) => p.occupancy.thisMonth.percent != null || p.occupancy.lastMonth.percent != null)
    .map((p) => ({
      name: p.name,
      thisMonth: p.occupancy.thisMonth.percent ?? 0,
      lastMonth: p.occupancy.lastMonth.percent ?? 0,
    }));
  const percent = (v: number | null) => (v == null ? '' : formatPercent(v, lang));
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6">
          {t('chart.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('chart.intro')}
        </Typography>
        {dataset.length === 0 ? (
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('chart.none')}</Typography>
        ) : (
          // Not aria-hidden: the chart's own keyboard navigation puts a focusable element inside it.
          <Box sx={{ width: '100%' }}>
            <BarChart
              height={260}
              dataset={dataset}
              // No animation: bars that grow after a month step would read as a change in the figures.
              skipAnimation
              xAxis={[{ scaleType: 'band', dataKey: 'name', tickLabelStyle: { fontSize: 11 } }]}
              yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => formatPercent(v, lang) }]}
              series={[
                { dataKey: 'lastMonth', label: previousMonth, valueFormatter: percent },
                { dataKey: 'thisMonth', label: month, valueFormatter: percent },
              ]}
              margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
