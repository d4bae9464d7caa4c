import type { Booking } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { errorMessage } from '../../rooms/utils/form-errors';
import { useCan } from '../../../hooks/use-can';
import { useBookings } from '../api/bookings';
import { downloadBookingsExport } from '../api/export';
import {
  PAGE_SIZES,
  QUICK_VIEWS,
  readListState,
  STATUS_TABS,
  toApiParams,
  writeListState,
  type ListState,
} from '../utils/list-query';
import { currentProperty, formatDate, money } from '../utils/property';
import { useDebounced } from '../utils/use-debounced';
import { BookingRowActions } from './booking-row-actions';
import { NewBookingDialog } from './new-booking-dialog';
import { BookingStatusChip } from './status-chip';
import { useBookingActions } from './use-booking-actions';

/** Keys typed into a text box are the clerk's text, not shortcuts. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * /bookone/manage-booking/list: the property's bookings, paged, sorted and filtered on the server, with every filter
 * in the address bar. Shortcuts: N opens a new booking, / jumps to the search box.
 */
export function ManageBookingsPage() {
  const { t, i18n } = useTranslation('bookings');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const { propertyId, name } = currentProperty();
  const canWrite = useCan('booking.write');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Booking | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const actions = useBookingActions();

  const update = (patch: Partial<ListState>, { keepPage = false } = {}) =>
    setParams(writeListState({ ...state, ...patch, ...(keepPage ? {} : { page: 0 }) }), { replace: true });

  // The search box updates the address once the clerk pauses typing.
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebounced(searchText, 300);
  useEffect(() => {
    if (debouncedSearch.trim() !== state.search) update({ search: debouncedSearch });
    // Only the settled text drives the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  // The address changed otherwise (back button, clear filters, a link): the box shows its search.
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (searchText.trim() !== state.search) setSearchText(state.search);
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || document.querySelector('[role="dialog"]'))
        return;
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if ((e.key === 'n' || e.key === 'N') && canWrite) {
        e.preventDefault();
        setCreating(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canWrite]);

  const apiParams = useMemo(() => toApiParams(state), [state]);
  const list = useBookings(propertyId ?? 0, apiParams);

  const exportList = async () => {
    if (propertyId == null) return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadBookingsExport(propertyId, toApiParams(state, { paging: false }), 'bookings.xlsx');
    } catch (e) {
      setExportError(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };

  const columns: GridColDef<Booking>[] = [
    {
      field: 'actions',
      headerName: t('list.columns.actions'),
      width: 90,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (canWrite ? <BookingRowActions booking={row} onAction={actions.run} /> : null),
    },
    {
      field: 'bookingNumber',
      headerName: t('list.columns.number'),
      width: 140,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={`/bookone/manage-booking/${row.id}`}
          onClick={(e) => e.stopPropagation()}
        >
          {row.bookingNumber}
        </Link>
      ),
    },
    { field: 'guestName', headerName: t('list.columns.guest'), minWidth: 160, flex: 1 },
    {
      field: 'roomTypeName',
      headerName: t('list.columns.roomType'),
      minWidth: 140,
      flex: 1,
      sortable: false,
    },
    {
      field: 'allocations',
      headerName: t('list.columns.rooms'),
      width: 110,
      sortable: false,
      valueGetter: (_v, row) =>
        row.allocations.length
          ? [
              ...new Set(row.allocations.map((a) => (a.bed > 0 ? `${a.roomNumber}/${a.bed}` : a.roomNumber))),
            ].join(', ')
          : t('list.unallocated', { count: row.units }),
    },
    {
      field: 'arrival',
      headerName: t('list.columns.arrival'),
      width: 150,
      valueFormatter: (v: string) => formatDate(v, i18n.language),
    },
    {
      field: 'departure',
      headerName: t('list.columns.departure'),
      width: 150,
      valueFormatter: (v: string) => formatDate(v, i18n.language),
    },
    { field: 'nights', headerName: t('list.columns.nights'), width: 80, type: 'number', sortable: false },
    {
      field: 'guests',
      headerName: t('list.columns.guests'),
      width: 90,
      sortable: false,
      valueGetter: (_v, row) => (row.children ? `${row.adults} + ${row.children}` : String(row.adults)),
    },
    {
      field: 'status',
      headerName: t('list.columns.status'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => <BookingStatusChip status={row.status} />,
    },
    {
      field: 'total',
      headerName: t('list.columns.total'),
      width: 130,
      type: 'number',
      valueFormatter: (v: number, row) => money(v, row.currency),
    },
    {
      field: 'balance',
      headerName: t('list.columns.balance'),
      width: 130,
      type: 'number',
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          component="span"
          sx={{
            color: row.balance > 0.004 ? 'error.main' : 'text.primary',
            fontWeight: row.balance > 0.004 ? 600 : 400,
          }}
        >
          {money(row.balance, row.currency)}
        </Box>
      ),
    },
    { field: 'source', headerName: t('list.columns.source'), width: 130, sortable: false },
  ];

  const sortModel: GridSortModel = state.sort ? [{ field: state.sort, sort: state.order }] : [];
  const filtered = state.tab !== 'all' || state.from || state.to || state.search || state.view != null;

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('list.heading')}
          </Typography>
          <Typography color="text.secondary">{t('list.intro', { property: name })}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Tooltip title={t('list.refresh')}>
            <Button variant="outlined" onClick={() => void list.refetch()} aria-label={t('list.refresh')}>
              <RefreshIcon />
            </Button>
          </Tooltip>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportList()}
            loading={exporting}
            loadingPosition="start"
          >
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
          {canWrite && (
            <Tooltip title={t('list.newShortcut')} describeChild>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setCreating(true)}
                aria-keyshortcuts="N"
              >
                {t('list.new')}
              </Button>
            </Tooltip>
          )}
        </Stack>
      </Box>

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('list.quickFilters')}
      >
        {QUICK_VIEWS.map((v) => (
          <Chip
            key={v}
            label={t(`list.views.${v}`)}
            color={state.view === v ? 'primary' : 'default'}
            variant={state.view === v ? 'filled' : 'outlined'}
            onClick={() => update({ view: state.view === v ? null : v })}
            aria-pressed={state.view === v}
          />
        ))}
      </Stack>

      <Tabs
        value={state.tab}
        onChange={(_e, tab: ListState['tab']) => update({ tab })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('list.statusTabs')}
      >
        {STATUS_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`list.tabs.${tab}`)} />
        ))}
      </Tabs>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          inputRef={searchRef}
          size="small"
          type="search"
          label={t('list.search')}
          placeholder={t('list.searchHint')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          sx={{ minWidth: { md: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-keyshortcuts': '/', maxLength: 120 },
          }}
        />
        <TextField
          select
          size="small"
          label={t('list.dateField')}
          value={state.dateField}
          onChange={(e) => update({ dateField: e.target.value as ListState['dateField'] })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="arrival">{t('list.byArrival')}</MenuItem>
          <MenuItem value="stay">{t('list.byStay')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('list.from')}
          value={state.from}
          onChange={(e) => update({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('list.to')}
          value={state.to}
          onChange={(e) => update({ to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.from || undefined } }}
        />
        {filtered && (
          <Button
            onClick={() => {
              setSearchText('');
              setParams(writeListState({ ...readListState(new URLSearchParams()), size: state.size }), {
                replace: true,
              });
            }}
          >
            {t('list.clearFilters')}
          </Button>
        )}
      </Stack>

      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorMessage(list.error)}
        </Alert>
      )}

      <Box sx={{ width: '100%' }}>
        <DataGrid
          autoHeight
          rows={list.data?.items ?? []}
          columns={columns}
          rowCount={list.data?.total ?? 0}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: state.page, pageSize: state.size }}
          onPaginationModelChange={(m) =>
            update({ page: m.page, size: m.pageSize }, { keepPage: m.pageSize === state.size })
          }
          pageSizeOptions={[...PAGE_SIZES]}
          sortModel={sortModel}
          onSortModelChange={(m) => {
            const [first] = m;
            update({
              sort: (first?.field as ListState['sort']) ?? null,
              order: first?.sort === 'desc' ? 'desc' : 'asc',
            });
          }}
          disableColumnFilter
          disableRowSelectionOnClick
          onRowDoubleClick={(p: { row: Booking }) => void navigate(`/bookone/manage-booking/${p.row.id}`)}
          getRowClassName={({ row }) => `status-${row.status.toLowerCase()}`}
          localeText={{
            ...(i18n.language === 'fr' ? frFR.components.MuiDataGrid.defaultProps.localeText : {}),
            noRowsLabel: filtered ? t('list.noMatch') : t('list.empty'),
          }}
          disableVirtualization={import.meta.env.MODE === 'test'}
          aria-label={t('list.gridLabel')}
        />
      </Box>

      {canWrite && (
        <NewBookingDialog
          open={creating}
          onClose={() => setCreating(false)}
          propertyId={propertyId}
          onCreated={(b) => setCreated(b)}
        />
      )}
      {actions.dialogs}
      <Snackbar open={created != null} autoHideDuration={8000} onClose={() => setCreated(null)}>
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setCreated(null)}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void navigate(`/bookone/manage-booking/${created?.id}`)}
            >
              {t('list.openBooking')}
            </Button>
          }
        >
          {created &&
            t(created.status === 'ENQUIRY' ? 'list.enquirySaved' : 'list.created', {
              number: created.bookingNumber,
            })}
        </Alert>
      </Snackbar>
      <Snackbar open={exportError != null} autoHideDuration={8000} onClose={() => setExportError(null)}>
        <Alert severity="error" variant="filled" onClose={() => setExportError(null)}>
          {t('list.exportFailed', { message: exportError ?? '' })}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
