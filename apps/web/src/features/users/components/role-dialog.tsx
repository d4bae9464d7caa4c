import { ROLE_SCOPES, roleCreateSchema, type RoleView } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCreateRole, useUpdateRole } from '../api/roles';
import { PermissionsField } from './permissions-field';

type FormValues = z.input<typeof roleCreateSchema>;
const FIELDS = ['label', 'scope', 'description', 'permissions'] as const;

export type RoleDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Edit this custom role; without it, a new one. */
  role?: RoleView | null;
  onSaved?: (role: RoleView) => void;
};

/**
 * A custom role (issue 10): its name, where its holders belong (chosen once: the role's key carries it), a
 * description and its permissions from the catalogue.
 */
export function RoleDialog(props: RoleDialogProps) {
  return props.open ? <RoleForm {...props} key={props.role?.role ?? 'new'} /> : null;
}

function RoleForm({ onClose, role = null, onSaved }: RoleDialogProps) {
  const { t } = useTranslation('users');
  const create = useCreateRole();
  const update = useUpdateRole();
  const defaults: FormValues = {
    label: role?.label ?? '',
    scope: role?.scope ?? 'property',
    description: role?.description ?? '',
    permissions: role?.permissions ?? [],
  };
  const { form, dialogProps } = useKitForm({
    schema: roleCreateSchema,
    fields: FIELDS,
    defaultValues: defaults,
    onSave: async (input) => {
      const saved = (
        role
          ? await update.mutateAsync({
              role: role.role,
              input: { label: input.label, description: input.description, permissions: input.permissions },
            })
          : await create.mutateAsync(input)
      ) as RoleView;
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={role ? t('roleAdmin.editTitle', { name: role.label ?? role.role }) : t('roleAdmin.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="label" required label={t('roleAdmin.label')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="scope"
            label={t('roleAdmin.scope')}
            hint={t('roleAdmin.scopeNote')}
            disabled={role != null}
            options={ROLE_SCOPES.map((s) => ({ value: s, label: t(`roleAdmin.scopes.${s}`) }))}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            multiline
            minRows={2}
            label={t('roleAdmin.description')}
          />
        </Grid>
        <Grid size={12}>
          <PermissionsField control={control} name="permissions" />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
