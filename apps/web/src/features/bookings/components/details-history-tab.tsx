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
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBookingAudit } from '../api/bookings';
import { currentProperty } from '../utils/property';
import { useCan } from '../../../hooks/use-can';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/form-errors';

/**
 * The booking's trail (every event since it was made, the audit log's booking rows too), and for those who may read
 * the audit log a link to it, filtered to this booking.
 */
export function HistoryTab({
  booking,
  auditLogUrl,
}: {
  booking: Booking;
  auditLogUrl?: ((bookingId: number) => string) | undefined;
}) {
  const { t, i18n } = useTranslation('bookings');
  const canAudit = useCan('audit.read');
  const { timeZone } = currentProperty();
  const audit = useBookingAudit(booking.id);
  if (audit.isLoading) return <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  if (audit.isError) return <Alert severity="error">{errorMessage(audit.error)}</Alert>;
  const entries = audit.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
        >
          <Typography component="h2" variant="h6">
            {t('history.heading')}
          </Typography>
          {canAudit && auditLogUrl && (
            <Link component={RouterLink} to={auditLogUrl(booking.id)}>
              {t('history.seeAll')}
            </Link>
          )}
        </Stack>
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
