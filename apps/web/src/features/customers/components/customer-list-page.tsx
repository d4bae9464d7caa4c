import { CUSTOMER_SORTS, type Customer } from '@bookone/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { getPropertyId } from '../../../lib/session';
import { gridTestProps } from '../../payments/components/payments-page';
import { useDebounced } from '../../payments/utils/use-debounced';
import { useCan } from '../../../hooks/use-can';
import { useCustomers, type CustomerFilter } from '../api/customers';

export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/** The details (and edit) address of a customer: shareable, the same page as "Add customer". */
export const customerPath = (id: number) => `/bookone/add-customer?customerId=${id}`;

/**
 * /bookone/customer-list: the property's customers, a page at a time from the server, sorted there, searched by
 * name, email, phone or company. A row opens the customer's details.
 */
export function CustomerListPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const propertyId = getPropertyId();
  const canWrite = useCan('customer.write');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const order = sort[0];
  const filter: CustomerFilter = {
    page: pagination.page,
    size: pagination.pageSize,
    search: search || undefined,
    sort: (CUSTOMER_SORTS as readonly string[]).includes(order?.field ?? '')
      ? (order?.field as CustomerFilter['sort'])
      : undefined,
    order: order?.sort ?? undefined,
  };
  const list = useCustomers(propertyId ?? 0, filter);

  const columns: GridColDef<Customer>[] = [
    {
      field: 'name',
      headerName: t('list.name'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => customerName(row),
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={customerPath(row.id)}>
          {customerName(row)}
        </Link>
      ),
    },
    { field: 'company', headerName: t('fields.company'), flex: 1, minWidth: 140, sortable: false },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 200 },
    { field: 'phone', headerName: t('fields.phone'), width: 170, sortable: false },
    { field: 'city', headerName: t('fields.city'), width: 140, sortable: false },
    {
      field: 'createdAt',
      headerName: t('list.createdAt'),
      width: 130,
      valueFormatter: (v: string) => v.slice(0, 10),
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
        {canWrite && (
          <Box>
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              component={RouterLink}
              to="/bookone/add-customer"
            >
              {t('list.newCustomer')}
            </Button>
          </Box>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label={t('list.search')}
          placeholder={t('list.searchHint')}
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ minWidth: 320 }}
        />
        <Typography color="text.secondary" role="status" aria-live="polite">
          {t('list.count', { count: list.data?.total ?? 0 })}
        </Typography>
      </Stack>
      {list.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        >
          {t('common.loadFailed', { message: list.error.message })}
        </Alert>
      )}
      <Box sx={{ height: 600, width: '100%' }}>
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
          pageSizeOptions={[10, 25, 50, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          onRowClick={({ row }: { row: Customer }) => void navigate(customerPath(row.id))}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          aria-label={t('list.gridLabel')}
          localeText={{ noRowsLabel: t('list.noRows') }}
        />
      </Box>
    </Stack>
  );
}
