import type { Reservation } from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../../components/facts/facts-list';
import { usePromotionFact } from '../../../../components/promotion/use-promotion-fact';
import { PaymentsTable } from '../../../../components/record-table/payments-table';
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
  const promotionFact = usePromotionFact();
  const totals: [string, string][] = [[t('details.subtotal'), money(r.subtotal)]];
  // The clerk's discount and the coupon code's are shown apart; discountAmount is both together.
  const own = Math.round((r.discountAmount - (r.promotion?.discount ?? 0)) * 100) / 100;
  if (own > 0)
    totals.push([
      t('details.discount', { pct: new Intl.NumberFormat(i18n.language).format(r.discountPercentage) }),
      `− ${money(own)}`,
    ]);
  const coupon = promotionFact(r.promotion, money);
  if (coupon) totals.push(coupon);
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
        <PaymentsTable
          payments={r.payments}
          label={t('details.paymentsLabel')}
          emptyText={t('details.noPayments')}
          headers={{
            date: t('details.pay.date'),
            mode: t('details.pay.mode'),
            reference: t('details.pay.reference'),
            amount: t('details.pay.amount'),
          }}
          modeLabel={(mode) => t(`paymentModes.${mode}`, { defaultValue: mode })}
        />
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
