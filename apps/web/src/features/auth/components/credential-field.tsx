import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';

type CredentialFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText: string | undefined;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  /** Attributes of the input element itself. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * An outlined text box as MUI's TextField draws it (label, notch, helper text as the input's description), built
 * from its parts: TextField also carries the Select with its menu, popover and modal, a sixth of the sign-in page's
 * JavaScript for a choice it never offers (issue 9 §3).
 */
export function CredentialField({
  id,
  label,
  error,
  helperText,
  inputRef,
  htmlInput,
  ...input
}: CredentialFieldProps) {
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      <InputLabel id={labelId} htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        aria-describedby={helperText ? helperId : undefined}
        inputProps={htmlInput}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
