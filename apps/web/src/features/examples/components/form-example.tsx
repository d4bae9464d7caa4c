import { emailSchema, passwordSchema, phoneSchema, requiredText } from '@bookone/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { fieldErrorText } from '../../../lib/form-errors';

/** The shared rules of spec §5, exactly as the server applies them. */
const contactSchema = z.object({
  name: requiredText(80),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
type Contact = z.infer<typeof contactSchema>;

/** react-hook-form + zod with the domain's schemas: messages show under each field once it has been left. */
export function FormExample() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });

  const field = (name: FieldPath<Contact>, type = 'text') => {
    const { ref, ...rest } = register(name);
    const error = fieldErrorText(t, errors[name]);
    return (
      <TextField
        {...rest}
        inputRef={ref}
        id={`example-${name}`}
        type={type}
        label={t(`examples.form.${name}`)}
        error={error != null}
        helperText={error ?? ' '}
        fullWidth
      />
    );
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={1}
        sx={{ maxWidth: 420 }}
        onSubmit={(event) =>
          void handleSubmit(() => {
            setSaved(true);
            reset();
          })(event)
        }
      >
        {field('name')}
        {field('email', 'email')}
        {field('phone', 'tel')}
        {field('password', 'password')}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('examples.form.submit')}
        </Button>
      </Stack>
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)}>
        <Alert severity="success" variant="filled" onClose={() => setSaved(false)}>
          {t('examples.form.valid')}
        </Alert>
      </Snackbar>
    </>
  );
}
