import type { ReviewSummary } from '@bookone/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';

/** Animations are skipped for users who ask for less motion, and in tests (nothing waits for them there). */
function useSkipAnimation(): boolean {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  return reduced || import.meta.env.MODE === 'test';
}

const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The filtered reviews' average rating (with the count), the average per aspect, and the average by month as a line;
 * the trend is also a (visually hidden) table for screen readers.
 */
export function ReviewSummaryCard({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('reviews');
  const skipAnimation = useSkipAnimation();
  const lang = i18n.language;
  const number = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
  const dataset = summary.trend.map((m) => ({
    label: monthLabel(m.month, lang),
    average: m.average,
    count: m.count,
  }));
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-summary-heading">
      <CardContent>
        <Typography id="review-summary-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('summary.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 1 }}>
          <Stack spacing={1} sx={{ minWidth: 220 }}>
            <Typography variant="body2" color="text.secondary">
              {t('summary.average')}
            </Typography>
            {summary.average == null ? (
              <Typography>{t('summary.none')}</Typography>
            ) : (
              <>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="review-average">
                  {number(summary.average)}
                </Typography>
                <Rating value={summary.average} precision={0.1} readOnly aria-hidden />
                <Typography variant="body2" color="text.secondary">
                  {t('summary.reviews', { count: summary.count })}
                </Typography>
              </>
            )}
            {summary.aspects.length > 0 && (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}>
                {summary.aspects.map((a) => (
                  <Box key={a.aspect} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`aspects.${a.aspect}` as 'aspects.staff', { defaultValue: a.aspect })}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                      {number(a.average)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Stack>
          {dataset.length > 0 && (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t('summary.trend')}
              </Typography>
              <LineChart
                height={220}
                dataset={dataset}
                skipAnimation={skipAnimation}
                xAxis={[{ scaleType: 'point', dataKey: 'label' }]}
                yAxis={[{ min: 1, max: 5 }]}
                series={[
                  {
                    dataKey: 'average',
                    label: t('summary.averageSeries'),
                    valueFormatter: (v) => (v == null ? '' : number(v)),
                  },
                ]}
                hideLegend
                margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
              />
              <Box component="table" sx={visuallyHidden}>
                <caption>{t('summary.trend')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('summary.month')}</th>
                    <th scope="col">{t('summary.averageSeries')}</th>
                    <th scope="col">{t('summary.countSeries')}</th>
                  </tr>
                </thead>
                <tbody>
                  {dataset.map((d) => (
                    <tr key={d.label}>
                      <th scope="row">{d.label}</th>
                      <td>{number(d.average)}</td>
                      <td>{d.count}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
