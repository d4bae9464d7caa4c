import { GATEWAY_KINDS, paymentGatewayInputSchema, type PaymentGateway } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { GridField } from '../../../components/form/grid-field';
import { useSaveGateway } from '../api/payment-gateways';

type FormValues = z.input<typeof paymentGatewayInputSchema>;
const FIELDS = ['kind', 'name', 'enabled', 'testModeDefault', 'notes'] as const;

export type GatewayDialogProps = {
  open: boolean;
  /** Edit this gateway; without it, a new one. */
  gateway: PaymentGateway | null;
  onClose: () => void;
  onSaved: (gateway: PaymentGateway) => void;
};

/** Add a gateway to the catalogue, or rename, enable or disable one (its kind stays: its adapter is fixed). */
export function GatewayDialog(props: GatewayDialogProps) {
  return props.open ? <GatewayForm {...props} key={props.gateway?.id ?? 'new'} /> : null;
}

function GatewayForm({ gateway, onClose, onSaved }: GatewayDialogProps) {
  const { t } = useTranslation('payment-gateways');
  const save = useSaveGateway();
  const { form, dialogProps } = useKitForm({
    schema: paymentGatewayInputSchema,
    fields: FIELDS,
    defaultValues: {
      kind: gateway?.kind ?? ('' as FormValues['kind']),
      name: gateway?.name ?? '',
      enabled: gateway?.enabled ?? true,
      testModeDefault: gateway?.testModeDefault ?? true,
      notes: gateway?.notes ?? '',
    },
    onSave: async (input) => {
      const saved = gateway
        ? await save.mutateAsync({
            id: gateway.id,
            input: {
              name: input.name,
              enabled: input.enabled,
              testModeDefault: input.testModeDefault,
              notes: input.notes ?? null,
              version: gateway.version,
            },
          })
        : await save.mutateAsync({ id: null, input });
      onSaved(saved);
      onClose();
    },
  });
  const { control, watch } = form;
  const kind = watch('kind');

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={gateway ? t('catalogue.editTitle', { name: gateway.name }) : t('catalogue.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={6}
          control={control}
          name="kind"
          required
          disabled={gateway != null}
          label={t('fields.kind')}
          hint={t('catalogue.kindHint')}
          options={GATEWAY_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <GridField sm={6} control={control} name="name" required label={t('fields.name')} />
        {kind === 'TEST' && (
          <Grid size={12}>
            <Alert severity="warning">{t('catalogue.testHint')}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <CheckboxField control={control} name="enabled" label={t('fields.enabled')} />
          <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
            {t('catalogue.enabledHint')}
          </Alert>
        </Grid>
        <Grid size={12}>
          <CheckboxField control={control} name="testModeDefault" label={t('fields.testModeDefault')} />
        </Grid>
        <GridField sm={12} control={control} name="notes" multiline minRows={2} label={t('fields.notes')} />
      </Grid>
    </FormDialog>
  );
}
