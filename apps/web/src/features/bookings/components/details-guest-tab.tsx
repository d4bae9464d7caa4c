import type { Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCustomer } from '../../../lib/queries/customers';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/form-errors';
import { Facts } from './details-facts';

export function GuestTab({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const customer = useCustomer(booking.customerId);
  const c = customer.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {booking.guestName}
        </Typography>
        {customer.isLoading ? (
          <Skeleton height={80} />
        ) : customer.isError ? (
          <Alert severity="error">{errorMessage(customer.error)}</Alert>
        ) : (
          <Facts
            items={[
              [t('form.email'), c?.email ? <Link href={`mailto:${c.email}`}>{c.email}</Link> : '—'],
              [
                t('form.phone'),
                c?.phone ? <Link href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</Link> : '—',
              ],
              [t('guest.company'), c?.company ?? '—'],
              [t('guest.address'), [c?.addressLine1, c?.city, c?.country].filter(Boolean).join(', ') || '—'],
              [t('guest.language'), c?.language ?? '—'],
              [t('guest.birthday'), c?.birthday ? formatDay(c.birthday, i18n.language) : '—'],
              [t('guest.notes'), c?.notes ?? '—'],
            ]}
          />
        )}
        <Button
          sx={{ mt: 2 }}
          component={RouterLink}
          to={`/bookone/customer-list?search=${encodeURIComponent(c?.email ?? booking.guestName)}`}
        >
          {t('guest.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
