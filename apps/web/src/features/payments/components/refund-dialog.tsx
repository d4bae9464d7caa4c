import {
  formatCurrency,
  isGatewayPayment,
  PAYMENT_MODES,
  refundInputSchema,
  type Payment,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { propertyToday } from '../../../lib/dates';
import { useRefundPayment } from '../api/payments';

/** The key of the "more than was paid" message (payments namespace), translated with the amount paid. */
export const REFUND_TOO_MUCH = 'payments:validation.refundTooMuch';

/** The refund rules of the domain, plus the one the client knows: no more than this payment's amount. */
export function refundSchemaFor(paid: number) {
  // On the amount itself, so that it shows with the other fields' messages.
  return refundInputSchema.extend({
    amount: refundInputSchema.shape.amount.max(paid, REFUND_TOO_MUCH),
  });
}

const FIELDS = ['amount', 'reason', 'mode', 'date'] as const;

type RefundDialogProps = {
  payment: Payment | null;
  propertyId: number;
  onClose: () => void;
  onDone?: (refund: Payment) => void;
};

/**
 * Refund (part of) a Paid payment: amount at most what was paid, a reason, and how the money goes back. A card
 * payment a guest made through a payment link goes back through its gateway (issue 13): no mode nor date to choose.
 */
export function RefundDialog(props: RefundDialogProps) {
  return props.payment ? <RefundForm {...props} payment={props.payment} key={props.payment.id} /> : null;
}

function RefundForm({ payment, propertyId, onClose, onDone }: RefundDialogProps & { payment: Payment }) {
  const { t } = useTranslation('payments');
  const refund = useRefundPayment(propertyId);
  const online = isGatewayPayment(payment);
  const max = formatCurrency(payment.amount, payment.currency);
  const { form, dialogProps } = useKitForm({
    schema: refundSchemaFor(payment.amount),
    fields: FIELDS,
    defaultValues: {
      amount: payment.amount,
      reason: '',
      mode: payment.mode as (typeof PAYMENT_MODES)[number],
      date: propertyToday(),
    },
    onSave: async (input) => {
      const saved = await refund.mutateAsync({ id: payment.id, input, online });
      onDone?.(saved);
      onClose();
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="xs"
      title={t(online ? 'refund.onlineTitle' : 'refund.title', { id: payment.id })}
      submitLabel={t(online ? 'refund.onlineSubmit' : 'refund.submit')}
      submitColor="warning"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('refund.intro', { amount: max, date: payment.date })}
      </DialogContentText>
      {online ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('refund.online', { gateway: payment.receivedByName })}
        </Alert>
      ) : null}
      <Stack spacing={1}>
        <MoneyField
          control={control}
          name="amount"
          required
          label={t('fields.amount')}
          hint={t('refund.maxHint', { amount: max })}
          messageValues={{ amount: max }}
        />
        {online ? null : (
          <>
            <FormTextField
              control={control}
              name="mode"
              required
              label={t('fields.mode')}
              options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            />
            <DayField control={control} name="date" label={t('fields.date')} />
          </>
        )}
        <FormTextField
          control={control}
          name="reason"
          required
          multiline
          minRows={2}
          label={t('fields.reason')}
        />
      </Stack>
    </FormDialog>
  );
}
