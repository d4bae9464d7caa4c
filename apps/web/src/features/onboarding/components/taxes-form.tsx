import { taxRateFor, taxStepSchema, type TaxStepInput } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrorText } from '../../../lib/form-errors';
import { StepForm } from './step-form';

type TaxValues = TaxStepInput;

function SlabRows({ control, index }: { control: Control<TaxValues>; index: number }) {
  const { t } = useTranslation('setup');
  const { fields, append, remove } = useFieldArray({ control, name: `taxes.${index}.taxSlabsList` });
  return (
    <Box sx={{ mt: 1 }}>
      {fields.map((slab, k) => (
        <Grid container spacing={1} key={slab.id} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 4, sm: 3 }}>
            <FormTextField
              control={control}
              name={`taxes.${index}.taxSlabsList.${k}.minAmount`}
              reads="optionalNumber"
              size="small"
              label={t('tax.from')}
            />
          </Grid>
          <Grid size={{ xs: 4, sm: 3 }}>
            <FormTextField
              control={control}
              name={`taxes.${index}.taxSlabsList.${k}.maxAmount`}
              reads="optionalNumber"
              size="small"
              label={t('tax.to')}
              hint={t('tax.openEnded')}
            />
          </Grid>
          <Grid size={{ xs: 3, sm: 3 }}>
            <FormTextField
              control={control}
              name={`taxes.${index}.taxSlabsList.${k}.percentage`}
              reads="optionalNumber"
              size="small"
              label={t('tax.rate')}
            />
          </Grid>
          <Grid size={{ xs: 1, sm: 3 }}>
            <IconButton aria-label={t('tax.removeSlab', { n: k + 1 })} onClick={() => remove(k)}>
              <DeleteIcon />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => {
          append({ minAmount: 0, maxAmount: null, percentage: 0 });
        }}
      >
        {t('tax.addSlab')}
      </Button>
    </Box>
  );
}

/**
 * Named taxes (GST, room levy…), each a plain percentage or slabs by amount, with a live example of the rule of
 * spec §5: a slab applies when its minimum ≤ amount ≤ its maximum (an empty maximum has no upper limit).
 */
export function TaxesForm({
  defaultValues,
  onSave,
  onBack,
  submitLabel,
  currency,
}: {
  defaultValues: TaxValues;
  onSave: (values: TaxStepInput) => Promise<unknown>;
  onBack?: () => void;
  submitLabel?: string;
  currency: string;
}) {
  const { t } = useTranslation('setup');
  const { t: tc } = useTranslation();
  const kit = useKitForm({ schema: taxStepSchema, defaultValues, onSave, alwaysShowServerMessage: true });
  const { control, formState, setValue, getFieldState } = kit.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'taxes' });
  const [example, setExample] = useState('150');
  const taxes = useWatch({ control, name: 'taxes' });
  const amount = Number(example);
  const taxesError = formState.errors.taxes;
  const listError = fieldErrorText(tc, taxesError?.message ? taxesError : taxesError?.root);

  return (
    <StepForm label={t('steps.tax')} kit={kit} onBack={onBack} submitLabel={submitLabel}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('tax.intro')}
      </Typography>
      {fields.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('tax.none')}
        </Alert>
      )}
      {fields.map((tax, index) => {
        const useSlabs = (taxes[index]?.taxSlabsList.length ?? 0) > 0;
        return (
          <Card variant="outlined" key={tax.id} sx={{ mb: 2 }}>
            <CardContent>
              <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <FormTextField
                    control={control}
                    name={`taxes.${index}.name`}
                    label={t('tax.name')}
                    required
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  {!useSlabs && (
                    <FormTextField
                      control={control}
                      name={`taxes.${index}.percentage`}
                      reads="optionalNumber"
                      label={t('tax.percentage')}
                    />
                  )}
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <IconButton
                    aria-label={t('tax.remove', { name: taxes[index]?.name || index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Grid>
              </Grid>
              <FormControlLabel
                control={
                  <Switch
                    checked={useSlabs}
                    onChange={(_, checked) => {
                      setValue(
                        `taxes.${index}.taxSlabsList`,
                        checked
                          ? [{ minAmount: 0, maxAmount: null, percentage: taxes[index]?.percentage ?? 0 }]
                          : [],
                      );
                      if (checked) setValue(`taxes.${index}.percentage`, null);
                    }}
                  />
                }
                label={t('tax.bySlabs')}
              />
              {useSlabs && <SlabRows control={control} index={index} />}
              {fieldErrorText(tc, getFieldState(`taxes.${index}.taxSlabsList`, formState).error) && (
                <Typography color="error" variant="body2" role="alert">
                  {fieldErrorText(tc, getFieldState(`taxes.${index}.taxSlabsList`, formState).error)}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ name: fields.length === 0 ? 'GST' : '', percentage: null, taxSlabsList: [] })}
      >
        {t('tax.add')}
      </Button>

      {fields.length > 0 && (
        <Box sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }} aria-live="polite">
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {t('tax.exampleTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('tax.rule')}
          </Typography>
          <TextField
            size="small"
            type="number"
            label={t('tax.exampleAmount', { currency })}
            value={example}
            onChange={(e) => setExample(e.target.value)}
            sx={{ maxWidth: 220 }}
          />
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
            {taxes.map((tax, i) => {
              const rate = Number.isFinite(amount) ? taxRateFor(amount, tax) : null;
              return (
                <li key={fields[i]?.id ?? i}>
                  <Typography variant="body2">
                    {rate == null
                      ? t('tax.exampleNone', { name: tax.name || '—', amount: example })
                      : t('tax.exampleLine', {
                          name: tax.name || '—',
                          amount: example,
                          rate,
                          tax: ((amount * rate) / 100).toFixed(2),
                          currency,
                        })}
                  </Typography>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </StepForm>
  );
}
