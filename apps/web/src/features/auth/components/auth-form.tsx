import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuthEnvironment } from '../auth-environment';

type AuthFormProps = {
  /** The login request is under way: the button is disabled and a progress bar named `pendingLabel` shows. */
  pending: boolean;
  /** The login request's error: the server's message, or the generic one when there was no answer to read. */
  error: unknown;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: () => void;
  children: ReactNode;
};

/** The frame of the sign-in and unlock forms: the server's message, the fields, the submit button and progress. */
export function AuthForm({ pending, error, submitLabel, pendingLabel, onSubmit, children }: AuthFormProps) {
  const { t } = useAuthEnvironment();
  const serverError =
    error == null ? undefined : error instanceof ApiRequestError ? error.message : t('errorPage.description');

  return (
    <Box
      component="form"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack spacing={2.5}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        {children}
        <Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
            {submitLabel}
          </Button>
          {pending && <LinearProgress aria-label={pendingLabel} sx={{ mt: 1, borderRadius: 1 }} />}
        </Box>
      </Stack>
    </Box>
  );
}
