import { InvoiceListPage } from '../../../../features/invoices/components/invoice-list-page';
import { invoicePaymentLink } from './invoice-payment-link';

/**
 * /invoice/invoice-list (issue 13): the property's invoices, or Manage Invoice for the organisation's users; an
 * open invoice offers Send payment link (the payment-links feature).
 */
export default function InvoiceListRoute() {
  return <InvoiceListPage moreActions={invoicePaymentLink} />;
}
