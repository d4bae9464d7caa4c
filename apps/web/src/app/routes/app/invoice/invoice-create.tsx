import { InvoiceCreatePage } from '../../../../features/invoices/components/invoice-create-page';
import { BookingPicker } from '../../../../features/payments/components/booking-picker';
import { getPropertyId } from '../../../../lib/session';

/** /invoice/invoice-create (issue 13): a blank draft or one from a booking's folio (the payments feature's picker). */
export default function InvoiceCreateRoute() {
  return (
    <InvoiceCreatePage
      bookingPicker={({ value, onChange, label, helperText }) => (
        <BookingPicker
          propertyId={getPropertyId() ?? 0}
          value={value ? { id: value.id, bookingNumber: '', guestName: '' } : null}
          onChange={onChange}
          label={label}
          helperText={helperText}
        />
      )}
    />
  );
}
