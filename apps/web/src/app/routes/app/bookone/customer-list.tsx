import { CustomerListPage } from '../../../../features/customers/components/customer-list-page';

/** /bookone/customer-list (issue 5): the property's customers, searched and paged on the server. */
export default function CustomerListRoute() {
  return <CustomerListPage />;
}
