import {
  CHANNEL_RESERVATION_SORTS,
  CHANNEL_RESERVATION_STATUSES,
  type ChannelConnection,
  type ChannelReservation,
  type ChannelReservationStatus,
} from '@bookone/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import {
  defineList,
  ResourceListPage,
  statusColumn,
  useListState,
  type ListColumn,
} from '../../../../components/resource-list';
import { formatDateTime, formatDay } from '../../../../lib/dates';
import {
  exportChannelReservations,
  useChannelReservations,
  type ChannelReservationFilter,
} from '../../api/channel-reservations';
import { bookingPath } from '../../utils/paths';
import { PayloadDialog } from './payload-dialog';

export const RESERVATION_LIST = defineList({
  filters: { status: { param: 'reservationStatus', values: CHANNEL_RESERVATION_STATUSES } },
  sorts: CHANNEL_RESERVATION_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 100],
  defaultSize: 25,
  keep: ['tab'],
});

const STATUS_COLORS = {
  BOOKED: 'success',
  MODIFIED: 'info',
  CANCELLED: 'default',
  OVERBOOKED: 'error',
} as const;

/**
 * Reservations: what the channel sent and what became of it (the original's columns: id, channel, external
 * transaction id, BookOne reservation with a link to the booking, created, updated, status, payload type); an
 * OVERBOOKED one stands out and says why; its payload opens as sent. Status tabs, export of the same filter.
 */
export function ReservationsTab({
  propertyId,
  connection,
  bar,
}: {
  propertyId: number;
  connection: ChannelConnection;
  bar: ReactNode;
}) {
  const { t, i18n } = useTranslation('channels');
  const list = useListState(RESERVATION_LIST);
  const { filters, sort, order, page, size } = list.state;
  const filter: ChannelReservationFilter = {
    connectionId: connection.id,
    status: (filters.status || undefined) as ChannelReservationStatus | undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useChannelReservations(propertyId, { ...filter, page, size });
  const [viewing, setViewing] = useState<ChannelReservation | null>(null);
  const at = (v: string) => formatDateTime(v, i18n.language);

  const columns: ListColumn<ChannelReservation>[] = [
    { field: 'id', headerName: t('reservations.id'), width: 80, sortable: false },
    { field: 'channelName', headerName: t('fields.channel'), width: 140, sortable: false },
    {
      field: 'externalTransactionId',
      headerName: t('reservations.externalTransactionId'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      card: 'title',
      valueGetter: (_v, row) => row.externalTransactionId ?? row.externalId,
    },
    {
      field: 'bookingNumber',
      headerName: t('reservations.booking'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.bookingId != null ? (
          <Link component={RouterLink} to={bookingPath(row.bookingId)} onClick={(e) => e.stopPropagation()}>
            {row.bookingNumber ?? `#${row.bookingId}`}
          </Link>
        ) : (
          t('reservations.noBooking')
        ),
    },
    {
      field: 'checkinDate',
      headerName: t('reservations.stay'),
      width: 200,
      valueFormatter: (_v, row) =>
        `${formatDay(row.checkinDate, i18n.language)} – ${formatDay(row.checkoutDate, i18n.language)}`,
    },
    { field: 'createdAt', headerName: t('reservations.created'), width: 170, valueFormatter: at },
    { field: 'updatedAt', headerName: t('reservations.updated'), width: 170, valueFormatter: at },
    statusColumn<ChannelReservationStatus, ChannelReservation>(t('fields.status'), STATUS_COLORS, (s) =>
      t(`reservationStatuses.${s}`),
    ),
    {
      field: 'problem',
      headerName: t('reservations.problem'),
      width: 220,
      sortable: false,
      renderCell: ({ row }) =>
        row.problem ? (
          <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal' }}>
            {row.problem}
          </Typography>
        ) : null,
    },
    {
      field: 'payloadType',
      headerName: t('reservations.payloadType'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            setViewing(row);
          }}
          aria-label={t('reservations.viewPayload', { id: row.externalTransactionId ?? row.externalId })}
        >
          {row.payloadType}
        </Button>
      ),
    },
  ];

  return (
    <ResourceListPage<
      ChannelReservation,
      keyof typeof RESERVATION_LIST.filters,
      (typeof CHANNEL_RESERVATION_SORTS)[number]
    >
      title={connection.channelName}
      intro={t('reservations.intro')}
      notice={bar}
      exportFile={(onProgress) => exportChannelReservations(propertyId, filter, onProgress)}
      list={list}
      tabs={{
        filter: 'status',
        label: t('reservations.statusTabs'),
        options: [
          { value: '', label: t('reservations.all') },
          ...CHANNEL_RESERVATION_STATUSES.map((s) => ({ value: s, label: t(`reservationStatuses.${s}`) })),
        ],
      }}
      query={query}
      columns={columns}
      empty={t('reservations.noRows')}
      noMatch={t('reservations.noMatch')}
      gridLabel={t('reservations.gridLabel', { channel: connection.channelName })}
      onRowClick={(row) => setViewing(row)}
    >
      {viewing && <PayloadDialog reservation={viewing} onClose={() => setViewing(null)} />}
    </ResourceListPage>
  );
}
