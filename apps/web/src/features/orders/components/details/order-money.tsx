import { roundCents, type Order } from '@bookone/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../../components/facts/facts-list';
import { usePromotionFact } from '../../../../components/promotion/use-promotion-fact';
import { PaymentsTable } from '../../../../components/record-table/payments-table';
import { formatOrderMoney } from '../pos/money';
import { TakeOrderPaymentDialog } from './take-order-payment-dialog';

/** The tax of the order's lines by rate, lowest rate first (a rate without tax is left out). */
export function taxByRate(order: Pick<Order, 'lines'>): { rate: number; tax: number }[] {
  const byRate = new Map<number, number>();
  for (const l of order.lines) if (l.tax !== 0) byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + l.tax);
  return [...byRate].sort((a, b) => a[0] - b[0]).map(([rate, tax]) => ({ rate, tax: roundCents(tax) }));
}

/** Whether money may still be taken for the order: not a room order (the folio is), not cancelled, a balance. */
export const takesPayment = (o: Order) => !o.chargedToRoom && o.status !== 'CANCELLED' && o.balance > 0.004;

/**
 * The order's totals (discounts, service charge, tax per rate, total, paid, balance) and its payments, with "Take
 * payment" while something is owed. A room order's total is on the guest's folio instead.
 */
export function OrderMoney({
  order: o,
  canPay,
  report,
}: {
  order: Order;
  canPay: boolean;
  report: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const [paying, setPaying] = useState(false);
  const money = (n: number) => formatOrderMoney(n, o.currency, i18n.language);
  const promotionFact = usePromotionFact();
  const pct = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const totals: [string, string][] = [[t('details.subtotal'), money(o.subtotal)]];
  if (o.discountAmount > 0) totals.push([t('details.discount'), `− ${money(o.discountAmount)}`]);
  // The coupon code it was taken with: its part of the discounts above.
  const coupon = promotionFact(o.promotion, money);
  if (coupon) totals.push(coupon);
  if (o.serviceCharge > 0)
    totals.push([
      t('details.serviceCharge', { pct: pct(o.serviceChargePercentage) }),
      money(o.serviceCharge),
    ]);
  for (const { rate, tax } of taxByRate(o)) totals.push([t('details.taxAt', { pct: pct(rate) }), money(tax)]);
  totals.push([t('details.total'), money(o.total)]);
  if (o.chargedToRoom) totals.push([t('details.onFolio'), o.bookingNumber ?? '—']);
  else totals.push([t('details.paid'), money(o.paid)], [t('details.balance'), money(o.balance)]);
  return (
    <Card component="section" aria-labelledby="order-money">
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id="order-money" component="h2" variant="h6">
            {t('details.totals')}
          </Typography>
          {canPay && takesPayment(o) && (
            <Button variant="contained" onClick={() => setPaying(true)}>
              {t('details.takePayment')}
            </Button>
          )}
        </Stack>
        <FactsList items={totals} />
        {!o.chargedToRoom && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
              {t('details.payments')}
            </Typography>
            <PaymentsTable
              payments={o.payments}
              label={t('details.payments')}
              emptyText={t('details.noPayments')}
              headers={{
                date: t('details.pay.date'),
                mode: t('details.pay.mode'),
                reference: t('details.pay.reference'),
                amount: t('details.pay.amount'),
              }}
              modeLabel={(mode) => t(`details.modes.${mode}`, { defaultValue: mode })}
            />
          </>
        )}
      </CardContent>
      {paying && (
        <TakeOrderPaymentDialog
          order={o}
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
