import { factoredPrice, type productInputSchema } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { formatMoney } from '../utils/money';

type Values = z.input<typeof productInputSchema>;
type Output = z.output<typeof productInputSchema>;

/**
 * A product's sizes and portions: each with its own price, or a factor of the product's price whose price shows
 * beside it as the product's price is typed (the server recomputes it whenever that price changes).
 */
export function VariationsField({
  control,
  setValue,
  currency,
}: {
  control: Control<Values, unknown, Output>;
  setValue: UseFormSetValue<Values>;
  currency: string | null;
}) {
  const { t, i18n } = useTranslation('products');
  const { fields, append, remove } = useFieldArray({ control, name: 'variations', keyName: 'key' });
  const rows = useWatch({ control, name: 'variations' }) ?? [];
  const sellPrice = useWatch({ control, name: 'sellPrice' });

  return (
    <Stack spacing={1}>
      {fields.length === 0 && <Typography color="text.secondary">{t('variations.none')}</Typography>}
      {fields.map((field, i) => {
        const row = rows[i];
        // A factored row holds no price of its own (null); an own-priced row holds no factor.
        const byFactor = row?.price === null;
        const price =
          byFactor && typeof row?.factor === 'number' && typeof sellPrice === 'number'
            ? formatMoney(factoredPrice(sellPrice, row.factor), currency, i18n.language)
            : null;
        return (
          <Grid container spacing={1} key={field.key} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name={`variations.${i}.name`}
                required
                label={t('variations.name', { n: i + 1 })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField
                select
                fullWidth
                label={t('variations.pricedBy', { n: i + 1 })}
                value={byFactor ? 'factor' : 'price'}
                onChange={(e) => {
                  const factor = e.target.value === 'factor';
                  setValue(`variations.${i}.price`, factor ? null : (undefined as unknown as number));
                  setValue(`variations.${i}.factor`, factor ? (undefined as unknown as number) : null);
                }}
              >
                <MenuItem value="price">{t('variations.ownPrice')}</MenuItem>
                <MenuItem value="factor">{t('variations.factor')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 10, sm: 4 }}>
              {byFactor ? (
                <FormTextField
                  control={control}
                  name={`variations.${i}.factor`}
                  reads="optionalNumber"
                  type="number"
                  min={0}
                  step="0.05"
                  required
                  label={t('variations.factorOf', { n: i + 1 })}
                  hint={price ? t('variations.makes', { price }) : t('hints.factor')}
                />
              ) : (
                <MoneyField
                  control={control}
                  name={`variations.${i}.price`}
                  required
                  label={t('variations.price', { n: i + 1 })}
                />
              )}
            </Grid>
            <Grid size={{ xs: 2, sm: 1 }}>
              <IconButton aria-label={t('variations.remove', { n: i + 1 })} onClick={() => remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        );
      })}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ name: '', price: undefined as unknown as number, factor: null })}
          disabled={fields.length >= 20}
        >
          {t('variations.add')}
        </Button>
      </div>
    </Stack>
  );
}
