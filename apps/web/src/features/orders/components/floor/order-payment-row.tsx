import { PAYMENT_MODES, type PaymentMode } from '@bookone/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../../lib/error-message';
import { usePayOrder } from '../../api/pay-order';
import { useMoney } from '../pos/money';

/** The modes a waiter takes at the table: any of the payments module's but Bill to room (a room order's folio). */
export const TABLE_PAYMENT_MODES = PAYMENT_MODES.filter((m) => m !== 'BillToRoom');

/**
 * One amount to take (the balance, or a part of a split bill): its mode and a Take payment button; once taken the
 * row says so. The server refuses more than the balance (409), shown on the row.
 */
export function OrderPaymentRow({
  propertyId,
  orderId,
  label,
  amount,
  currency,
  onPaid,
}: {
  propertyId: number;
  orderId: number;
  label: string;
  amount: number;
  currency: string;
  onPaid?: () => void;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const pay = usePayOrder(propertyId);
  const [mode, setMode] = useState<PaymentMode>('Card');
  const paid = pay.isSuccess;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
      role="group"
      aria-label={label}
    >
      <Typography sx={{ flex: 1, fontWeight: 600 }}>
        {label} · {money(amount, currency)}
      </Typography>
      {paid ? (
        <Typography color="success.main" sx={{ fontWeight: 700 }}>
          {t('floor.payment.taken', { mode: t(`floor.payment.modes.${mode}`) })}
        </Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={t('floor.payment.mode')}
            value={mode}
            onChange={(e) => setMode(e.target.value as PaymentMode)}
            sx={{ minWidth: 170 }}
          >
            {TABLE_PAYMENT_MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`floor.payment.modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={pay.isPending || amount <= 0}
            onClick={() => pay.mutate({ orderId, input: { amount, mode } }, { onSuccess: () => onPaid?.() })}
          >
            {t('floor.payment.take', { amount: money(amount, currency) })}
          </Button>
        </>
      )}
      {pay.isError && (
        <Typography color="error" role="alert">
          {errorMessage(pay.error)}
        </Typography>
      )}
    </Stack>
  );
}
