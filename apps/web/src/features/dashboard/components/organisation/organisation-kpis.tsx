import type { OrganisationDashboard } from '@bookone/domain';
import ApartmentIcon from '@mui/icons-material/Apartment';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PieChartIcon from '@mui/icons-material/PieChart';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { changeOf, formatChange, formatPercent, type Change } from '../../utils/figures';
import { formatCount, formatMonth, formatMoney, occupancyPoints } from '../../utils/organisation-figures';
import { KpiCard } from '../kpi-card';

const iconSx = { fontSize: 20 } as const;
export const ORGANISATION_KPI_SIZE = { xs: 12, sm: 6, md: 4, xl: 2 } as const;

type Kpi = {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  secondary?: string;
  change?: Change;
  changeText?: string;
};

/**
 * The organisation's totals as cards: occupancy, room revenue (a card per currency: amounts in different currencies
 * are never added), each kind of activity the server counts, properties (new this month), onboarding and the
 * properties needing attention. This month against the month before, in the interface language.
 */
export function OrganisationKpis({ dashboard }: { dashboard: OrganisationDashboard }) {
  const { t, i18n } = useTranslation('organisation-dashboard');
  const lang = i18n.language;
  const { totals } = dashboard;
  const month = formatMonth(dashboard.month, lang);
  const previousMonth = formatMonth(dashboard.previousMonth, lang);
  const versus = (current: number, previous: number, shown: string) => {
    const change = changeOf(current, previous);
    const pct = formatChange(change, lang);
    return {
      change,
      changeText: pct
        ? t('kpi.changeOn', { change: pct, previousMonth, previous: shown })
        : t('kpi.previous', { previousMonth, previous: shown }),
    };
  };

  const occ = totals.occupancy;
  const points = occupancyPoints(occ.thisMonth, occ.lastMonth);
  const previousOccupancy =
    occ.lastMonth.percent == null ? t('kpi.noInventory') : formatPercent(occ.lastMonth.percent, lang);
  const kpis: Kpi[] = [
    {
      key: 'occupancy',
      icon: <PieChartIcon sx={iconSx} aria-hidden />,
      label: t('kpi.occupancy'),
      value:
        occ.thisMonth.percent == null ? t('kpi.noInventory') : formatPercent(occ.thisMonth.percent, lang),
      secondary: t('kpi.occupancyOf', {
        sold: formatCount(occ.thisMonth.sold, lang),
        available: formatCount(occ.thisMonth.available, lang),
      }),
      ...(points == null
        ? { changeText: t('kpi.previous', { previousMonth, previous: previousOccupancy }) }
        : {
            change: { direction: points > 0 ? 'up' : points < 0 ? 'down' : 'flat', percent: points },
            changeText: t('kpi.points', {
              change: new Intl.NumberFormat(lang, {
                maximumFractionDigits: 1,
                signDisplay: 'exceptZero',
              }).format(points),
              previousMonth,
              previous: previousOccupancy,
            }),
          }),
    },
    ...totals.revenue.map((r) => ({
      key: `revenue-${r.currency}`,
      icon: <TrendingUpIcon sx={iconSx} aria-hidden />,
      label: t('kpi.revenue', { currency: r.currency }),
      value: formatMoney(r.thisMonth, r.currency, lang),
      ...versus(r.thisMonth, r.lastMonth, formatMoney(r.lastMonth, r.currency, lang)),
    })),
    ...totals.activity.map((a) => ({
      key: `activity-${a.kind}`,
      icon: <EventAvailableIcon sx={iconSx} aria-hidden />,
      label: t(`kpi.${a.kind}`),
      value: formatCount(a.thisMonth, lang),
      ...versus(a.thisMonth, a.lastMonth, formatCount(a.lastMonth, lang)),
    })),
    {
      key: 'properties',
      icon: <ApartmentIcon sx={iconSx} aria-hidden />,
      label: t('kpi.properties'),
      value: formatCount(totals.properties, lang),
      secondary: t('kpi.newThisMonth', { count: totals.newThisMonth, month }),
    },
    {
      key: 'onboarding',
      icon: <PlaylistAddCheckIcon sx={iconSx} aria-hidden />,
      label: t('kpi.onboarding'),
      value: `${formatCount(totals.byStatus.COMPLETED, lang)} / ${formatCount(totals.properties, lang)}`,
      secondary: [
        t('kpi.byStatus', totals.byStatus),
        totals.deactivated > 0 ? t('kpi.deactivated', { count: totals.deactivated }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    },
    {
      key: 'attention',
      icon: <WarningAmberIcon sx={iconSx} aria-hidden />,
      label: t('kpi.attention'),
      value: formatCount(totals.needingAttention, lang),
    },
  ];
  return (
    <Grid container spacing={2}>
      {kpis.map(({ key, ...kpi }) => (
        <Grid key={key} size={ORGANISATION_KPI_SIZE}>
          <KpiCard {...kpi} />
        </Grid>
      ))}
    </Grid>
  );
}
