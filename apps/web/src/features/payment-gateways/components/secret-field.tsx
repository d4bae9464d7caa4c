import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormTextField } from '../../../components/form/form-text-field';
import { maskedSecret } from './masked-secret';

/**
 * A write-only secret of a form: once saved, the server never sends it back, so the field shows "•••• 4242" with
 * "Replace"; only then a box takes a new value. Left empty, the saved secret stays (the API keeps it).
 */
export function SecretField<T extends FieldValues>({
  control,
  name,
  label,
  set,
  last4,
  hint,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  set: boolean;
  last4: string | null;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('payment-gateways');
  const [replacing, setReplacing] = useState(!set);
  const { field } = useController({ control, name });
  if (!replacing)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 56 }}>
        <Typography component="span" sx={{ minWidth: 160 }}>
          {label}
        </Typography>
        <Typography component="span" sx={{ fontFamily: 'monospace' }}>
          {maskedSecret(t, true, last4)}
        </Typography>
        <Button
          size="small"
          onClick={() => setReplacing(true)}
          aria-label={`${t('setting.replace')}: ${label}`}
        >
          {t('setting.replace')}
        </Button>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder={set ? t('setting.secretPlaceholder') : undefined}
        hint={hint}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      {set && (
        <Button
          size="small"
          sx={{ mt: 1.5, whiteSpace: 'nowrap' }}
          onClick={() => {
            field.onChange('');
            setReplacing(false);
          }}
        >
          {t('setting.keep')}
        </Button>
      )}
    </Stack>
  );
}
