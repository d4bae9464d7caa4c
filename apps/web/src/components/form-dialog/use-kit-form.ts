import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';

import {
  applyServerErrors,
  applyServerFieldErrors,
  domainResolver,
  errorMessage,
} from '../../lib/form-errors';

export type KitFormOptions<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The form's top-level field names: a server message under one of them (`beds.0`) goes on that field. Without
   * it, every path the server names (`address.city`, `taxes.0.name`) goes on that exact field: nested page forms.
   */
  fields?: readonly string[];
  onSave: (values: z.output<S>) => Promise<unknown>;
  /**
   * Also show the server's message by the Save button when every field took its message: on a long page the field
   * may be scrolled out of view. A dialog shows it only when some message found no field.
   */
  alwaysShowServerMessage?: boolean;
  /** When fields are checked: as they are left (default) or only on submit (choices that cannot be half-typed). */
  mode?: 'onTouched' | 'onSubmit';
  /**
   * How the schema sees an empty box. `null` (default): every blank is null, exactly as the server reads the
   * request (`domainResolver`). `asRead`: each value as its field read it (`FormTextField reads`: a blank `number`
   * is undefined, so "Required"; `optionalText` / `optionalNumber` are null; plain text stays ''), for forms whose
   * schema keeps '' apart from null (the rooms and rates dialogs, bulk update, add-service).
   */
  emptyBoxes?: 'null' | 'asRead';
};

/** Puts a failed save's messages on the fields; returns the message to show above (or beside) the form. */
function serverMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | undefined,
  always: boolean,
): string | null {
  if (fields) {
    const message = applyServerErrors(error, setError, fields);
    return always ? errorMessage(error) : message;
  }
  const placed = applyServerFieldErrors(error, setError);
  return always || placed === 0 ? errorMessage(error) : null;
}

/**
 * The form behind every kit form, dialog or page: react-hook-form validated by the domain's zod schema exactly as
 * the server validates (empty boxes read as null: lib/form-errors `domainResolver`, or as each field reads them:
 * `emptyBoxes`); on submit `onSave` runs, and a
 * server 400/409 puts its `fields` messages on the inputs (what was typed stays) and the rest in `formError`.
 * `dialogProps` feeds FormDialog; a page form uses `onSubmit`, `submitting` and `formError` itself.
 */
export function useKitForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
  onSave,
  alwaysShowServerMessage = false,
  mode = 'onTouched',
  emptyBoxes = 'null',
}: KitFormOptions<S>) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver:
      emptyBoxes === 'null'
        ? domainResolver(schema)
        : (zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>),
    defaultValues,
    mode,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(serverMessage(error, form.setError, fields, alwaysShowServerMessage));
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  const submitting = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;
  return {
    form,
    formError,
    setFormError,
    onSubmit,
    submitting,
    dirty,
    dialogProps: { onSubmit, submitting, dirty, formError },
  };
}
