import { orderPaymentInputSchema, type Order } from '@bookone/domain';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MoneyField } from '../../../../components/form/money-field';
import { usePayOrder } from '../../api/pay-order';
import { TABLE_PAYMENT_MODES } from '../floor/order-payment-row';
import { formatOrderMoney } from '../pos/money';

type Values = z.input<typeof orderPaymentInputSchema>;

/**
 * "Take payment": a Paid payment of the payments module for the order, the balance proposed, dated today at the
 * property by the server. More than the balance, a cancelled or a room order: the server's 409, shown in the dialog.
 */
export function TakeOrderPaymentDialog({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const pay = usePayOrder(order.propertyId);
  const { form, dialogProps } = useKitForm({
    schema: orderPaymentInputSchema,
    fields: ['amount', 'mode', 'reference'],
    defaultValues: { amount: order.balance, mode: 'Card', reference: null } satisfies Partial<Values>,
    onSave: async (input) => {
      await pay.mutateAsync({ orderId: order.id, input });
      onDone();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('details.payDialog.title', { reference: order.referenceNumber })}
      onClose={onClose}
      submitLabel={t('details.payDialog.submit')}
      submittingLabel={t('details.payDialog.submitting')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <MoneyField
          control={form.control}
          name="amount"
          label={`${t('details.pay.amount')} (${order.currency})`}
          required
          autoFocus
          hint={t('details.payDialog.balanceHint', {
            amount: formatOrderMoney(order.balance, order.currency, i18n.language),
          })}
        />
        <FormTextField
          control={form.control}
          name="mode"
          label={t('details.pay.mode')}
          required
          options={TABLE_PAYMENT_MODES.map((m) => ({ value: m, label: t(`details.modes.${m}`) }))}
        />
        <FormTextField
          control={form.control}
          name="reference"
          label={t('details.pay.reference')}
          reads="optionalText"
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      </Stack>
    </FormDialog>
  );
}
