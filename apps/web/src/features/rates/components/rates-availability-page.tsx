import { MAX_GRID_DAYS, type DailyRate } from '@bookone/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TodayIcon from '@mui/icons-material/Today';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB, fr } from 'date-fns/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotice } from '../../../components/resource-list/notice';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { useCan } from '../../../hooks/use-can';
import { useBulkUpdate, useRatesGrid, useUpdateCell } from '../api/rates-grid';
import { addDays, daysBetween, formatDay, fromIsoDate, propertyToday, toIsoDate } from '../utils/dates';
import { BulkUpdateDialog } from './bulk-update-dialog';
import { CellEditDialog } from './cell-edit-dialog';
import { QuotePanel } from './quote-panel';
import { RatesGrid, type GridRow } from './rates-grid';

/** The default range: today and the next 13 days. */
export const DEFAULT_DAYS = 14;

function Legend() {
  const { t } = useTranslation('rooms');
  const items = [
    t('rates.legendSoldOut'),
    t('rates.legendClosed'),
    t('rates.legendCta'),
    t('rates.legendCtd'),
    t('rates.legendCounts'),
  ];
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
      {t('rates.legend')}: {items.join(' · ')}
    </Typography>
  );
}

/**
 * /bookone/manage-rates-availability: the grid of room types × dates (the next 14 days by default, any range up to
 * 90 days, a week at a time), inline edit of a cell, bulk update and a quote panel. Readers see the same grid
 * without the edit controls.
 */
export function RatesAvailabilityPage() {
  const { t, i18n } = useTranslation('rooms');
  const propertyId = getPropertyId();
  const property = getSessionProperty();
  const currency = property?.localCurrency ?? '';
  const canEdit = useCan('rates.write');
  const today = propertyToday();
  const [range, setRange] = useState({ from: today, to: addDays(today, DEFAULT_DAYS - 1) });
  const [draft, setDraft] = useState(range);
  const [editing, setEditing] = useState<{ row: GridRow; cell: DailyRate } | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const notice = useNotice();

  const span = daysBetween(draft.from, draft.to) + 1;
  const rangeError =
    span < 1
      ? t('rates.rangeInverted')
      : span > MAX_GRID_DAYS
        ? t('rates.rangeTooLong', { count: MAX_GRID_DAYS })
        : null;

  const grid = useRatesGrid(propertyId ?? 0, range.from, range.to, propertyId != null);
  const updateCell = useUpdateCell(propertyId ?? 0, range.from, range.to);
  const bulk = useBulkUpdate(propertyId ?? 0);

  const apply = (next: { from: string; to: string }) => {
    setDraft(next);
    const days = daysBetween(next.from, next.to) + 1;
    if (days >= 1 && days <= MAX_GRID_DAYS) setRange(next);
  };
  const shift = (days: number) => apply({ from: addDays(range.from, days), to: addDays(range.to, days) });
  const pick = (key: 'from' | 'to', value: Date | null) => {
    const iso = toIsoDate(value);
    if (!iso) return;
    if (key === 'from') {
      // Moving the start keeps the length of the range.
      const length = daysBetween(draft.from, draft.to);
      apply({ from: iso, to: addDays(iso, Math.max(0, Math.min(length, MAX_GRID_DAYS - 1))) });
    } else apply({ ...draft, to: iso });
  };

  if (propertyId == null) return <Alert severity="info">{t('property.noProperty')}</Alert>;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={i18n.language === 'fr' ? fr : enGB}>
      <Stack spacing={2}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('rates.heading')}
          </Typography>
          <Typography color="text.secondary">
            {property?.name ? `${property.name} · ` : ''}
            {t('rates.intro')}
          </Typography>
        </Box>
        {!canEdit && <Alert severity="info">{t('common.readOnly')}</Alert>}

        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
          useFlexGap
        >
          <DatePicker
            label={t('rates.from')}
            value={fromIsoDate(draft.from)}
            onChange={(v) => pick('from', v)}
            slotProps={{ textField: { size: 'small', sx: { width: { md: 180 } } } }}
          />
          <DatePicker
            label={t('rates.to')}
            value={fromIsoDate(draft.to)}
            onChange={(v) => pick('to', v)}
            minDate={fromIsoDate(draft.from)}
            maxDate={fromIsoDate(addDays(draft.from, MAX_GRID_DAYS - 1))}
            slotProps={{
              textField: {
                size: 'small',
                sx: { width: { md: 180 } },
                error: !!rangeError,
                helperText: rangeError,
              },
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => shift(-7)}>
              {t('rates.previousWeek')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<TodayIcon />}
              onClick={() => apply({ from: today, to: addDays(today, DEFAULT_DAYS - 1) })}
            >
              {t('rates.today')}
            </Button>
            <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => shift(7)}>
              {t('rates.nextWeek')}
            </Button>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<RequestQuoteIcon />}
              onClick={() => setQuoteOpen((v) => !v)}
              aria-expanded={quoteOpen}
            >
              {quoteOpen ? t('rates.hideQuote') : t('rates.quote')}
            </Button>
            {canEdit && (
              <Button
                variant="contained"
                startIcon={<EditCalendarIcon />}
                onClick={() => setBulkOpen(true)}
                disabled={!grid.data}
              >
                {t('rates.bulkUpdate')}
              </Button>
            )}
          </Stack>
        </Stack>

        {quoteOpen && grid.data && (
          <QuotePanel
            propertyId={propertyId}
            grid={grid.data}
            defaultCheckIn={range.from}
            currency={currency}
          />
        )}

        {grid.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void grid.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('common.loadFailed')} {grid.error.message}
          </Alert>
        )}
        {grid.isPending && !grid.isError && <Skeleton variant="rounded" height={320} />}
        {grid.data && (
          <Box>
            <Box sx={{ height: 4 }}>{grid.isFetching && <LinearProgress aria-hidden />}</Box>
            {grid.data.roomTypes.length === 0 ? (
              <Alert severity="info">{t('rates.empty')}</Alert>
            ) : (
              <RatesGrid
                grid={grid.data}
                currency={currency}
                canEdit={canEdit}
                onEditCell={(row, cell) => setEditing({ row, cell })}
              />
            )}
            <Legend />
            {canEdit && (
              <Typography variant="caption" color="text.secondary" component="p">
                {t('rates.editHint')}
              </Typography>
            )}
          </Box>
        )}
      </Stack>

      {editing && (
        <CellEditDialog
          key={`${editing.row.roomTypeId}-${editing.cell.date}`}
          roomTypeName={editing.row.name}
          cell={editing.cell}
          currency={currency}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            const { row, cell } = editing;
            await updateCell.mutateAsync({ roomTypeId: row.roomTypeId, date: cell.date, input });
            setEditing(null);
            notice.show(t('rates.cellSaved', { name: row.name, date: formatDay(cell.date, i18n.language) }));
          }}
        />
      )}
      {bulkOpen && grid.data && (
        <BulkUpdateDialog
          initialFrom={range.from}
          initialTo={range.to}
          roomTypes={grid.data.roomTypes}
          onClose={() => setBulkOpen(false)}
          onSubmit={async (input) => {
            const result = await bulk.mutateAsync(input);
            setBulkOpen(false);
            notice.show(
              input.propertyStopSell !== undefined && result.updatedCells === 0
                ? t('bulk.propertyDone', { count: result.propertyStopSellDates })
                : t('bulk.done', { count: result.updatedCells }),
            );
            return result;
          }}
        />
      )}
      {notice.element}
    </LocalizationProvider>
  );
}
