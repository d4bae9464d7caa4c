import {
  formatCurrency,
  PAYMENT_MODES,
  refundInputSchema,
  type Payment,
  type RefundInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { applyServerFieldErrors, domainResolver } from '../../../lib/form-errors';
import { propertyToday } from '../../../lib/dates';
import { useRefundPayment } from '../api/payments';
import { MoneyFormField } from './money-field';

/** Marks the "more than was paid" issue so that the field shows it in the interface language. */
export const REFUND_TOO_MUCH = 'refund.tooMuch';

/** The refund rules of the domain, plus the one the client knows: no more than this payment's amount. */
export function refundSchemaFor(paid: number) {
  // On the amount itself, so that it shows with the other fields' messages.
  return refundInputSchema.extend({
    amount: refundInputSchema.shape.amount.max(paid, REFUND_TOO_MUCH),
  });
}

type FormValues = z.input<typeof refundInputSchema>;

/** Refund (part of) a Paid payment: amount at most what was paid, a reason, and how the money goes back. */
export function RefundDialog({
  payment,
  propertyId,
  onClose,
  onDone,
}: {
  payment: Payment | null;
  propertyId: number;
  onClose: () => void;
  onDone?: (refund: Payment) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={payment != null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {payment && (
        <RefundForm
          key={payment.id}
          payment={payment}
          propertyId={propertyId}
          onClose={onClose}
          onDone={onDone}
          titleId={titleId}
        />
      )}
    </Dialog>
  );
}

function RefundForm({
  payment,
  propertyId,
  onClose,
  onDone,
  titleId,
}: {
  payment: Payment;
  propertyId: number;
  onClose: () => void;
  onDone?: (refund: Payment) => void;
  titleId: string;
}) {
  const { t } = useTranslation('payments');
  const refund = useRefundPayment(propertyId);
  const [formError, setFormError] = useState<string | null>(null);
  const max = formatCurrency(payment.amount, payment.currency);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, RefundInput>({
    resolver: domainResolver(refundSchemaFor(payment.amount)),
    defaultValues: {
      amount: payment.amount,
      reason: '',
      mode: payment.mode as FormValues['mode'],
      date: propertyToday(),
    },
  });

  const onSubmit: SubmitHandler<RefundInput> = async (input) => {
    setFormError(null);
    try {
      const saved = await refund.mutateAsync({ id: payment.id, input });
      onDone?.(saved);
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, setError) === 0)
        setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <DialogTitle id={titleId}>{t('refund.title', { id: payment.id })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {t('refund.intro', { amount: max, date: payment.date })}
        </DialogContentText>
        {formError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Stack spacing={1}>
          <MoneyFormField
            control={control}
            name="amount"
            numeric
            required
            label={t('fields.amount')}
            hint={t('refund.maxHint', { amount: max })}
            translateMessage={(message) =>
              message === REFUND_TOO_MUCH ? t('validation.refundTooMuch', { amount: max }) : undefined
            }
          />
          <MoneyFormField
            control={control}
            name="mode"
            required
            label={t('fields.mode')}
            options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          />
          <MoneyFormField control={control} name="date" type="date" label={t('fields.date')} />
          <MoneyFormField
            control={control}
            name="reason"
            required
            multiline
            minRows={2}
            label={t('fields.reason')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" color="warning" disabled={formState.isSubmitting}>
          {t('refund.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
