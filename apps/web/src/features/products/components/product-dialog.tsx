import { productInputSchema, type Product } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { FormTextField } from '../../../components/form/form-text-field';
import { GridField } from '../../../components/form/grid-field';
import { MoneyField } from '../../../components/form/money-field';
import { getSessionProperty } from '../../../lib/session';
import { useGroupChoices, useSaveProduct } from '../api/products';
import { ProductImages } from './product-images';
import { VariationsField } from './variations-field';

type FormValues = z.input<typeof productInputSchema>;

const FIELDS = [
  'productGroupId',
  'name',
  'code',
  'shortDescription',
  'description',
  'sellPrice',
  'buyPrice',
  'discountedPrice',
  'taxRate',
  'outOfStock',
  'maintainStock',
  'unitsInStock',
  'variations',
  'modifierGroupIds',
  'active',
] as const;

function defaultsOf(p: Product | null, firstGroup: number | undefined): FormValues {
  return {
    productGroupId: p?.productGroupId ?? (firstGroup as number),
    name: p?.name ?? '',
    code: p?.code ?? '',
    shortDescription: p?.shortDescription ?? null,
    description: p?.description ?? null,
    sellPrice: p?.sellPrice ?? (undefined as unknown as number),
    buyPrice: p?.buyPrice ?? null,
    discountedPrice: p?.discountedPrice ?? null,
    taxRate: p?.taxRate ?? null,
    outOfStock: p?.outOfStock ?? false,
    maintainStock: p?.maintainStock ?? false,
    unitsInStock: p?.unitsInStock ?? 0,
    // A factored variation is sent by its factor: its price follows the product's.
    variations: (p?.variations ?? []).map((v) => ({
      id: v.id,
      name: v.name,
      price: v.factor != null ? null : v.price,
      factor: v.factor,
    })),
    modifierGroupIds: p?.modifierGroups.map((g) => g.id) ?? [],
    active: p?.active ?? true,
  };
}

export type ProductDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this product; without it, a new one. */
  product: Product | null;
};

/**
 * A product: its group, name, code, descriptions, prices, tax, stock, variations (own price or a factor of the
 * price), modifier groups of the same outlet and active; once saved, its images within the plan's count.
 */
export function ProductDialog(props: ProductDialogProps) {
  const groups = useGroupChoices(props.propertyId);
  if (!props.open || !groups.data) return null;
  const first = groups.data.items.find((g) => g.active)?.id;
  return <ProductForm {...props} key={props.product?.id ?? 'new'} firstGroup={first} />;
}

function ProductForm({
  onClose,
  propertyId,
  product,
  firstGroup,
}: ProductDialogProps & { firstGroup: number | undefined }) {
  const { t } = useTranslation('products');
  const currency = getSessionProperty()?.localCurrency ?? null;
  const save = useSaveProduct(propertyId);
  const groups = useGroupChoices(propertyId).data?.items ?? [];
  const { form, dialogProps } = useKitForm({
    schema: productInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(product, firstGroup),
    onSave: async (input) => {
      await save.mutateAsync({ id: product?.id, input });
      onClose();
    },
  });
  const { control, setValue } = form;
  const groupId = useWatch({ control, name: 'productGroupId' });
  const keepsStock = useWatch({ control, name: 'maintainStock' });
  const own = groups.find((g) => g.id === groupId);
  // Modifiers come from the other groups of the product's outlet.
  const modifierChoices = groups.filter(
    (g) => g.id !== groupId && g.businessServiceId === own?.businessServiceId,
  );

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={product ? t('products.editTitle', { name: product.name }) : t('products.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={6}
          control={control}
          name="productGroupId"
          required
          reads="number"
          label={t('fields.group')}
          options={groups
            .filter((g) => g.active || g.id === product?.productGroupId)
            .map((g) => ({ value: String(g.id), label: `${g.name} (${g.businessServiceName})` }))}
        />
        <GridField
          sm={6}
          control={control}
          name="code"
          required
          reads={(v) => v.toUpperCase()}
          label={t('fields.code')}
          hint={t('hints.code')}
        />
        <GridField sm={12} control={control} name="name" required label={t('fields.name')} />
        <GridField
          sm={12}
          control={control}
          name="shortDescription"
          reads="optionalText"
          label={t('fields.shortDescription')}
        />
        <GridField
          sm={12}
          control={control}
          name="description"
          reads="optionalText"
          multiline
          minRows={2}
          label={t('fields.description')}
        />
        <Grid size={{ xs: 6, sm: 3 }}>
          <MoneyField control={control} name="sellPrice" required label={t('fields.sellPrice')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <MoneyField control={control} name="discountedPrice" label={t('fields.discountedPrice')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <MoneyField control={control} name="buyPrice" label={t('fields.buyPrice')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="taxRate"
            reads="optionalNumber"
            type="number"
            min={0}
            step="0.01"
            label={t('fields.taxRate')}
            hint={t('hints.taxRate')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CheckboxField control={control} name="maintainStock" label={t('fields.maintainStock')} />
          <CheckboxField control={control} name="outOfStock" label={t('fields.outOfStock')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {keepsStock && (
            <FormTextField
              control={control}
              name="unitsInStock"
              reads="number"
              type="number"
              min={0}
              label={t('fields.unitsInStock')}
            />
          )}
        </Grid>
        <SectionTitle>{t('variations.heading')}</SectionTitle>
        <Grid size={12}>
          <VariationsField control={control} setValue={setValue} currency={currency} />
        </Grid>
        <SectionTitle>{t('fields.modifierGroups')}</SectionTitle>
        <Grid size={12}>
          <Controller
            control={control}
            name="modifierGroupIds"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={modifierChoices}
                getOptionLabel={(g) => g.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={groups.filter((g) => (field.value ?? []).includes(g.id))}
                onChange={(_e, picked) => field.onChange(picked.map((g) => g.id))}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('fields.modifierGroups')}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? t('hints.modifierGroups')}
                  />
                )}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <CheckboxField control={control} name="active" label={t('fields.active')} />
        </Grid>
        {product && (
          <>
            <SectionTitle>{t('images.heading')}</SectionTitle>
            <Grid size={12}>
              <ProductImages propertyId={propertyId} productId={product.id} />
            </Grid>
          </>
        )}
      </Grid>
    </FormDialog>
  );
}
