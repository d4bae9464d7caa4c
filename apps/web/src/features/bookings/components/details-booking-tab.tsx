import type { Booking } from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { money, sourceLabel } from '../utils/property';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Facts } from './details-facts';
import { usePromotionFact } from '../../../components/promotion/use-promotion-fact';

export function BookingTab({
  booking,
  canWrite,
  onEdit,
  onAmend,
  company = null,
}: {
  booking: Booking;
  /** The company the booking is billed to (issue 10), active or not. */
  company?: { name: string; status: string } | null;
  canWrite: boolean;
  onEdit: () => void;
  onAmend: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { t: tc } = useTranslation('companies');
  const m = (v: number) => money(v, booking.currency);
  // The code it was booked with: its part of the discount above.
  const coupon = usePromotionFact()(booking.promotion, m);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
              <Typography component="h2" variant="h6">
                {t('details.stayHeading')}
              </Typography>
              {canWrite && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={onAmend}>
                    {t('details.amend')}
                  </Button>
                  <Button size="small" onClick={onEdit}>
                    {t('details.editDetails')}
                  </Button>
                </Stack>
              )}
            </Box>
            <Facts
              items={[
                [t('form.arrival'), formatDay(booking.arrival, i18n.language)],
                [t('form.departure'), formatDay(booking.departure, i18n.language)],
                [t('quote.nights'), booking.nights],
                [t('form.roomType'), booking.roomTypeName],
                [t('form.ratePlan'), booking.ratePlanName ?? t('form.roomOnly')],
                [t('form.rooms'), booking.rooms],
                [t('form.adults'), booking.adults],
                [t('form.children'), booking.children],
                [t('form.source'), sourceLabel(t, booking.source)],
                [t('form.externalReference'), booking.externalReference ?? '—'],
                [
                  tc('bill.billedTo'),
                  company
                    ? `${company.name}${company.status === 'ACTIVE' ? '' : ` (${tc('bill.inactive')})`}`
                    : '—',
                ],
                [
                  t('details.createdBy'),
                  [booking.createdByName, formatDateTime(booking.createdAt, i18n.language)]
                    .filter(Boolean)
                    .join(' · '),
                ],
                [
                  t('details.checkedIn'),
                  booking.checkedInAt ? formatDateTime(booking.checkedInAt, i18n.language) : '—',
                ],
              ]}
            />
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              {t('form.notes')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap' }}
              color={booking.notes ? 'text.primary' : 'text.secondary'}
            >
              {booking.notes || t('details.noNotes')}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('details.price')}
            </Typography>
            <Table size="small" aria-label={t('details.price')}>
              <TableBody>
                <TableRow>
                  <TableCell>{t('quote.roomCharge')}</TableCell>
                  <TableCell align="right">{m(booking.roomCharge)}</TableCell>
                </TableRow>
                {booking.extraCharge > 0 && (
                  <TableRow>
                    <TableCell>{t('quote.extras')}</TableCell>
                    <TableCell align="right">{m(booking.extraCharge)}</TableCell>
                  </TableRow>
                )}
                {booking.discountAmount > 0 && (
                  <TableRow>
                    <TableCell>{t('quote.discount', { percent: booking.discountPercentage })}</TableCell>
                    <TableCell align="right">− {m(booking.discountAmount)}</TableCell>
                  </TableRow>
                )}
                {coupon && (
                  <TableRow>
                    <TableCell>{coupon[0]}</TableCell>
                    <TableCell align="right">{coupon[1]}</TableCell>
                  </TableRow>
                )}
                {booking.taxes.map((tax) => (
                  <TableRow key={tax.name}>
                    <TableCell>{tax.name}</TableCell>
                    <TableCell align="right">{m(tax.amount)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('quote.total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {m(booking.total)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>{t('folio.services')}</TableCell>
                  <TableCell align="right">{m(booking.servicesTotal)}</TableCell>
                </TableRow>
                {booking.expensesTotal !== 0 && (
                  <TableRow>
                    <TableCell>{t('folio.expenses')}</TableCell>
                    <TableCell align="right">{m(booking.expensesTotal)}</TableCell>
                  </TableRow>
                )}
                <TableRow>
                  <TableCell>{t('folio.paid')}</TableCell>
                  <TableCell align="right">− {m(booking.paid)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('folio.balance')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {m(booking.balance)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
