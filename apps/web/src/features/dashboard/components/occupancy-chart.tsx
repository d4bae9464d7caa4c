import type { PropertyDashboard } from '@bookone/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

import { formatPercent, shortDay } from '../utils/figures';

/** Animations are skipped for users who ask for less motion, and in tests (nothing waits for them there). */
export function useSkipAnimation(): boolean {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  return reduced || import.meta.env.MODE === 'test';
}

/**
 * Occupancy for today and the next 30 days as bars (percent of the rooms in service sold each night). The chart
 * can be walked with the keyboard; the same figures are also in a (visually hidden) table for screen readers.
 */
export function OccupancyChart({ occupancy }: { occupancy: PropertyDashboard['occupancy'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const skipAnimation = useSkipAnimation();
  const lang = i18n.language;
  const dataset = occupancy.map((o) => ({ label: shortDay(o.date, lang), percent: o.percent }));
  return (
    <Card variant="outlined" component="section" aria-labelledby="occupancy-heading">
      <CardContent>
        <Typography id="occupancy-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('occupancy.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('occupancy.intro')}
        </Typography>
        {/* Not aria-hidden: the chart's own keyboard navigation puts a focusable element inside it. */}
        <Box sx={{ width: '100%' }}>
          <BarChart
            height={260}
            dataset={dataset}
            skipAnimation={skipAnimation}
            xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => formatPercent(v, lang) }]}
            series={[
              {
                dataKey: 'percent',
                label: t('occupancy.series'),
                valueFormatter: (v) => (v == null ? '' : formatPercent(v, lang)),
              },
            ]}
            hideLegend
            margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
          />
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>{t('occupancy.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('occupancy.date')}</th>
              <th scope="col">{t('occupancy.sold')}</th>
              <th scope="col">{t('occupancy.series')}</th>
            </tr>
          </thead>
          <tbody>
            {occupancy.map((o) => (
              <tr key={o.date}>
                <th scope="row">{o.date}</th>
                <td>{t('occupancy.soldOf', { sold: o.sold, total: o.total })}</td>
                <td>{formatPercent(o.percent, lang)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}
