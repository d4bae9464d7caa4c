import { parseEnquiryClosedReason, type Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Why a booking was cancelled. An enquiry booking closed with its enquiry (issue 15: its quote paid, or the enquiry
 * lost, expired or won with another booking in the inbox) carries the server's English reason: it is said in the
 * interface language instead, with the way to the booking that replaced it when there is one.
 */
export function CancelNotice({ booking }: { booking: Pick<Booking, 'cancelReason'> }) {
  const { t } = useTranslation('bookings');
  if (!booking.cancelReason) return null;
  const closed = parseEnquiryClosedReason(booking.cancelReason);
  if (!closed || closed.kind === 'LOST' || closed.kind === 'EXPIRED')
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {!closed
          ? t('details.cancelReason', { reason: booking.cancelReason })
          : closed.kind === 'LOST'
            ? t('details.enquiryLost', { enquiry: closed.enquiryNumber, reason: closed.reason })
            : t('details.enquiryExpired', { enquiry: closed.enquiryNumber })}
      </Alert>
    );
  const text = closed.kind === 'PAID' ? 'details.replacedByQuote' : 'details.enquiryWonElsewhere';
  return (
    <Alert
      severity="info"
      sx={{ mt: 1 }}
      action={
        <Button
          component={RouterLink}
          to={`/bookone/manage-booking/list?search=${encodeURIComponent(closed.bookingNumber)}`}
          color="inherit"
          size="small"
        >
          {t('details.showReplacement', { booking: closed.bookingNumber })}
        </Button>
      }
    >
      {t(text, { booking: closed.bookingNumber, enquiry: closed.enquiryNumber })}
    </Alert>
  );
}
