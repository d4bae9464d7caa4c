import { EXPENSE_TYPES, formatCurrency, type Expense, type ExpenseType } from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptIcon from '@mui/icons-material/Receipt';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/resource-list';
import { useIdAndDateColumns } from './money-list-parts';
import { BookingLink, modeLabel } from './payment-columns';

/** The expenses list's columns, with the receipt download, edit and delete actions. */
export function useExpenseColumns({
  canWrite,
  currency,
  onReceipt,
  onEdit,
  onDelete,
}: {
  canWrite: boolean;
  currency: string | null;
  onReceipt: (expense: Expense) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}): ListColumn<Expense>[] {
  const { t } = useTranslation('payments');
  const idAndDate = useIdAndDateColumns<Expense>();
  const typeLabel = (type: string) =>
    (EXPENSE_TYPES as readonly string[]).includes(type) ? t(`expenseTypes.${type as ExpenseType}`) : type;
  const action = (label: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return [
    ...idAndDate,
    { field: 'type', headerName: t('fields.type'), width: 200, valueFormatter: (v: string) => typeLabel(v) },
    { field: 'description', headerName: t('fields.description'), flex: 1, minWidth: 180 },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      type: 'number',
      width: 140,
      valueFormatter: (v: number) => formatCurrency(v, currency),
    },
    { field: 'receiptNumber', headerName: t('fields.receiptNumber'), width: 130 },
    {
      field: 'paymentMode',
      headerName: t('fields.mode'),
      width: 130,
      valueFormatter: (v: string | null) => modeLabel(t, v),
    },
    {
      field: 'bookingNumber',
      headerName: t('fields.booking'),
      minWidth: 200,
      renderCell: ({ row }) => <BookingLink row={row} />,
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 140,
      renderCell: ({ row }) => (
        <Stack direction="row">
          {row.hasReceipt &&
            action(
              t('expenses.downloadReceipt', { id: row.id }),
              () => onReceipt(row),
              <ReceiptIcon fontSize="small" />,
            )}
          {canWrite && (
            <>
              {action(
                t('expenses.editExpense', { id: row.id }),
                () => onEdit(row),
                <EditIcon fontSize="small" />,
              )}
              {action(
                t('expenses.deleteExpense', { id: row.id }),
                () => onDelete(row),
                <DeleteIcon fontSize="small" />,
              )}
            </>
          )}
        </Stack>
      ),
    },
  ];
}
