import type { Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBookingAudit } from '../api/bookings';
import { currentProperty } from '../utils/property';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/form-errors';

export function HistoryTab({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const { timeZone } = currentProperty();
  const audit = useBookingAudit(booking.id);
  if (audit.isLoading) return <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  if (audit.isError) return <Alert severity="error">{errorMessage(audit.error)}</Alert>;
  const entries = audit.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('history.heading')}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('history.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('history.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('history.when')}</TableCell>
                <TableCell>{t('history.type')}</TableCell>
                <TableCell>{t('history.change')}</TableCell>
                <TableCell>{t('history.who')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{formatDateTime(e.createdAt, i18n.language, timeZone)}</TableCell>
                  <TableCell>{t(`auditTypes.${e.type}`, { defaultValue: e.type })}</TableCell>
                  <TableCell>
                    {e.previousValue || e.newValue ? `${e.previousValue ?? '—'} → ${e.newValue ?? '—'}` : '—'}
                  </TableCell>
                  <TableCell>{e.userName ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
