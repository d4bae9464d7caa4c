import { PaymentsPage } from '../../../../features/payments/components/payments-page';

/** /bookone/manage-payment (issue 5): payments and refunds of the property. */
export default function ManagePaymentRoute() {
  return <PaymentsPage />;
}
