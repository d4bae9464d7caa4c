import { formatCurrency } from '@bookone/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

type Totals = {
  taxes: readonly { rate: number; net: number; tax: number }[];
  discountTotal: number;
  subtotal: number;
  total: number;
};

/**
 * The totals of an invoice or of a form's lines: discounts, before tax, the tax per rate, after tax, and (an issued
 * invoice) credited, paid and balance. The same figures the PDF prints.
 */
export function InvoiceTotalsTable({
  totals,
  currency,
  money,
}: {
  totals: Totals;
  currency: string;
  money?: { credited: number; paid: number; balance: number } | null;
}) {
  const { t, i18n } = useTranslation('invoices');
  const fmt = (n: number) => formatCurrency(n, currency);
  const rows: [string, string, boolean?][] = [];
  if (totals.discountTotal) rows.push([t('totals.discounts'), fmt(-totals.discountTotal)]);
  rows.push([t('totals.subtotal'), fmt(totals.subtotal)]);
  for (const x of totals.taxes)
    rows.push([
      t('totals.taxAt', { rate: x.rate.toLocaleString(i18n.language), net: fmt(x.net) }),
      fmt(x.tax),
    ]);
  rows.push([t('totals.total'), fmt(totals.total), true]);
  if (money) {
    if (money.credited) rows.push([t('totals.credited'), fmt(-money.credited)]);
    rows.push([t('totals.paid'), fmt(money.paid)]);
    rows.push([t('totals.balance'), fmt(money.balance), true]);
  }
  return (
    <Table size="small" aria-label={t('create.preview')} sx={{ maxWidth: 420, ml: 'auto' }}>
      <TableBody>
        {rows.map(([label, value, strong]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 600 : undefined }}>
              {label}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: strong ? 600 : undefined }}
              data-testid={strong ? undefined : undefined}
            >
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
