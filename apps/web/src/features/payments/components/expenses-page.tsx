import {
  EXPENSE_SORTS,
  EXPENSE_TYPES,
  formatCurrency,
  type Expense,
  type ExpenseType,
  type PaymentMode,
  PAYMENT_MODES,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { useCan } from '../../../hooks/use-can';
import {
  downloadReceipt,
  exportExpenses,
  useDeleteExpense,
  useExpenses,
  type ExpenseFilter,
} from '../api/expenses';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ExpenseDialog } from './expense-dialog';
import { ExportButton } from './export-button';
import { gridTestProps } from './payments-page';
import { errorMessage } from '../../../lib/form-errors';

type Filters = { from: string; to: string; type: ExpenseType | ''; search: string };
const EMPTY: Filters = { from: '', to: '', type: '', search: '' };

/** The totals of the filter by type, largest first, with each type's share of the whole. */
function TotalsByType({
  rows,
  total,
  currency,
}: {
  rows: { type: string; count: number; amount: number }[];
  total: number;
  currency: string | null;
}) {
  const { t } = useTranslation('payments');
  const typeLabel = (type: string) =>
    (EXPENSE_TYPES as readonly string[]).includes(type) ? t(`expenseTypes.${type as ExpenseType}`) : type;
  return (
    <Card variant="outlined" component="section" aria-labelledby="expenses-by-type">
      <CardHeader
        id="expenses-by-type"
        title={t('expenses.byType')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('expenses.byTypeEmpty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="expenses-by-type">
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.type')}</TableCell>
                <TableCell align="right">{t('expenses.countHeader')}</TableCell>
                <TableCell align="right">{t('fields.amount')}</TableCell>
                <TableCell sx={{ width: '30%' }}>{t('expenses.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const share = total > 0 ? Math.round((row.amount / total) * 100) : 0;
                return (
                  <TableRow key={row.type}>
                    <TableCell component="th" scope="row">
                      {typeLabel(row.type)}
                    </TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right">{formatCurrency(row.amount, currency)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={share}
                          sx={{ flex: 1, height: 8, borderRadius: 1 }}
                          aria-label={`${typeLabel(row.type)}: ${share}%`}
                        />
                        <Typography variant="caption" sx={{ minWidth: 36 }}>
                          {share}%
                        </Typography>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /bookone/manage-expense: the property's expenses with filters (dates, type, search), totals by type, an Excel
 * export of the same filter, new/edit/delete and receipts.
 */
export function ExpensesPage() {
  const { t } = useTranslation('payments');
  const confirm = useConfirm();
  const propertyId = getPropertyId();
  const currency = getSessionProperty()?.localCurrency ?? null;
  const canWrite = useCan('expense.write');
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'date', sort: 'desc' }]);
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const search = useDebouncedValue(filters.search.trim());
  const remove = useDeleteExpense(propertyId ?? 0);
  const rangeInverted = filters.from !== '' && filters.to !== '' && filters.to < filters.from;

  const query = useMemo(() => {
    const order = sort[0];
    const sortKey = (EXPENSE_SORTS as readonly string[]).includes(order?.field ?? '')
      ? (order?.field as ExpenseFilter['sort'])
      : undefined;
    return {
      from: filters.from || undefined,
      to: rangeInverted ? undefined : filters.to || undefined,
      type: filters.type || undefined,
      search: search || undefined,
      sort: sortKey,
      order: order?.sort ?? undefined,
    } satisfies Omit<ExpenseFilter, 'page' | 'size'>;
  }, [filters, search, sort, rangeInverted]);
  const list = useExpenses(propertyId ?? 0, { ...query, page: pagination.page, size: pagination.pageSize });

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPagination((p) => ({ ...p, page: 0 }));
  };
  const fail = (error: unknown) => setNotice({ message: errorMessage(error), severity: 'error' });

  const onDelete = async (expense: Expense) => {
    const ok = await confirm({
      title: t('expenses.deleteTitle'),
      message: t('expenses.deleteMessage', {
        id: expense.id,
        type: expense.type,
        amount: formatCurrency(expense.amount, currency),
      }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    remove.mutate(expense.id, {
      onSuccess: () => setNotice({ message: t('expenses.deleted'), severity: 'success' }),
      onError: fail,
    });
  };

  const typeLabel = (type: string) =>
    (EXPENSE_TYPES as readonly string[]).includes(type) ? t(`expenseTypes.${type as ExpenseType}`) : type;

  const columns: GridColDef<Expense>[] = [
    { field: 'id', headerName: t('list.id'), width: 80, sortable: false },
    { field: 'date', headerName: t('fields.date'), width: 120 },
    { field: 'type', headerName: t('fields.type'), width: 200, valueFormatter: (v: string) => typeLabel(v) },
    { field: 'description', headerName: t('fields.description'), flex: 1, minWidth: 180, sortable: false },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      type: 'number',
      width: 140,
      valueFormatter: (v: number) => formatCurrency(v, currency),
    },
    { field: 'receiptNumber', headerName: t('fields.receiptNumber'), width: 130, sortable: false },
    {
      field: 'paymentMode',
      headerName: t('fields.mode'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string | null) =>
        v && (PAYMENT_MODES as readonly string[]).includes(v) ? t(`modes.${v as PaymentMode}`) : (v ?? ''),
    },
    {
      field: 'bookingNumber',
      headerName: t('fields.booking'),
      width: 130,
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
          ''
        ),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          {row.hasReceipt && (
            <Tooltip title={t('expenses.downloadReceipt', { id: row.id })}>
              <IconButton
                size="small"
                aria-label={t('expenses.downloadReceipt', { id: row.id })}
                onClick={() => void downloadReceipt(row).catch(fail)}
              >
                <ReceiptIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canWrite && (
            <>
              <Tooltip title={t('expenses.editExpense', { id: row.id })}>
                <IconButton
                  size="small"
                  aria-label={t('expenses.editExpense', { id: row.id })}
                  onClick={() => setEditing(row)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('expenses.deleteExpense', { id: row.id })}>
                <IconButton
                  size="small"
                  aria-label={t('expenses.deleteExpense', { id: row.id })}
                  onClick={() => void onDelete(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      ),
    },
  ];

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('expenses.heading')}
          </Typography>
          <Typography color="text.secondary">{t('expenses.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ExportButton
            run={(onProgress) => exportExpenses(propertyId, query, onProgress)}
            onError={(message) => setNotice({ message, severity: 'error' })}
          />
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('expenses.newExpense')}
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
              label={t('fields.type')}
              value={filters.type}
              onChange={(e) => set('type', e.target.value as Filters['type'])}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t('expenses.anyType')}</MenuItem>
              {EXPENSE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`expenseTypes.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="search"
              label={t('list.search')}
              placeholder={t('expenses.searchHint')}
              value={filters.search}
              onChange={(e) => set('search', e.target.value)}
              sx={{ minWidth: 240, flex: 1 }}
            />
            <Button onClick={() => setFilters(EMPTY)}>{t('common.clear')}</Button>
          </Stack>
        </CardContent>
      </Card>

      {list.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        >
          {t('common.loadFailed', { message: list.error.message })}
        </Alert>
      )}

      <Stack direction="row" spacing={3} role="status" aria-live="polite" sx={{ alignItems: 'baseline' }}>
        <Typography>
          {t('expenses.total')}:{' '}
          <Box component="strong" data-testid="expenses-total">
            {formatCurrency(list.data?.totalAmount ?? 0, currency)}
          </Box>
        </Typography>
        <Typography color="text.secondary">
          {t('expenses.count', { count: list.data?.total ?? 0 })}
        </Typography>
      </Stack>
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
          aria-label={t('expenses.gridLabel')}
          localeText={{ noRowsLabel: t('expenses.noRows') }}
        />
      </Box>
      <TotalsByType rows={list.data?.byType ?? []} total={list.data?.totalAmount ?? 0} currency={currency} />

      <ExpenseDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        expense={editing === 'new' ? null : editing}
        onSaved={() => setNotice({ message: t('expenses.saved'), severity: 'success' })}
        onReceiptError={(message) => setNotice({ message, severity: 'error' })}
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
