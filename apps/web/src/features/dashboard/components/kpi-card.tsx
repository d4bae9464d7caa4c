import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

import type { Change } from '../utils/figures';

const TREND_ICON = { up: TrendingUpIcon, down: TrendingDownIcon, flat: TrendingFlatIcon };
const TREND_COLOR = { up: 'success.main', down: 'error.main', flat: 'text.secondary' } as const;

/**
 * Every KPI card is at least this tall (a figure with a line under it), so that the loading skeletons can take the
 * same room and nothing below moves when the figures arrive (CLS).
 */
export const KPI_CARD_HEIGHT = 138;

/** One figure of the dashboard: a label, the value, an optional line under it and a trend against the last period. */
export function KpiCard({
  label,
  value,
  icon,
  secondary,
  change,
  changeText,
}: {
  label: string;
  value: string;
  icon?: ReactNode;
  secondary?: string;
  change?: Change;
  /** The change in words ("+12.5% on last month"); shown with the trend icon. */
  changeText?: string;
}) {
  const labelId = useId();
  const Trend = change ? TREND_ICON[change.direction] : null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ height: '100%', minHeight: KPI_CARD_HEIGHT }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {icon}
          <Typography id={labelId} component="h2" variant="subtitle2">
            {label}
          </Typography>
        </Stack>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700, mt: 1 }}>
          {value}
        </Typography>
        {secondary && (
          <Typography variant="body2" color="text.secondary">
            {secondary}
          </Typography>
        )}
        {change && changeText && Trend && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', mt: 0.5, color: TREND_COLOR[change.direction] }}
          >
            <Trend fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 500 }}>
              {changeText}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
