import { LEAD_SOLUTIONS, type LeadSolution } from '@bookone/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The solutions a business is interested in (the original's "book a demo" step): a group of check boxes. */
export function SolutionsField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation('leads');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as LeadSolution[];
        const toggle = (s: LeadSolution, on: boolean) =>
          field.onChange(on ? [...value, s] : value.filter((v) => v !== s));
        return (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{t('fields.solutions')}</FormLabel>
            <FormGroup row>
              {LEAD_SOLUTIONS.map((s) => (
                <FormControlLabel
                  key={s}
                  label={t(`solution.${s}`)}
                  control={
                    <Checkbox checked={value.includes(s)} onChange={(e) => toggle(s, e.target.checked)} />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}
