import type { Allocation, Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useReleaseRooms } from '../api/bookings';
import { formatDay } from '../../../lib/dates';
import { AllocateDialog } from './allocate-dialog';
import { errorMessage } from '../../../lib/form-errors';

export function RoomsTab({
  booking,
  canWrite,
  onCheckIn,
}: {
  booking: Booking;
  canWrite: boolean;
  onCheckIn: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const confirm = useConfirm();
  const release = useReleaseRooms(booking.id);
  const [allocating, setAllocating] = useState(false);
  const [moving, setMoving] = useState<Allocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allocatable = ['NEW', 'CONFIRMED', 'CHECKEDIN'].includes(booking.status);
  const preArrival = ['NEW', 'CONFIRMED'].includes(booking.status);
  const missing = booking.units - booking.allocations.length;
  const releaseRooms = async () => {
    const ok = await confirm({
      title: t('rooms.releaseTitle'),
      message: t('rooms.releaseMessage'),
      okText: t('rooms.release'),
      cancelText: t('common.back'),
    });
    if (ok) release.mutate(undefined, { onError: (e) => setError(errorMessage(e)) });
  };
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
            {t('rooms.heading')}
          </Typography>
          {canWrite && (
            <Stack direction="row" spacing={1}>
              {preArrival && (
                <Button onClick={() => setAllocating(true)}>
                  {booking.allocations.length ? t('rooms.reallocate') : t('rooms.allocate')}
                </Button>
              )}
              {preArrival && booking.allocations.length > 0 && (
                <Button color="error" onClick={() => void releaseRooms()}>
                  {t('rooms.release')}
                </Button>
              )}
              {booking.status === 'CONFIRMED' && (
                <Button variant="contained" onClick={onCheckIn}>
                  {t('actions.CHECK_IN')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {allocatable && missing > 0 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('rooms.missing', { count: missing })}
          </Alert>
        )}
        {booking.allocations.length === 0 ? (
          <Typography color="text.secondary">{t('rooms.none')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('rooms.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('rooms.roomColumn')}</TableCell>
                  <TableCell>{t('rooms.bedColumn')}</TableCell>
                  <TableCell>{t('rooms.fromColumn')}</TableCell>
                  <TableCell>{t('rooms.toColumn')}</TableCell>
                  {canWrite && allocatable && (
                    <TableCell align="right">{t('list.columns.actions')}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {booking.allocations.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell component="th" scope="row">
                      {a.roomNumber}
                    </TableCell>
                    <TableCell>{a.bed > 0 ? a.bed : '—'}</TableCell>
                    <TableCell>{formatDay(a.fromDate, i18n.language)}</TableCell>
                    <TableCell>{formatDay(a.toDate, i18n.language)}</TableCell>
                    {canWrite && allocatable && (
                      <TableCell align="right">
                        <Button size="small" onClick={() => setMoving(a)}>
                          {t('rooms.change')}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {canWrite && (
        <>
          <AllocateDialog booking={booking} open={allocating} onClose={() => setAllocating(false)} />
          <AllocateDialog
            booking={booking}
            open={moving != null}
            moving={moving}
            onClose={() => setMoving(null)}
          />
        </>
      )}
    </Card>
  );
}
