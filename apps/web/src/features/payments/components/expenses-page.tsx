import { EXPENSE_TYPES, formatCurrency, type Expense } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { SelectFilter, useListState, useNotice } from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { errorMessage } from '../../../lib/form-errors';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { downloadReceipt, exportExpenses, useDeleteExpense, useExpenses } from '../api/expenses';
import { EXPENSE_LIST, expenseQuery } from '../utils/list-specs';
import { useExpenseColumns } from './expense-columns';
import { ExpenseDialog } from './expense-dialog';
import { TotalsByType } from './expense-totals-by-type';
import { MoneyListPage } from './money-list-page';

/**
 * /bookone/manage-expense: the property's expenses with filters in the address (dates, type, search), totals by
 * type, an Excel export of the same filter, new/edit/delete and receipts.
 */
export function ExpensesPage() {
  const { t } = useTranslation('payments');
  const confirm = useConfirm();
  const propertyId = getPropertyId();
  const currency = getSessionProperty()?.localCurrency ?? null;
  const canWrite = useCan('expense.write');
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const notice = useNotice();
  const remove = useDeleteExpense(propertyId ?? 0);
  const list = useListState(EXPENSE_LIST);
  const filter = expenseQuery(list.state);
  const query = useExpenses(propertyId ?? 0, { ...filter, page: list.state.page, size: list.state.size });
  const fail = (error: unknown) => notice.show(errorMessage(error), 'error');

  const onDelete = async (expense: Expense) => {
    const ok = await confirm({
      title: t('expenses.deleteTitle'),
      message: t('expenses.deleteMessage', {
        id: expense.id,
        type: expense.type,
        amount: formatCurrency(expense.amount, currency),
      }),
      okText: t('common.delete'),
    });
    if (ok) remove.mutate(expense.id, { onSuccess: () => notice.show(t('expenses.deleted')), onError: fail });
  };
  const columns = useExpenseColumns({
    canWrite,
    currency,
    onReceipt: (row) => void downloadReceipt(row).catch(fail),
    onEdit: setEditing,
    onDelete: (row) => void onDelete(row),
  });

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;

  return (
    <MoneyListPage
      title={t('expenses.heading')}
      intro={t('expenses.intro')}
      exportFile={(onProgress) => exportExpenses(propertyId, filter, onProgress)}
      canWrite={canWrite}
      newLabel={t('expenses.newExpense')}
      onNew={() => setEditing('new')}
      list={list}
      filters={
        <SelectFilter
          list={list}
          filter="type"
          label={t('fields.type')}
          anyLabel={t('expenses.anyType')}
          options={EXPENSE_TYPES.map((type) => ({ value: type, label: t(`expenseTypes.${type}`) }))}
          minWidth={220}
        />
      }
      searchHint={t('expenses.searchHint')}
      currency={currency}
      totalLabel={t('expenses.total')}
      countLabel={(count) => t('expenses.count', { count })}
      totalTestId="expenses-total"
      query={query}
      columns={columns}
      empty={t('expenses.noRows')}
      gridLabel={t('expenses.gridLabel')}
      footer={
        <TotalsByType
          rows={query.data?.byType ?? []}
          total={query.data?.totalAmount ?? 0}
          currency={currency}
        />
      }
    >
      <ExpenseDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        expense={editing === 'new' ? null : editing}
        onSaved={() => notice.show(t('expenses.saved'))}
        onReceiptError={(message) => notice.show(message, 'error')}
      />
      {notice.element}
    </MoneyListPage>
  );
}
