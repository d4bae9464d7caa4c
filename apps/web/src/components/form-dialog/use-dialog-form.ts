import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { applyServerErrors } from './field-errors';

/**
 * The form behind a FormDialog: react-hook-form validated by the domain's zod schema (the server's own), checked
 * as fields are left; on submit, `onSave` runs and a server 400/409 puts its `fields` messages on the inputs (what
 * was typed stays), with the rest in `formError`. `dialogProps` feeds FormDialog.
 */
export function useDialogForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
  onSave,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The form's top-level field names: where server messages may land. */
  fields: readonly string[];
  onSave: (values: z.output<S>) => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as never,
    defaultValues,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });
  return {
    form,
    formError,
    dialogProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      submitting: form.formState.isSubmitting,
      dirty: form.formState.isDirty,
      formError,
    },
  };
}
