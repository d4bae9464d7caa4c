import type { Reservation } from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../../components/facts/facts-list';
import { RecordTable } from '../../../../components/record-table/record-table';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../utils/reservation-time';
import { TakePaymentDialog } from './take-payment-dialog';

/** The reservation's totals (discount, tax, paid, balance) and its payments, with "Take payment" while one is owed. */
export function DetailsMoney({
  reservation: r,
  canPay,
  report,
}: {
  reservation: Reservation;
  canPay: boolean;
  report: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const [paying, setPaying] = useState(false);
  const money = (n: number) => formatMoney(n, r.currency, i18n.language);
  const open = r.status !== 'CANCELLED' && r.status !== 'NO_SHOW';
  const totals: [string, string][] = [[t('details.subtotal'), money(r.subtotal)]];
  if (r.discountAmount > 0)
    totals.push([
      t('details.discount', { pct: new Intl.NumberFormat(i18n.language).format(r.discountPercentage) }),
      `− ${money(r.discountAmount)}`,
    ]);
  totals.push(
    [t('details.tax'), money(r.tax)],
    [t('details.total'), money(r.total)],
    [t('details.paid'), money(r.paid)],
    [t('details.balance'), money(r.balance)],
  );
  return (
    <Card component="section" aria-labelledby="reservation-money">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
          <Typography id="reservation-money" component="h2" variant="h6">
            {t('details.totals')}
          </Typography>
          {canPay && open && r.balance > 0 && (
            <Button variant="contained" onClick={() => setPaying(true)}>
              {t('details.takePayment')}
            </Button>
          )}
        </Box>
        <FactsList items={totals} />
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
          {t('details.payments')}
        </Typography>
        {r.payments.length === 0 ? (
          <Typography color="text.secondary">{t('details.noPayments')}</Typography>
        ) : (
          <RecordTable
            label={t('details.paymentsLabel')}
            headers={[
              t('details.pay.date'),
              t('details.pay.mode'),
              t('details.pay.reference'),
              t('details.pay.amount'),
            ]}
          >
            {r.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDay(p.date, i18n.language)}</TableCell>
                <TableCell>{t(`paymentModes.${p.mode}`, { defaultValue: p.mode })}</TableCell>
                <TableCell>{p.reference ?? '—'}</TableCell>
                <TableCell>{formatMoney(p.amount, p.currency, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </RecordTable>
        )}
      </CardContent>
      {paying && (
        <TakePaymentDialog
          reservation={r}
          onClose={() => setPaying(false)}
          onDone={() => {
            setPaying(false);
            report(t('details.done.payment'));
          }}
        />
      )}
    </Card>
  );
}
