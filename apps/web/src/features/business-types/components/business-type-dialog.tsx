import { BUSINESS_MODULES, businessTypeInputSchema, type BusinessTypeConfig } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { FormDialog, fieldErrorText, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { FormTextField } from '../../../components/form/form-text-field';
import { errorMessage } from '../../../lib/error-message';
import { useResetBusinessType, useUpdateBusinessType } from '../api/business-types';

const TEXTS = [
  'labelEn',
  'labelFr',
  'locationTermEn',
  'locationTermFr',
  'resourceTermEn',
  'resourceTermFr',
] as const;
// `version` is no box: a 409 naming it (changed meanwhile) shows above the form.
const FIELDS = [...TEXTS, 'modules', 'active'] as const;

export type BusinessTypeDialogProps = {
  /** The type to edit; the dialog is closed without one. */
  type: BusinessTypeConfig | null;
  organisationId: number;
  /** For a reader (no businessType.write): the settings shown, nothing to save. */
  readOnly: boolean;
  onClose: () => void;
};

/**
 * One business type's settings for the organisation: labels and terms in English and French, the modules it uses,
 * whether onboarding offers it; its default menus as information (the spec's menus are fixed); and, for a type the
 * organisation changed, the way back to the platform's defaults.
 */
export function BusinessTypeDialog(props: BusinessTypeDialogProps) {
  return props.type ? <BusinessTypeForm {...props} type={props.type} key={props.type.key} /> : null;
}

function BusinessTypeForm({
  type,
  organisationId,
  readOnly,
  onClose,
}: BusinessTypeDialogProps & { type: BusinessTypeConfig }) {
  const { t } = useTranslation('business-types');
  const { t: tc } = useTranslation();
  const confirm = useConfirm();
  const update = useUpdateBusinessType(organisationId);
  const reset = useResetBusinessType(organisationId);
  const [resetError, setResetError] = useState<string | null>(null);
  const { form, dialogProps } = useKitForm({
    schema: businessTypeInputSchema,
    fields: FIELDS,
    defaultValues: {
      ...Object.fromEntries(TEXTS.map((f) => [f, type[f]])),
      modules: type.modules,
      active: type.active,
      version: type.version,
    },
    onSave: async (input) => {
      await update.mutateAsync({ key: type.key, input });
      onClose();
    },
  });
  const { control } = form;

  const text = (name: (typeof TEXTS)[number]) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} required label={t(`fields.${name}`)} />
    </Grid>
  );

  async function backToDefaults() {
    const ok = await confirm({
      title: t('form.resetTitle'),
      message: t('form.resetMessage'),
      okText: t('form.reset'),
    });
    if (!ok) return;
    try {
      await reset.mutateAsync(type);
      onClose();
    } catch (error) {
      setResetError(errorMessage(error));
    }
  }

  const menus = [type.defaultMenus.onboarding, ...type.defaultMenus.working].map((m) => t(`menus.${m}`));

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      readOnly={readOnly}
      title={t('form.title', { key: type.key })}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Typography color="text.secondary">
            {t(`form.source.${type.source}`)} {t('form.keyNote', { key: type.key })}
          </Typography>
        </Grid>
        <SectionTitle>{t('form.labels')}</SectionTitle>
        {text('labelEn')}
        {text('labelFr')}
        <SectionTitle>{t('form.terms')}</SectionTitle>
        {text('locationTermEn')}
        {text('locationTermFr')}
        {text('resourceTermEn')}
        {text('resourceTermFr')}
        <Grid size={12}>
          <Controller
            control={control}
            name="modules"
            render={({ field, fieldState }) => {
              const chosen = new Set(field.value);
              const error = fieldErrorText(tc, fieldState.error);
              return (
                <FormControl component="fieldset" error={error != null} fullWidth>
                  <FormLabel component="legend">{t('fields.modules')}</FormLabel>
                  <FormGroup row>
                    {BUSINESS_MODULES.map((m) => (
                      <FormControlLabel
                        key={m}
                        sx={{ width: { xs: '50%', sm: '25%' }, mr: 0 }}
                        control={
                          <Checkbox
                            checked={chosen.has(m)}
                            disabled={readOnly}
                            onChange={(event) =>
                              field.onChange(
                                BUSINESS_MODULES.filter((x) =>
                                  x === m ? event.target.checked : chosen.has(x),
                                ),
                              )
                            }
                            onBlur={field.onBlur}
                          />
                        }
                        label={t(`modules.${m}`)}
                      />
                    ))}
                  </FormGroup>
                  {error && <FormHelperText>{error}</FormHelperText>}
                </FormControl>
              );
            }}
          />
        </Grid>
        <SectionTitle>{t('form.onboarding')}</SectionTitle>
        <Grid size={12}>
          <CheckboxField control={control} name="active" label={t('form.offered')} />
          <Typography variant="body2" color="text.secondary">
            {t('list.activeNote')}
          </Typography>
        </Grid>
        <Grid size={12}>
          <Typography variant="body2">{t('form.menus', { menus: menus.join(' · ') })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.menusNote')}
          </Typography>
        </Grid>
        {type.source === 'ORGANISATION' && !readOnly && (
          <Grid size={12}>
            <Button variant="outlined" color="warning" onClick={() => void backToDefaults()}>
              {t('form.reset')}
            </Button>
            {resetError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {resetError}
              </Alert>
            )}
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
