import { CustomerFormPage } from '../../../../features/customers/components/customer-form-page';

/** /bookone/add-customer (issue 5): a new customer, or ?customerId=N for a customer's details. */
export default function AddCustomerRoute() {
  return <CustomerFormPage />;
}
