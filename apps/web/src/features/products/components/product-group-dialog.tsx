import { productGroupInputSchema, type ProductGroup } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { GridField } from '../../../components/form/grid-field';
import { useOutletChoices, useSaveProductGroup } from '../api/products';
import { GroupImage } from './group-image';

type FormValues = z.input<typeof productGroupInputSchema>;

const FIELDS = [
  'businessServiceId',
  'name',
  'code',
  'description',
  'category',
  'type',
  'printerName',
  'groupKot',
  'taxable',
  'active',
] as const;

function defaultsOf(g: ProductGroup | null, firstOutlet: number | undefined): FormValues {
  return {
    businessServiceId: g?.businessServiceId ?? (firstOutlet as number),
    name: g?.name ?? '',
    code: g?.code ?? null,
    description: g?.description ?? null,
    category: g?.category ?? null,
    type: g?.type ?? null,
    printerName: g?.printerName ?? null,
    groupKot: g?.groupKot ?? false,
    taxable: g?.taxable ?? true,
    active: g?.active ?? true,
  };
}

export type ProductGroupDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this group; without it, a new one. */
  group: ProductGroup | null;
};

/**
 * A product group: its outlet, name, code, category, type, kitchen station, group KOT, taxable and active; once
 * saved, its image.
 */
export function ProductGroupDialog(props: ProductGroupDialogProps) {
  const outlets = useOutletChoices(props.propertyId);
  if (!props.open || !outlets.data) return null;
  return <GroupForm {...props} key={props.group?.id ?? 'new'} firstOutlet={outlets.data[0]?.id} />;
}

function GroupForm({
  onClose,
  propertyId,
  group,
  firstOutlet,
}: ProductGroupDialogProps & { firstOutlet: number | undefined }) {
  const { t } = useTranslation('products');
  const save = useSaveProductGroup(propertyId);
  const outlets = useOutletChoices(propertyId);
  const { form, dialogProps } = useKitForm({
    schema: productGroupInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(group, firstOutlet),
    onSave: async (input) => {
      await save.mutateAsync({ id: group?.id, input });
      onClose();
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={6}
          control={control}
          name="businessServiceId"
          required
          reads="number"
          label={t('fields.outlet')}
          options={(outlets.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <GridField
          sm={6}
          control={control}
          name="code"
          reads={(v) => v.trim().toUpperCase() || null}
          label={t('fields.code')}
          hint={t('hints.code')}
        />
        <GridField sm={12} control={control} name="name" required label={t('fields.name')} />
        <GridField
          sm={6}
          control={control}
          name="category"
          reads="optionalText"
          label={t('fields.category')}
        />
        <GridField sm={6} control={control} name="type" reads="optionalText" label={t('fields.type')} />
        <GridField
          sm={12}
          control={control}
          name="printerName"
          reads="optionalText"
          label={t('fields.printerName')}
          hint={t('hints.printerName')}
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
        <Grid size={12}>
          <CheckboxField control={control} name="groupKot" label={t('fields.groupKot')} />
          <CheckboxField control={control} name="taxable" label={t('fields.taxable')} />
          <CheckboxField control={control} name="active" label={t('fields.active')} />
        </Grid>
        {group && (
          <>
            <SectionTitle>{t('images.groupHeading')}</SectionTitle>
            <Grid size={12}>
              <GroupImage
                propertyId={propertyId}
                groupId={group.id}
                name={group.name}
                initialUrl={group.imageUrl}
              />
            </Grid>
          </>
        )}
      </Grid>
    </FormDialog>
  );
}
