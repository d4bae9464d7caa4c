import { ExpensesPage } from '../../../../features/payments/components/expenses-page';

/** /bookone/manage-expense (issue 5): expenses of the property, with receipts and totals by type. */
export default function ManageExpenseRoute() {
  return <ExpensesPage />;
}
