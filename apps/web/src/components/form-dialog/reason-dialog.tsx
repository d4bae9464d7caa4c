import type { z } from 'zod';

import { FormTextField } from '../form/form-text-field';
import { FormDialog } from './form-dialog';
import { useKitForm } from './use-kit-form';

/**
 * A dialog asking only for a reason (cancel a reservation, an order…): required, kept by the server with the
 * change. `schema` is the request's own (its message keys); `onSave` sends it and throws what the server refused,
 * shown in the dialog.
 */
export function ReasonDialog({
  schema,
  title,
  label,
  hint,
  submitLabel,
  submittingLabel,
  onSave,
  onClose,
}: {
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  title: string;
  label: string;
  hint?: string;
  submitLabel: string;
  submittingLabel: string;
  onSave: (body: { reason: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { form, dialogProps } = useKitForm({
    schema,
    fields: ['reason'],
    defaultValues: { reason: '' },
    onSave,
  });
  return (
    <FormDialog
      {...dialogProps}
      title={title}
      onClose={onClose}
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
      submitColor="error"
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={label}
        hint={hint}
        required
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
