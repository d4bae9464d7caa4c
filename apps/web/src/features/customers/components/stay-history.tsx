import { formatCurrency } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { BookingStatusChip } from '../../../components/chips/booking-status-chip';
import { formatDay } from '../../../lib/dates';
import { useCustomerStays } from '../api/customers';

/** The guest's bookings (newest first) with links, and totals: stays, nights, spent, paid, balance, last/next. */
export function StayHistory({
  customerId,
  currency,
  action,
}: {
  customerId: number;
  currency: string | null;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation('customers');
  const stays = useCustomerStays(customerId);
  const totals = stays.data?.totals;
  const bookings = stays.data?.bookings ?? [];
  const money = (v: number | undefined) => formatCurrency(v ?? 0, bookings[0]?.currency ?? currency);
  const facts: [string, string][] = [
    [t('stays.stays'), String(totals?.stays ?? 0)],
    [t('stays.nights'), String(totals?.nights ?? 0)],
    [t('stays.spent'), money(totals?.spent)],
    [t('stays.paid'), money(totals?.paid)],
    [t('stays.balance'), money(totals?.balance)],
    [t('stays.lastStay'), totals?.lastStay ?? t('common.none')],
    [t('stays.nextStay'), totals?.nextStay ?? t('common.none')],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="stay-history">
      <CardHeader
        id="stay-history"
        title={t('stays.heading')}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2} component="dl" sx={{ m: 0, mb: 2 }}>
          {facts.map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, sm: 3, md: 'auto' }} sx={{ minWidth: 110 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
        {bookings.length === 0 ? (
          <Typography color="text.secondary">{stays.isPending ? '…' : t('stays.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('stays.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('stays.booking')}</TableCell>
                <TableCell>{t('stays.dates')}</TableCell>
                <TableCell>{t('stays.status')}</TableCell>
                <TableCell align="right">{t('stays.total')}</TableCell>
                <TableCell align="right">{t('stays.balance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bookings.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/bookone/manage-booking/${b.id}`}
                      aria-label={t('stays.open', { number: b.bookingNumber })}
                    >
                      {b.bookingNumber}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {formatDay(b.arrival, i18n.language)} → {formatDay(b.departure, i18n.language)} (
                    {b.roomTypeName})
                  </TableCell>
                  <TableCell>
                    <BookingStatusChip status={b.status} />
                  </TableCell>
                  <TableCell align="right">
                    {formatCurrency(b.total + b.servicesTotal + b.expensesTotal, b.currency)}
                  </TableCell>
                  <TableCell align="right">{formatCurrency(b.balance, b.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
