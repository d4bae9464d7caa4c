import { formatCurrency } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateRangeFilter, type ListColumn, type ListController } from '../../../components/resource-list';
import { formatDay } from '../../../lib/dates';

/** Pieces both money lists (payments, expenses) share on the list kit. */

/** The date range of a money list (a backwards range is flagged and its end left out). */
export function MoneyDates<K extends string, S extends string>({ list }: { list: ListController<K, S> }) {
  const { t } = useTranslation('payments');
  return (
    <DateRangeFilter
      list={list}
      // Both money lists declare `from` and `to` (utils/list-specs).
      from={'from' as K}
      to={'to' as K}
      fromLabel={t('list.from')}
      toLabel={t('list.to')}
      invertedText={t('list.rangeInverted')}
    />
  );
}

/** "Total of the filter: …" and the count beside it. */
export function FilterTotals({
  label,
  amount,
  currency,
  count,
  testId,
}: {
  label: string;
  amount: number;
  currency: string | null;
  count: string;
  testId: string;
}) {
  return (
    <>
      <Typography>
        {label}:{' '}
        <Box component="strong" data-testid={testId}>
          {formatCurrency(amount, currency)}
        </Box>
      </Typography>
      <Typography color="text.secondary">{count}</Typography>
    </>
  );
}

/** The "New …" button of a list, shown to those who may write. */
export function NewButton({ show, label, onClick }: { show: boolean; label: string; onClick: () => void }) {
  if (!show) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** The id (the card's title on a phone) and date columns of a money list. */
export function useIdAndDateColumns<Row extends { id: number; date: string }>(): ListColumn<Row>[] {
  const { t, i18n } = useTranslation('payments');
  return [
    {
      field: 'id',
      headerName: t('list.id'),
      width: 80,
      card: 'title',
      valueFormatter: (v: number) => `#${v}`,
    },
    {
      field: 'date',
      headerName: t('fields.date'),
      width: 120,
      valueFormatter: (v: string) => formatDay(v, i18n.language),
    },
  ];
}
