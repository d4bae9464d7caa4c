import { CUSTOMER_SORTS, type Customer } from '@bookone/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  useListState,
  type ListColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { formatInstantDay } from '../../../lib/dates';
import { getPropertyId } from '../../../lib/session';
import { useCustomers } from '../api/customers';
import { customerName, customerPath } from '../utils/customer-name';

const CUSTOMER_LIST = defineList({
  filters: { search: { param: 'q', max: 120 } },
  sorts: CUSTOMER_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

/**
 * /bookone/customer-list: the property's customers, a page at a time from the server, sorted there, searched by
 * name, email, phone or company (the search is in the address). A row opens the customer's details.
 */
export function CustomerListPage() {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const propertyId = getPropertyId();
  const canWrite = useCan('customer.write');
  const list = useListState(CUSTOMER_LIST);
  const { filters, page, size, sort, order } = list.state;
  const query = useCustomers(propertyId ?? 0, {
    page,
    size,
    search: filters.search || undefined,
    sort: sort ?? undefined,
    order,
  });

  const columns: ListColumn<Customer>[] = [
    {
      field: 'name',
      headerName: t('list.name'),
      flex: 1,
      minWidth: 180,
      card: 'title',
      valueGetter: (_v, row) => customerName(row),
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={customerPath(row.id)}>
          {customerName(row)}
        </Link>
      ),
    },
    { field: 'company', headerName: t('fields.company'), flex: 1, minWidth: 140 },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 200 },
    { field: 'phone', headerName: t('fields.phone'), width: 170 },
    { field: 'city', headerName: t('fields.city'), width: 140 },
    {
      field: 'createdAt',
      headerName: t('list.createdAt'),
      width: 130,
      valueFormatter: (v: string) => formatInstantDay(v, i18n.language),
    },
  ];

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      actions={
        canWrite && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            component={RouterLink}
            to="/bookone/add-customer"
          >
            {t('list.newCustomer')}
          </Button>
        )
      }
      list={list}
      filters={
        <SearchFilter
          list={list}
          filter="search"
          label={t('list.search')}
          placeholder={t('list.searchHint')}
        />
      }
      totals={
        <Typography color="text.secondary">{t('list.count', { count: query.data?.total ?? 0 })}</Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      gridLabel={t('list.gridLabel')}
      onRowClick={(row) => void navigate(customerPath(row.id))}
    />
  );
}
