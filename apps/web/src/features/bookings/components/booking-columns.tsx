import type { Booking, BookingAction } from '@bookone/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { BookingStatusChip } from '../../../components/chips/booking-status-chip';
import type { ListColumn } from '../../../components/resource-list';
import { formatDay } from '../../../lib/dates';
import { money } from '../utils/property';
import { BookingRowActions } from './booking-row-actions';

/** The columns of the booking list (the actions first, so they never scroll out of view). */
export function useBookingColumns(
  canWrite: boolean,
  onAction: (action: BookingAction, booking: Booking) => void,
): ListColumn<Booking>[] {
  const { t, i18n } = useTranslation('bookings');
  const day = (v: string) => formatDay(v, i18n.language);
  return [
    {
      field: 'actions',
      headerName: t('list.columns.actions'),
      width: 90,
      disableColumnMenu: true,
      renderCell: ({ row }) => (canWrite ? <BookingRowActions booking={row} onAction={onAction} /> : null),
    },
    {
      field: 'bookingNumber',
      headerName: t('list.columns.number'),
      // Property prefixes are long ("HARBOURVIEW-000123"): the whole number shows, never an ellipsis.
      minWidth: 200,
      card: 'title',
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={`/bookone/manage-booking/${row.id}`}
          onClick={(e) => e.stopPropagation()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {row.bookingNumber}
        </Link>
      ),
    },
    { field: 'guestName', headerName: t('list.columns.guest'), minWidth: 160, flex: 1 },
    { field: 'roomTypeName', headerName: t('list.columns.roomType'), minWidth: 140, flex: 1 },
    {
      field: 'allocations',
      headerName: t('list.columns.rooms'),
      width: 110,
      valueGetter: (_v, row) =>
        row.allocations.length
          ? [
              ...new Set(row.allocations.map((a) => (a.bed > 0 ? `${a.roomNumber}/${a.bed}` : a.roomNumber))),
            ].join(', ')
          : t('list.unallocated', { count: row.units }),
    },
    { field: 'arrival', headerName: t('list.columns.arrival'), width: 130, valueFormatter: day },
    { field: 'departure', headerName: t('list.columns.departure'), width: 130, valueFormatter: day },
    { field: 'nights', headerName: t('list.columns.nights'), width: 80, type: 'number' },
    {
      field: 'guests',
      headerName: t('list.columns.guests'),
      width: 90,
      valueGetter: (_v, row) => (row.children ? `${row.adults} + ${row.children}` : String(row.adults)),
    },
    {
      field: 'status',
      headerName: t('list.columns.status'),
      width: 130,
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
    { field: 'source', headerName: t('list.columns.source'), width: 130 },
  ];
}
