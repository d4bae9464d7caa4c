import { EXPENSE_TYPES, expenseInputSchema, PAYMENT_MODES, type Expense } from '@bookone/domain';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FileUploadButton } from '../../../components/files/file-upload-button';
import { FormTextField } from '../../../components/form/form-text-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { errorMessage } from '../../../lib/form-errors';
import { propertyToday } from '../../../lib/dates';
import { useCan } from '../../../hooks/use-can';
import { downloadReceipt, useCreateExpense, useUpdateExpense, useUploadReceipt } from '../api/expenses';
import { BookingPicker, type PickedBooking } from './booking-picker';

type FormValues = z.input<typeof expenseInputSchema>;

const FIELDS = [
  'date',
  'type',
  'description',
  'amount',
  'receiptNumber',
  'department',
  'paymentMode',
  'bookingId',
  'notes',
] as const;

function defaultsOf(expense: Expense | null): FormValues {
  if (expense)
    return {
      date: expense.date,
      type: expense.type as FormValues['type'],
      description: expense.description,
      amount: expense.amount,
      receiptNumber: expense.receiptNumber ?? '',
      department: expense.department ?? '',
      paymentMode: (expense.paymentMode ?? '') as FormValues['paymentMode'],
      bookingId: expense.bookingId,
      notes: expense.notes ?? '',
    };
  return {
    date: propertyToday(),
    type: '' as FormValues['type'],
    description: '',
    amount: undefined as never,
    receiptNumber: '',
    department: '',
    paymentMode: '' as FormValues['paymentMode'],
    bookingId: null,
    notes: '',
  };
}

export type ExpenseDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this expense; without it, a new one. */
  expense?: Expense | null;
  onSaved?: (expense: Expense) => void;
  /** A message for the page when the expense saved but its receipt did not upload. */
  onReceiptError?: (message: string) => void;
};

/**
 * "Expense entry details": date (as on the receipt), type, description, amount (taxes included), receipt number,
 * department, payment mode, an optional booking (then charged to that guest's folio), notes, and the receipt (an
 * image or PDF ≤ 5 MB, uploaded after the expense is saved).
 */
export function ExpenseDialog(props: ExpenseDialogProps) {
  return props.open ? <ExpenseForm {...props} key={props.expense?.id ?? 'new'} /> : null;
}

function ExpenseForm({ onClose, propertyId, expense = null, onSaved, onReceiptError }: ExpenseDialogProps) {
  const { t } = useTranslation('payments');
  const canPickBooking = useCan('booking.read');
  const create = useCreateExpense(propertyId);
  const update = useUpdateExpense(propertyId);
  const upload = useUploadReceipt(propertyId);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [booking, setBooking] = useState<PickedBooking | null>(
    expense?.bookingId != null
      ? { id: expense.bookingId, bookingNumber: expense.bookingNumber ?? '', guestName: '' }
      : null,
  );
  const { form, dialogProps } = useKitForm({
    schema: expenseInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(expense),
    onSave: async (input) => {
      let saved = expense
        ? await update.mutateAsync({ id: expense.id, input })
        : await create.mutateAsync(input);
      // The expense is saved: a receipt that fails to upload is said on the page, the dialog still closes.
      if (receipt) {
        setProgress(0);
        try {
          saved = await upload.mutateAsync({ id: saved.id, file: receipt, onProgress: setProgress });
        } catch (error) {
          onReceiptError?.(errorMessage(error));
        } finally {
          setProgress(null);
        }
      }
      onSaved?.(saved);
      onClose();
    },
  });
  const { control, setValue } = form;

  const typeOptions = EXPENSE_TYPES.map((type) => ({ value: type, label: t(`expenseTypes.${type}`) }));
  const modeOptions = [
    { value: '', label: t('common.none') },
    ...PAYMENT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) })),
  ];

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={expense ? t('expenses.editTitle', { id: expense.id }) : t('expenses.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField
            control={control}
            name="date"
            required
            label={t('fields.date')}
            hint={t('expenses.dateHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            control={control}
            name="amount"
            required
            label={t('fields.amount')}
            hint={t('expenses.amountHint')}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="type"
            required
            label={t('fields.type')}
            options={typeOptions}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" required label={t('fields.description')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="receiptNumber" label={t('fields.receiptNumber')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="department" label={t('fields.department')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="paymentMode"
            label={t('fields.mode')}
            options={modeOptions}
          />
        </Grid>
        {canPickBooking ? (
          <Grid size={12}>
            <BookingPicker
              propertyId={propertyId}
              value={booking}
              label={t('fields.booking')}
              helperText={t('expenses.bookingHint')}
              onChange={(b) => {
                setBooking(b);
                setValue('bookingId', b?.id ?? null, { shouldDirty: true });
              }}
            />
          </Grid>
        ) : null}
        {booking && (
          <Grid size={12}>
            <Alert severity="info">{t('expenses.folioHint', { number: booking.bookingNumber })}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <FormTextField control={control} name="notes" multiline minRows={2} label={t('fields.notes')} />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('fields.receipt')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <FileUploadButton
              label={
                expense?.hasReceipt || receipt ? t('expenses.receiptReplace') : t('expenses.receiptUpload')
              }
              onFile={setReceipt}
              progress={progress}
            />
            {receipt ? (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <AttachFileIcon fontSize="small" aria-hidden />
                {receipt.name}
              </Typography>
            ) : expense?.hasReceipt ? (
              <Button size="small" onClick={() => void downloadReceipt(expense).catch(() => undefined)}>
                {t('expenses.receiptDownload', { name: expense.receiptName ?? '' })}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('expenses.receiptNone')}
              </Typography>
            )}
          </Stack>
          {progress != null && (
            <Typography variant="caption" role="status">
              {t('expenses.receiptUploading')}
            </Typography>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
