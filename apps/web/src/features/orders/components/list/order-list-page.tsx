import { DELIVERY_METHODS, ORDER_STATUSES, type OrderListItem } from '@bookone/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
} from '../../../../components/resource-list';
import { useOrganisationPropertyNames } from '../../../../hooks/use-organisation-property-names';
import { formatDateTime, propertyTimeZone } from '../../../../lib/dates';
import { useFloor } from '../../api/floor';
import { exportOrders, useOrderList, type OrderListScope } from '../../api/order-list';
import { useOutletServices } from '../../api/pos-catalogue';
import { formatOrderMoney } from '../pos/money';
import { ORDER_LIST, orderQuery } from './order-list-spec';
import { OrderPaymentChip, OrderStatusChip } from './order-status-chip';

/** The details page of an order (also the ORDER notification's target, spec §2.4). */
export const orderDetailsPath = (reference: string) =>
  `/order/order-details?data=${encodeURIComponent(reference)}`;

/** A filter's choices from records with an id and a name (properties, outlets, tables). */
const namedOptions = (records: { id: number; name: string }[] | undefined) =>
  (records ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** A row of either list: the organisation's also names the order's property and its zone. */
type OrderRow = OrderListItem & { propertyName?: string; timeZone?: string };

/**
 * /order/order-list (issue 12): the property's orders, today's unless days are picked (at most 31) or a search looks
 * across every day; status tabs, delivery method, outlet and table, all in the address; paged and sorted on the
 * server; Excel export of the same filter. A row opens the order's details. The organisation admin's list
 * (`organisationId`) shows every property's orders with a property filter, each order's times in its property's
 * zone (each property's days); its outlet and table filters appear once a property is picked.
 */
export function OrderListPage(props: { propertyId: number } | { organisationId: number }) {
  const { t, i18n } = useTranslation('orders');
  const organisationId = 'organisationId' in props ? props.organisationId : null;
  const list = useListState(ORDER_LIST);
  const { propertyId: picked, ...filter } = orderQuery(list.state);
  // The property whose outlets and tables the filters offer: the list's own, or the one picked.
  const propertyId = 'propertyId' in props ? props.propertyId : (picked ?? null);
  const scope: OrderListScope =
    'propertyId' in props ? props : { organisationId: props.organisationId, propertyId: picked };
  const query = useOrderList(scope, { ...filter, page: list.state.page, size: list.state.size });
  const outlets = useOutletServices(propertyId);
  const tables = useFloor(propertyId ?? 0, propertyId == null ? null : (filter.businessServiceId ?? null));
  const properties = useOrganisationPropertyNames(organisationId);
  const navigate = useNavigate();
  const money = (n: number, currency: string) => formatOrderMoney(n, currency, i18n.language);

  const columns: ListColumn<OrderRow>[] = [
    {
      field: 'referenceNumber',
      headerName: t('list.fields.number'),
      width: 150,
      card: 'title',
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={orderDetailsPath(row.referenceNumber)}>
          {row.referenceNumber}
        </Link>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('list.fields.taken'),
      width: 170,
      valueFormatter: (_v: string, row) =>
        formatDateTime(row.createdAt, i18n.language, row.timeZone ?? propertyTimeZone()),
    },
    ...(organisationId == null
      ? []
      : [
          {
            field: 'propertyName',
            headerName: t('list.fields.property'),
            width: 170,
            sortable: false,
          } satisfies ListColumn<OrderRow>,
        ]),
    { field: 'outletName', headerName: t('list.fields.outlet'), width: 140, sortable: false },
    {
      field: 'deliveryMethod',
      headerName: t('list.fields.method'),
      width: 120,
      sortable: false,
      valueFormatter: (_v: string, row) => t(`list.method.${row.deliveryMethod}`),
    },
    {
      field: 'tableName',
      headerName: t('list.fields.place'),
      width: 120,
      sortable: false,
      valueGetter: (_v: unknown, row) => row.tableName ?? row.bookingNumber ?? '',
    },
    { field: 'customerName', headerName: t('list.fields.customer'), flex: 1, minWidth: 140, sortable: false },
    {
      field: 'itemCount',
      headerName: t('list.fields.items'),
      width: 80,
      sortable: false,
      valueFormatter: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    {
      field: 'status',
      headerName: t('list.fields.status'),
      width: 150,
      renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
    },
    {
      field: 'paymentStatus',
      headerName: t('list.fields.payment'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <OrderPaymentChip status={row.paymentStatus} room={row.deliveryMethod === 'ROOM_ORDER'} />
      ),
    },
    {
      field: 'total',
      headerName: t('list.fields.total'),
      width: 120,
      valueFormatter: (_v: number, row) => money(row.total, row.currency),
    },
  ];

  // The search comes first: a number read off a receipt or a notification is the usual way in.
  const filters = (
    <>
      <SearchFilter list={list} filter="search" label={t('list.search')} placeholder={t('list.searchHint')} />
      <DateRangeFilter
        list={list}
        from="from"
        to="to"
        fromLabel={t('list.from')}
        toLabel={t('list.to')}
        invertedText={t('list.inverted')}
      />
      <SelectFilter
        list={list}
        filter="method"
        label={t('list.fields.method')}
        anyLabel={t('list.anyMethod')}
        options={DELIVERY_METHODS.map((m) => ({ value: m, label: t(`list.method.${m}`) }))}
      />
      {organisationId != null && (
        <SelectFilter
          list={list}
          filter="property"
          label={t('list.fields.property')}
          anyLabel={t('list.allProperties')}
          minWidth={200}
          clears={['outlet', 'table']}
          options={namedOptions(properties.data)}
        />
      )}
      {propertyId != null && (
        <SelectFilter
          list={list}
          filter="outlet"
          label={t('list.fields.outlet')}
          anyLabel={t('list.anyOutlet')}
          options={namedOptions(outlets.data)}
        />
      )}
      {propertyId != null && filter.businessServiceId != null && (tables.data?.length ?? 0) > 0 && (
        <SelectFilter
          list={list}
          filter="table"
          label={t('list.fields.table')}
          anyLabel={t('list.anyTable')}
          minWidth={120}
          options={namedOptions(tables.data)}
        />
      )}
    </>
  );
  const statusTabs = [
    { value: '', label: t('list.all') },
    ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`list.status.${s}`) })),
  ];

  return (
    <ResourceListPage
      title={organisationId == null ? t('list.heading') : t('list.headingOrganisation')}
      intro={organisationId == null ? t('list.intro') : t('list.introOrganisation')}
      list={list}
      query={query}
      columns={columns}
      onRowClick={(row) => void navigate(orderDetailsPath(row.referenceNumber))}
      tabs={{ filter: 'status', label: t('list.statusTabs'), options: statusTabs }}
      filters={filters}
      totals={
        <Typography color="text.secondary" aria-live="polite">
          {t('list.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      exportFile={(onProgress) => exportOrders(scope, filter, onProgress)}
      refreshable
    />
  );
}
