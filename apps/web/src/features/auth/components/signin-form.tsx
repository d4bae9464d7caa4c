import { loginRequestSchema } from '@bookone/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { ApiRequestError } from '../../../lib/api-client';
import { safeReturnPath } from '../../../lib/return-path';
import { translateValidationMessage } from '../../../lib/validation-message';
import { useLogin } from '../api/login';

/**
 * The sign-in form. On success the session is stored and the user goes to the `return` query parameter (a
 * same-site path only), else to '/'.
 */
export function SigninForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signin = useLogin({
    onSuccess: () => void navigate(safeReturnPath(searchParams.get('return')), { replace: true }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const { ref: usernameRef, ...usernameField } = register('username');
  const { ref: passwordRef, ...passwordField } = register('password');
  const usernameError = translateValidationMessage(t, errors.username);
  const passwordError = translateValidationMessage(t, errors.password);
  const serverError =
    signin.error == null
      ? undefined
      : signin.error instanceof ApiRequestError
        ? signin.error.message
        : t('errorPage.description');

  return (
    <Box
      component="form"
      noValidate
      aria-busy={signin.isPending}
      onSubmit={(event) => void handleSubmit((values) => signin.mutate(values))(event)}
    >
      <Stack spacing={2.5}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <TextField
          {...usernameField}
          inputRef={usernameRef}
          id="signin-username"
          label={t('auth.signin.username')}
          autoComplete="username"
          autoFocus
          fullWidth
          error={usernameError != null}
          helperText={usernameError}
          slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          {...passwordField}
          inputRef={passwordRef}
          id="signin-password"
          type="password"
          label={t('auth.signin.password')}
          autoComplete="current-password"
          fullWidth
          error={passwordError != null}
          helperText={passwordError}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={signin.isPending}>
            {t('auth.signin.submit')}
          </Button>
          {signin.isPending && (
            <LinearProgress aria-label={t('auth.signin.submitting')} sx={{ mt: 1, borderRadius: 1 }} />
          )}
        </Box>
      </Stack>
    </Box>
  );
}
