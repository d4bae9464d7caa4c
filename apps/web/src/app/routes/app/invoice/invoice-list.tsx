import { InvoiceListPage } from '../../../../features/invoices/components/invoice-list-page';

/** /invoice/invoice-list (issue 13): the property's invoices, or Manage Invoice for the organisation's users. */
export default function InvoiceListRoute() {
  return <InvoiceListPage />;
}
