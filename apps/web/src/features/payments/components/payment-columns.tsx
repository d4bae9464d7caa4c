import { formatCurrency, PAYMENT_MODES, type Payment, type PaymentMode } from '@bookone/domain';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { ListColumn } from '../../../components/resource-list';
import { useIdAndDateColumns } from './money-list-parts';

/** A booking number linking to its booking, whole (never cut to "HARBOURVIEW…"); blank without a booking. */
export function BookingLink({ row }: { row: { bookingId: number | null; bookingNumber: string | null } }) {
  const { t } = useTranslation('payments');
  if (row.bookingId == null) return null;
  return (
    <Link
      component={RouterLink}
      to={`/bookone/manage-booking/${row.bookingId}`}
      aria-label={t('list.openBooking', { number: row.bookingNumber ?? row.bookingId })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {row.bookingNumber ?? `#${row.bookingId}`}
    </Link>
  );
}

export const modeLabel = (t: (key: `modes.${PaymentMode}`) => string, value: string | null) =>
  value && (PAYMENT_MODES as readonly string[]).includes(value)
    ? t(`modes.${value as PaymentMode}`)
    : (value ?? '');

/** The payments list's columns; `onEdit` shows (or edits, while NotPaid) a payment, `onRefund` refunds it. */
export function usePaymentColumns({
  canWrite,
  onEdit,
  onRefund,
}: {
  canWrite: boolean;
  onEdit: (payment: Payment) => void;
  onRefund: (payment: Payment) => void;
}): ListColumn<Payment>[] {
  const { t } = useTranslation('payments');
  const idAndDate = useIdAndDateColumns<Payment>();
  return [
    ...idAndDate,
    {
      field: 'bookingNumber',
      headerName: t('fields.booking'),
      minWidth: 200,
      renderCell: ({ row }) => (row.bookingId != null ? <BookingLink row={row} /> : t('common.none')),
    },
    { field: 'guestName', headerName: t('fields.guest'), flex: 1, minWidth: 140 },
    {
      field: 'description',
      headerName: t('fields.description'),
      flex: 1,
      minWidth: 160,
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
      valueFormatter: (v: string) => modeLabel(t, v),
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
      renderCell: ({ row }) => {
        const editable = canWrite && row.status === 'NotPaid';
        return (
          <Stack direction="row">
            <Tooltip title={editable ? t('common.edit') : t('list.view')}>
              <IconButton
                size="small"
                aria-label={`${editable ? t('common.edit') : t('list.view')} #${row.id}`}
                onClick={() => onEdit(row)}
              >
                {editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
            {canWrite && row.status === 'Paid' && row.amount > 0 && (
              <Tooltip title={t('list.refund')}>
                <IconButton
                  size="small"
                  aria-label={`${t('list.refund')} #${row.id}`}
                  onClick={() => onRefund(row)}
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
}
