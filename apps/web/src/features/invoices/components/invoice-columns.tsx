import { formatCurrency, type InvoiceStatus, type InvoiceSummary } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/resource-list';
import { formatDay } from '../../../lib/dates';

const STATUS_COLOURS: Record<InvoiceStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  DRAFT: 'default',
  ISSUED: 'info',
  PARTIALLY_PAID: 'warning',
  PAID: 'success',
  VOID: 'error',
};

/** An invoice's status as a chip (a word, not a colour alone). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />
  );
}

/** The list's columns; the property column for Manage Invoice (several properties). */
export function useInvoiceColumns(showProperty: boolean): ListColumn<InvoiceSummary>[] {
  const { t, i18n } = useTranslation('invoices');
  const money = (row: InvoiceSummary, amount: number) => formatCurrency(amount, row.currency);
  return [
    {
      field: 'number',
      headerName: t('columns.number'),
      width: 140,
      card: 'title',
      valueGetter: (_v, row) =>
        `${row.number ?? t('columns.draft')}${row.kind === 'CREDIT_NOTE' ? ` (${t('kinds.CREDIT_NOTE')})` : ''}`,
    },
    {
      field: 'issueDate',
      headerName: t('columns.issueDate'),
      width: 120,
      valueGetter: (_v, row) => row.issueDate ?? row.createdAt.slice(0, 10),
      valueFormatter: (v: string) => formatDay(v, i18n.language),
    },
    { field: 'billToName', headerName: t('columns.billToName'), flex: 1, minWidth: 160 },
    ...(showProperty
      ? [{ field: 'propertyName', headerName: t('columns.property'), minWidth: 160, sortable: false }]
      : []),
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => <InvoiceStatusChip status={row.status} />,
    },
    {
      field: 'dueDate',
      headerName: t('columns.dueDate'),
      width: 120,
      valueFormatter: (v: string | null) => (v ? formatDay(v, i18n.language) : ''),
    },
    {
      field: 'total',
      headerName: t('columns.total'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_v, row) => money(row, row.total),
    },
    {
      field: 'balance',
      headerName: t('columns.balance'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_v, row) => money(row, row.balance),
    },
  ];
}
