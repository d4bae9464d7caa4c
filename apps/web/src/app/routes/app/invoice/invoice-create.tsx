import { useState } from 'react';

import { InvoiceCreatePage } from '../../../../features/invoices/components/invoice-create-page';
import { BookingPicker, type PickedBooking } from '../../../../features/payments/components/booking-picker';
import { getPropertyId } from '../../../../lib/session';
import { invoicePaymentLink } from './invoice-payment-link';

/** The payments feature's booking picker, holding the booking it shows; the invoice page is told its id. */
function PickBooking(props: {
  onChange: (booking: { id: number } | null) => void;
  label: string;
  helperText: string;
}) {
  const [value, setValue] = useState<PickedBooking | null>(null);
  return (
    <BookingPicker
      propertyId={getPropertyId() ?? 0}
      value={value}
      onChange={(b) => {
        setValue(b);
        props.onChange(b);
      }}
      label={props.label}
      helperText={props.helperText}
    />
  );
}

/** /invoice/invoice-create (issue 13): a blank draft or one from a booking's folio. */
export default function InvoiceCreateRoute() {
  return (
    <InvoiceCreatePage
      bookingPicker={(props) => <PickBooking {...props} />}
      moreActions={invoicePaymentLink}
    />
  );
}
