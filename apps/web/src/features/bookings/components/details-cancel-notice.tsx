import { parseEnquiryReplacedReason, type Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Why a booking was cancelled. An enquiry booking closed by its paid quote (issue 15) carries the server's English
 * reason: it is said in the interface language instead, with the way to the booking that replaced it.
 */
export function CancelNotice({ booking }: { booking: Pick<Booking, 'cancelReason'> }) {
  const { t } = useTranslation('bookings');
  if (!booking.cancelReason) return null;
  const replaced = parseEnquiryReplacedReason(booking.cancelReason);
  if (!replaced)
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('details.cancelReason', { reason: booking.cancelReason })}
      </Alert>
    );
  return (
    <Alert
      severity="info"
      sx={{ mt: 1 }}
      action={
        <Button
          component={RouterLink}
          to={`/bookone/manage-booking/list?search=${encodeURIComponent(replaced.bookingNumber)}`}
          color="inherit"
          size="small"
        >
          {t('details.showReplacement', { booking: replaced.bookingNumber })}
        </Button>
      }
    >
      {t('details.replacedByQuote', { booking: replaced.bookingNumber, enquiry: replaced.enquiryNumber })}
    </Alert>
  );
}
