import { VALIDATION_MESSAGES } from '@bookone/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { ApiRequestError } from '../../../lib/api-client';
import { clearLocked } from '../../../lib/session';
import { translateValidationMessage } from '../../../lib/validation-message';
import { useLogin } from '../api/login';

const unlockSchema = z.object({ password: z.string().min(1, VALIDATION_MESSAGES.required) });

type LockScreenFormProps = {
  /** The username the session signed in with (sessionStorage UserName). */
  username: string;
  /** Where to go once unlocked: the page the user was on. */
  returnTo: string;
};

/**
 * Unlocks the lock screen (spec §2.3) by signing in again with the session's username: POST /api/user/login. On
 * success the session is stored afresh, the Locked flag is cleared and the user goes back where they were; a wrong
 * password shows the server's message.
 */
export function LockScreenForm({ username, returnTo }: LockScreenFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unlock = useLogin({
    onSuccess: () => {
      clearLocked();
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void navigate(returnTo, { replace: true });
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(unlockSchema), defaultValues: { password: '' } });
  const { ref, ...passwordField } = register('password');
  const passwordError = translateValidationMessage(t, errors.password);
  const serverError =
    unlock.error == null
      ? undefined
      : unlock.error instanceof ApiRequestError
        ? unlock.error.message
        : t('errorPage.description');

  return (
    <Box
      component="form"
      noValidate
      aria-busy={unlock.isPending}
      onSubmit={(event) => void handleSubmit(({ password }) => unlock.mutate({ username, password }))(event)}
    >
      <Stack spacing={2.5}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        {/* For password managers: the account being unlocked. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          {...passwordField}
          inputRef={ref}
          id="lockscreen-password"
          type="password"
          label={t('auth.signin.password')}
          autoComplete="current-password"
          autoFocus
          fullWidth
          error={passwordError != null}
          helperText={passwordError}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={unlock.isPending}>
            {t('lockscreen.unlock')}
          </Button>
          {unlock.isPending && (
            <LinearProgress aria-label={t('lockscreen.unlocking')} sx={{ mt: 1, borderRadius: 1 }} />
          )}
        </Box>
      </Stack>
    </Box>
  );
}
