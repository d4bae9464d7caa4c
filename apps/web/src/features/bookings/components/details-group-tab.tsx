import type { BookingDetailsView } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGroupTransition } from '../api/bookings';
import { money } from '../utils/property';
import { formatDay } from '../../../lib/dates';
import { BookingStatusChip } from '../../../components/chips/booking-status-chip';
import { errorMessage } from '../../../lib/form-errors';

export function GroupTab({ view, canWrite }: { view: BookingDetailsView; canWrite: boolean }) {
  const { t, i18n } = useTranslation('bookings');
  const { booking, group } = view;
  const transition = useGroupTransition(booking.propertyId);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const all = [booking, ...group.filter((g) => g.id !== booking.id)];
  const run = (action: 'check-in' | 'check-out') =>
    transition.mutate(
      { groupReference: booking.groupReference!, action },
      {
        onSuccess: () =>
          setMessage({ text: t(action === 'check-in' ? 'group.checkedIn' : 'group.checkedOut'), ok: true }),
        onError: (e) => setMessage({ text: errorMessage(e), ok: false }),
      },
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: 1,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h2" variant="h6">
            {t('group.heading', { ref: booking.groupReference })}
          </Typography>
          {canWrite && (
            <Stack direction="row" spacing={1}>
              <Button
                onClick={() => run('check-in')}
                disabled={transition.isPending || !all.some((b) => b.status === 'CONFIRMED')}
              >
                {t('group.checkIn')}
              </Button>
              <Button
                onClick={() => run('check-out')}
                disabled={transition.isPending || !all.some((b) => b.status === 'CHECKEDIN')}
              >
                {t('group.checkOut')}
              </Button>
            </Stack>
          )}
        </Box>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} onClose={() => setMessage(null)} sx={{ mb: 1 }}>
            {message.text}
          </Alert>
        )}
        <Table size="small" aria-label={t('group.heading', { ref: booking.groupReference })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.columns.number')}</TableCell>
              <TableCell>{t('list.columns.roomType')}</TableCell>
              <TableCell>{t('list.columns.arrival')}</TableCell>
              <TableCell>{t('list.columns.status')}</TableCell>
              <TableCell align="right">{t('list.columns.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {all.map((b) => (
              <TableRow key={b.id} selected={b.id === booking.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/bookone/manage-booking/${b.id}`}>
                    {b.bookingNumber}
                  </Link>
                </TableCell>
                <TableCell>{b.roomTypeName}</TableCell>
                <TableCell>{formatDay(b.arrival, i18n.language)}</TableCell>
                <TableCell>
                  <BookingStatusChip status={b.status} />
                </TableCell>
                <TableCell align="right">{money(b.balance, b.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
