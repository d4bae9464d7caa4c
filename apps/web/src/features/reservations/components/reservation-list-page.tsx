import { RESERVATION_STATUSES, reservationsAllowed, type ReservationListItem } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  useListState,
  type ListColumn,
  NewButton,
  statusTabs,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { getSessionProperty } from '../../../lib/session';
import { exportReservations, useReservations } from '../api/reservations';
import { RESERVATION_LIST, reservationQuery } from '../utils/reservation-list';
import { reservationDetailsPath } from '../utils/reservation-paths';
import { NewReservationDialog } from './new-reservation/new-reservation-dialog';
import { ReservationStatusChip } from './reservation-status-chip';

/**
 * /master-service/reservation-list (issue 11): the property's reservations of services, paged, sorted and filtered
 * on the server (status tabs, days, search by number, name, phone or email; all in the address), with Excel export.
 * A row opens its details page; "New reservation" is absent on a plan without reservations (Business Starter).
 */
export function ReservationListPage({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation('reservations');
  const list = useListState(RESERVATION_LIST);
  const filter = reservationQuery(list.state);
  const query = useReservations(propertyId, { ...filter, page: list.state.page, size: list.state.size });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canCreate = useCan('reservation.write') && reservationsAllowed(getSessionProperty()?.plan);
  const when = (iso: string) => formatDateTime(iso, i18n.language, propertyTimeZone());
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);

  const columns: ListColumn<ReservationListItem>[] = [
    {
      field: 'referenceNumber',
      headerName: t('fields.reference'),
      width: 120,
      card: 'title',
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={reservationDetailsPath(row.referenceNumber)}>
          {row.referenceNumber}
        </Link>
      ),
    },
    {
      field: 'startsAt',
      headerName: t('fields.startsAt'),
      width: 170,
      valueFormatter: (_v: string, row) => when(row.startsAt),
    },
    { field: 'customerName', headerName: t('fields.customer'), flex: 1, minWidth: 160, sortable: false },
    { field: 'offerings', headerName: t('fields.offerings'), flex: 1, minWidth: 180, sortable: false },
    { field: 'resources', headerName: t('fields.resources'), width: 150, sortable: false },
    {
      field: 'persons',
      headerName: t('fields.persons'),
      width: 90,
      sortable: false,
      valueFormatter: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      renderCell: ({ row }) => <ReservationStatusChip status={row.status} />,
    },
    {
      field: 'total',
      headerName: t('fields.total'),
      width: 120,
      valueFormatter: (_v: number, row) => money(row.total, row.currency),
    },
  ];

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      actions={
        <NewButton hidden={!canCreate} icon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('newButton')}
        </NewButton>
      }
      exportFile={(onProgress) => exportReservations(propertyId, filter, onProgress)}
      refreshable
      list={list}
      tabs={statusTabs('status', {
        label: t('list.statusTabs'),
        all: t('list.all'),
        values: RESERVATION_STATUSES,
        labelOf: (s) => t(`status.${s}`),
      })}
      filters={
        <>
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            invertedText={t('list.inverted')}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary" aria-live="polite">
          {t('list.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowClick={(row) => void navigate(reservationDetailsPath(row.referenceNumber))}
    >
      <NewReservationDialog
        open={creating}
        propertyId={propertyId}
        onClose={() => setCreating(false)}
        onCreated={(r) => void navigate(reservationDetailsPath(r.referenceNumber))}
      />
    </ResourceListPage>
  );
}
