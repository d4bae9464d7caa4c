import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { useKitForm } from '../form-dialog/use-kit-form';

/**
 * A settings tab of the business profile (day close, guest messages…): its heading and intro, then the form once the
 * settings are read (a spinner before, the error if the read failed).
 */
export function SettingsCard<T>({
  title,
  intro,
  query,
  loadingLabel,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <CircularProgress aria-label={loadingLabel} />;
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {query.error.message}
      </Alert>
    );
  else body = children(query.data);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {intro}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

/** The form of a settings tab: the saved notice (dismissable), the form's error, its fields and the Save button. */
export function SettingsForm({
  label,
  saved,
  savedText,
  onSavedClose,
  formError,
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  label: string;
  saved: boolean;
  savedText: string;
  onSavedClose: () => void;
  formError: string | null | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={label}>
      {saved && (
        <Alert severity="success" onClose={onSavedClose}>
          {savedText}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {children}
      <Box>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The form of a settings tab on the kit (each box as its field reads it, server messages on the fields) with its
 * saved notice: `form` for the fields, `frame` for SettingsForm.
 */
export function useSettingsForm<S extends z.ZodObject>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
  save: (values: z.output<S>) => Promise<unknown>,
) {
  const [saved, setSaved] = useState(false);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: schema as unknown as z.ZodType<z.output<S> & FieldValues, z.input<S> & FieldValues>,
    defaultValues: defaults,
    fields: Object.keys(schema.shape),
    emptyBoxes: 'asRead',
    onSave: async (values) => {
      setSaved(false);
      await save(values);
      setSaved(true);
    },
  });
  return { form, frame: { saved, onSavedClose: () => setSaved(false), formError, onSubmit, submitting } };
}
