import type { Order, OrderLine } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { RecordTable } from '../../../../components/record-table/record-table';
import { formatOrderMoney } from '../pos/money';

/** The lines as sold: product and variation, modifiers, the note, quantity, unit price, discount and total. */
export function OrderLines({ order: o }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = (n: number) => formatOrderMoney(n, o.currency, i18n.language);
  const number = new Intl.NumberFormat(i18n.language);
  const name = (l: OrderLine) => (l.variationName ? `${l.productName} (${l.variationName})` : l.productName);
  return (
    <Card component="section" aria-labelledby="order-lines">
      <CardContent>
        <Typography id="order-lines" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('details.lines')}
        </Typography>
        {o.lines.length === 0 ? (
          <Typography color="text.secondary">{t('details.noLines')}</Typography>
        ) : (
          <RecordTable
            label={t('details.lines')}
            headers={[
              t('details.line.item'),
              t('details.line.quantity'),
              t('details.line.unitPrice'),
              t('details.line.discount'),
              t('details.line.tax'),
              t('details.line.total'),
            ]}
          >
            {o.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>
                  <Typography variant="body2">{name(l)}</Typography>
                  {l.modifiers.length > 0 && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {l.modifiers.map((m) => `+ ${m.name}`).join(', ')}
                    </Typography>
                  )}
                  {l.note && (
                    <Typography variant="caption" component="div" sx={{ fontStyle: 'italic' }}>
                      {t('details.line.note', { note: l.note })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{number.format(l.quantity)}</TableCell>
                <TableCell>{money(l.unitPrice + l.modifiersPrice)}</TableCell>
                <TableCell>
                  {l.discountAmount > 0
                    ? `− ${money(l.discountAmount)}${l.discountPercentage > 0 ? ` (${number.format(l.discountPercentage)} %)` : ''}`
                    : '—'}
                </TableCell>
                <TableCell>{`${money(l.tax)} (${number.format(l.taxRate)} %)`}</TableCell>
                <TableCell>{money(l.total)}</TableCell>
              </TableRow>
            ))}
          </RecordTable>
        )}
      </CardContent>
    </Card>
  );
}
