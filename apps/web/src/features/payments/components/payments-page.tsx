import {
  formatCurrency,
  PAYMENT_MODES,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentMode,
  type PaymentStatus,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { useCan } from '../../../hooks/use-can';
import { exportPayments, usePayments, type PaymentFilter } from '../api/payments';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ExportButton } from './export-button';
import { PaymentDialog } from './payment-dialog';
import { RefundDialog } from './refund-dialog';

type Filters = {
  from: string;
  to: string;
  mode: PaymentMode | '';
  status: PaymentStatus | '';
  refunds: '' | 'only' | 'exclude';
  search: string;
};
const EMPTY: Filters = { from: '', to: '', mode: '', status: '', refunds: '', search: '' };

/**
 * Shared grid settings: unit tests render without virtualization (jsdom has no layout), and every column of a page
 * is always rendered (a wide buffer), so that the actions at the right stay reachable however narrow the screen.
 */
export const gridTestProps = {
  disableVirtualization: import.meta.env.MODE === 'test',
  columnBufferPx: 4000,
};

/**
 * /bookone/manage-payment: the property's payments with filters (dates, mode, status, refunds, search), the total
 * of the filter, an Excel export of the same filter, new/edit payment (a Paid payment is only shown) and refunds.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const propertyId = getPropertyId();
  const currency = getSessionProperty()?.localCurrency ?? null;
  const canWrite = useCan('payment.write');
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'date', sort: 'desc' }]);
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const search = useDebouncedValue(filters.search.trim());
  const rangeInverted = filters.from !== '' && filters.to !== '' && filters.to < filters.from;

  const query = useMemo(() => {
    const order = sort[0];
    const sortKey = (PAYMENT_SORTS as readonly string[]).includes(order?.field ?? '')
      ? (order?.field as PaymentFilter['sort'])
      : undefined;
    return {
      from: filters.from || undefined,
      to: rangeInverted ? undefined : filters.to || undefined,
      mode: filters.mode || undefined,
      status: filters.status || undefined,
      refunds: filters.refunds || undefined,
      search: search || undefined,
      sort: sortKey,
      order: order?.sort ?? undefined,
    } satisfies Omit<PaymentFilter, 'page' | 'size'>;
  }, [filters, search, sort, rangeInverted]);
  const filter: PaymentFilter = { ...query, page: pagination.page, size: pagination.pageSize };
  const list = usePayments(propertyId ?? 0, filter);

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPagination((p) => ({ ...p, page: 0 }));
  };

  const columns: GridColDef<Payment>[] = [
    { field: 'id', headerName: t('list.id'), width: 80, sortable: false },
    { field: 'date', headerName: t('fields.date'), width: 120 },
    {
      field: 'bookingNumber',
      headerName: t('fields.booking'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) =>
        row.bookingId != null ? (
          <Link
            component={RouterLink}
            to={`/bookone/manage-booking/${row.bookingId}`}
            aria-label={t('list.openBooking', { number: row.bookingNumber ?? row.bookingId })}
          >
            {row.bookingNumber ?? `#${row.bookingId}`}
          </Link>
        ) : (
          t('common.none')
        ),
    },
    { field: 'guestName', headerName: t('fields.guest'), flex: 1, minWidth: 140, sortable: false },
    {
      field: 'description',
      headerName: t('fields.description'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => row.description ?? row.reference ?? '',
    },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      type: 'number',
      width: 150,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ color: row.amount < 0 ? 'error.main' : undefined }}>
          {formatCurrency(row.amount, row.currency)}
        </Box>
      ),
    },
    {
      field: 'mode',
      headerName: t('fields.mode'),
      width: 140,
      valueFormatter: (value: string) =>
        (PAYMENT_MODES as readonly string[]).includes(value) ? t(`modes.${value as PaymentMode}`) : value,
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip
            size="small"
            label={t(`statuses.${row.status}`)}
            color={row.status === 'Paid' ? 'success' : 'default'}
            variant={row.status === 'Paid' ? 'filled' : 'outlined'}
          />
          {row.amount < 0 && <Chip size="small" color="warning" label={t('list.refundTag')} />}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => {
        const editable = canWrite && row.status === 'NotPaid';
        return (
          <Stack direction="row">
            <Tooltip title={editable ? t('common.edit') : t('list.view')}>
              <IconButton
                size="small"
                aria-label={`${editable ? t('common.edit') : t('list.view')} #${row.id}`}
                onClick={() => setEditing(row)}
              >
                {editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
            {canWrite && row.status === 'Paid' && row.amount > 0 && (
              <Tooltip title={t('list.refund')}>
                <IconButton
                  size="small"
                  aria-label={`${t('list.refund')} #${row.id}`}
                  onClick={() => setRefunding(row)}
                >
                  <UndoIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('list.heading')}
          </Typography>
          <Typography color="text.secondary">{t('list.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ExportButton
            run={(onProgress) => exportPayments(propertyId, query, onProgress)}
            onError={(message) => setNotice({ message, severity: 'error' })}
          />
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('list.newPayment')}
            </Button>
          )}
        </Stack>
      </Stack>
      {!canWrite && <Alert severity="info">{t('common.readOnly')}</Alert>}

      <Card variant="outlined" component="section" aria-label={t('list.search')}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              size="small"
              type="date"
              label={t('list.from')}
              value={filters.from}
              onChange={(e) => set('from', e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('list.to')}
              value={filters.to}
              onChange={(e) => set('to', e.target.value)}
              error={rangeInverted}
              helperText={rangeInverted ? t('list.rangeInverted') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              select
              label={t('fields.mode')}
              value={filters.mode}
              onChange={(e) => set('mode', e.target.value as Filters['mode'])}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">{t('list.anyMode')}</MenuItem>
              {PAYMENT_MODES.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`modes.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              select
              label={t('fields.status')}
              value={filters.status}
              onChange={(e) => set('status', e.target.value as Filters['status'])}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="">{t('list.anyStatus')}</MenuItem>
              {PAYMENT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`statuses.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              select
              label={t('list.refunds')}
              value={filters.refunds}
              onChange={(e) => set('refunds', e.target.value as Filters['refunds'])}
              sx={{ minWidth: 210 }}
            >
              <MenuItem value="">{t('list.refundsAll')}</MenuItem>
              <MenuItem value="only">{t('list.refundsOnly')}</MenuItem>
              <MenuItem value="exclude">{t('list.refundsExclude')}</MenuItem>
            </TextField>
            <TextField
              size="small"
              type="search"
              label={t('list.search')}
              placeholder={t('list.searchHint')}
              value={filters.search}
              onChange={(e) => set('search', e.target.value)}
              sx={{ minWidth: 240, flex: 1 }}
            />
            <Button onClick={() => setFilters(EMPTY)}>{t('common.clear')}</Button>
          </Stack>
        </CardContent>
      </Card>

      <Stack direction="row" spacing={3} role="status" aria-live="polite" sx={{ alignItems: 'baseline' }}>
        <Typography>
          {t('list.total')}:{' '}
          <Box component="strong" data-testid="payments-total">
            {formatCurrency(list.data?.totalAmount ?? 0, currency)}
          </Box>
        </Typography>
        <Typography color="text.secondary">{t('list.count', { count: list.data?.total ?? 0 })}</Typography>
      </Stack>

      {list.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        >
          {t('common.loadFailed', { message: list.error.message })}
        </Alert>
      )}

      <Box sx={{ height: 560, width: '100%' }}>
        <DataGrid
          {...gridTestProps}
          rows={list.data?.items ?? []}
          columns={columns}
          rowCount={list.data?.total ?? 0}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          sortModel={sort}
          onSortModelChange={setSort}
          pageSizeOptions={[5, 10, 25, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          aria-label={t('list.gridLabel')}
          localeText={{ noRowsLabel: t('list.noRows') }}
        />
      </Box>

      <PaymentDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        payment={editing === 'new' ? null : editing}
        onSaved={() => setNotice({ message: t('list.saved'), severity: 'success' })}
      />
      <RefundDialog
        payment={refunding}
        propertyId={propertyId}
        onClose={() => setRefunding(null)}
        onDone={() => setNotice({ message: t('refund.done'), severity: 'success' })}
      />
      <Snackbar
        open={notice != null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Stack>
  );
}
