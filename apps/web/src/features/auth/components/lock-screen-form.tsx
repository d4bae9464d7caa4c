import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { clearLocked } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { AuthForm } from './auth-form';
import { CredentialField } from './credential-field';

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
  const form = useCredentialsForm({
    fields: ['password'],
    username,
    onValid: (credentials) => unlock.mutate(credentials),
  });

  return (
    <AuthForm
      pending={unlock.isPending}
      error={unlock.error}
      submitLabel={t('lockscreen.unlock')}
      pendingLabel={t('lockscreen.unlocking')}
      onSubmit={form.submit}
    >
      {/* For password managers: the account being unlocked. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <CredentialField
        {...form.field('password')}
        id="lockscreen-password"
        type="password"
        label={t('auth.signin.password')}
        autoComplete="current-password"
        autoFocus
        htmlInput={{ 'aria-required': true }}
      />
    </AuthForm>
  );
}
