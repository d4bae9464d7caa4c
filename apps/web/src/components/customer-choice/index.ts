// A form's customer choice, shared by the new booking's guest and the new reservation's customer: an existing
// customer searched by name, email or phone, or a new one typed in with the duplicates warning.
export { CustomerSearchField } from './customer-search-field';
export { DuplicateCustomers } from './duplicate-customers';
export {
  customerLabel,
  useCustomerChoice,
  type CustomerChoice,
  type NamedCustomer,
} from './use-customer-choice';
