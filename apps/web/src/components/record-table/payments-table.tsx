import type { Payment } from '@bookone/domain';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatDay } from '../../lib/dates';
import { RecordTable } from './record-table';

/**
 * The payments of a record (a reservation's, an order's): day, mode, reference and amount in the language's format,
 * or `emptyText` when there is none. The caller's words name the table, its columns and the modes.
 */
export function PaymentsTable({
  payments,
  label,
  emptyText,
  headers,
  modeLabel,
}: {
  payments: readonly Pick<Payment, 'id' | 'date' | 'mode' | 'reference' | 'amount' | 'currency'>[];
  label: string;
  emptyText: string;
  headers: { date: string; mode: string; reference: string; amount: string };
  modeLabel: (mode: string) => string;
}) {
  const { i18n } = useTranslation();
  if (payments.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <RecordTable label={label} headers={[headers.date, headers.mode, headers.reference, headers.amount]}>
      {payments.map((p) => (
        <TableRow key={p.id}>
          <TableCell>{formatDay(p.date, i18n.language)}</TableCell>
          <TableCell>{modeLabel(p.mode)}</TableCell>
          <TableCell>{p.reference ?? '—'}</TableCell>
          <TableCell>
            {new Intl.NumberFormat(i18n.language, { style: 'currency', currency: p.currency }).format(
              p.amount,
            )}
          </TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}
