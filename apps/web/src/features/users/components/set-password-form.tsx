import { setPasswordFormSchema } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePasswordLinkCheck, useSetPassword } from '../api/password-links';

/**
 * The page of a set-password link (invitation or reset): checks the link first (who it is for), then takes the new
 * password twice. The link works once; after it, the user signs in with the new password.
 */
export function SetPasswordForm({
  token,
  signinHref,
  forgotHref,
}: {
  token: string;
  signinHref: string;
  forgotHref: string;
}) {
  const { t } = useTranslation();
  const check = usePasswordLinkCheck(token);
  const save = useSetPassword();
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: setPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword', 'token'],
    emptyBoxes: 'asRead',
    onSave: ({ password }) => save.mutateAsync({ token, password }),
  });

  if (check.isPending) return <Skeleton variant="rounded" height={160} />;
  if (check.isError)
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {t('passwordPages.invalidLink')}
        </Alert>
        <Button component={RouterLink} to={forgotHref}>
          {t('passwordPages.askNewLink')}
        </Button>
        <Button component={RouterLink} to={signinHref} variant="contained">
          {t('passwordPages.toSignin')}
        </Button>
      </Stack>
    );
  if (save.isSuccess)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('passwordPages.done', { username: check.data.username })}
        </Alert>
        <Button component={RouterLink} to={signinHref} variant="contained">
          {t('passwordPages.toSignin')}
        </Button>
      </Stack>
    );
  const { control } = form;
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit}>
      <Typography>
        {t(check.data.purpose === 'INVITE' ? 'passwordPages.welcome' : 'passwordPages.resetFor', {
          name: check.data.firstName,
          username: check.data.username,
        })}
      </Typography>
      {/* For password managers: the account the password belongs to. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={check.data.username}
        readOnly
        hidden
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('passwordPages.newPassword')}
        hint={t('passwordPages.rule')}
        required
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('passwordPages.confirmPassword')}
        required
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? t('passwordPages.saving') : t('passwordPages.save')}
      </Button>
    </Stack>
  );
}
