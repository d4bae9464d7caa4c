import { safeReturnPath } from '../../../lib/return-path';
import { useLogin } from '../api/login';
import { useAuthEnvironment } from '../auth-environment';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { AuthForm } from './auth-form';
import { CredentialField } from './credential-field';

type SigninFormProps = {
  /** Called once, when the user starts typing (the route warms up the signed-in area). */
  onFirstInput?: () => void;
};

/**
 * The sign-in form. On success the session is stored and the user goes to the `return` query parameter (a
 * same-site path only), else to '/'.
 */
export function SigninForm({ onFirstInput }: SigninFormProps) {
  const { t, search, navigate } = useAuthEnvironment();
  const signin = useLogin({
    // Awaited: the form stays pending (button disabled, progress shown) until the page after it is there.
    onSuccess: () => navigate(safeReturnPath(new URLSearchParams(search).get('return')), { replace: true }),
  });
  const form = useCredentialsForm({
    fields: ['username', 'password'],
    onValid: (credentials) => signin.mutate(credentials),
    onFirstInput,
  });

  return (
    <AuthForm
      pending={signin.isPending}
      error={signin.error}
      submitLabel={t('auth.signin.submit')}
      pendingLabel={t('auth.signin.submitting')}
      onSubmit={form.submit}
    >
      <CredentialField
        {...form.field('username')}
        id="signin-username"
        label={t('auth.signin.username')}
        autoComplete="username"
        autoFocus
        htmlInput={{ 'aria-required': true, autoCapitalize: 'none', spellCheck: false }}
      />
      <CredentialField
        {...form.field('password')}
        id="signin-password"
        type="password"
        label={t('auth.signin.password')}
        autoComplete="current-password"
        htmlInput={{ 'aria-required': true }}
      />
    </AuthForm>
  );
}
