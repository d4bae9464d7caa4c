import { forgotPasswordSchema } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useForgotPassword } from '../api/password-links';

/**
 * Forgot password (original app §1.1): the email of the account; the answer is the same whether it has one, so
 * that nobody learns which addresses have accounts. The reset link reaches the user by email (through the message
 * outbox), in the page's language (the user's later emails speak it too).
 */
export function ForgotPasswordForm({ signinHref }: { signinHref: string }) {
  const { t, i18n } = useTranslation();
  const ask = useForgotPassword();
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: forgotPasswordSchema,
    defaultValues: { username: '' },
    fields: ['username'],
    emptyBoxes: 'asRead',
    onSave: (values) =>
      ask.mutateAsync({ ...values, language: i18n.language.startsWith('fr') ? 'fr' : 'en' }),
  });
  if (ask.isSuccess)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('passwordPages.forgotSent')}
        </Alert>
        <Button component={RouterLink} to={signinHref} variant="contained">
          {t('passwordPages.toSignin')}
        </Button>
      </Stack>
    );
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit}>
      <Typography>{t('passwordPages.forgotIntro')}</Typography>
      <FormTextField
        control={form.control}
        name="username"
        type="email"
        autoComplete="username"
        label={t('passwordPages.email')}
        required
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('passwordPages.sendLink')}
      </Button>
      <Button component={RouterLink} to={signinHref}>
        {t('passwordPages.toSignin')}
      </Button>
    </Stack>
  );
}
