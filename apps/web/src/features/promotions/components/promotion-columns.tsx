import { formatCurrency, type Promotion, type PromotionStatus } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/resource-list';
import { formatDay } from '../../../lib/dates';

const STATUS_COLOURS: Record<PromotionStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  ACTIVE: 'success',
  SCHEDULED: 'info',
  EXPIRED: 'default',
  USED_UP: 'warning',
  INACTIVE: 'default',
};

/** A promotion's status as a chip (a word, not a colour alone). */
export function PromotionStatusChip({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />
  );
}

/** "15 %" or "NZD 20.00" off. */
export function discountLabel(
  p: Pick<Promotion, 'discountKind' | 'discountValue' | 'currency'>,
  language: string,
) {
  return p.discountKind === 'PERCENT'
    ? `${new Intl.NumberFormat(language).format(p.discountValue)} %`
    : formatCurrency(p.discountValue, p.currency);
}

/** The list's columns; the property column for the organisation's list. */
export function usePromotionColumns(showProperty: boolean): ListColumn<Promotion>[] {
  const { t, i18n } = useTranslation('promotions');
  const day = (v: string) => formatDay(v, i18n.language);
  return [
    { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 160, card: 'title' },
    { field: 'couponCode', headerName: t('columns.code'), width: 130 },
    ...(showProperty
      ? [{ field: 'propertyName', headerName: t('columns.property'), minWidth: 160, sortable: false }]
      : []),
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <PromotionStatusChip status={row.status} />,
    },
    {
      field: 'discountValue',
      headerName: t('columns.discount'),
      width: 110,
      sortable: false,
      valueFormatter: (_v, row) => discountLabel(row, i18n.language),
    },
    { field: 'startDate', headerName: t('columns.from'), width: 120, valueFormatter: (v: string) => day(v) },
    { field: 'endDate', headerName: t('columns.to'), width: 120, valueFormatter: (v: string) => day(v) },
    {
      field: 'uses',
      headerName: t('columns.uses'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_v, row) =>
        row.totalUses != null ? `${row.uses} / ${row.totalUses}` : String(row.uses),
    },
    {
      field: 'revenue',
      headerName: t('columns.revenue'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_v, row) => formatCurrency(row.revenue, row.currency),
    },
  ];
}
