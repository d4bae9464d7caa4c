import {
  gatewayKeyPrefixes,
  GATEWAY_MODES,
  propertyPaymentSettingInputSchema,
  type GatewayChoice,
  type PropertyPaymentSetting,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { useSavePaymentSetting } from '../api/payment-gateways';
import { SecretField } from './secret-field';

const FIELDS = [
  'gatewayId',
  'mode',
  'publicKey',
  'secretKey',
  'webhookSecret',
  'cardFeePercentage',
  'transactionFee',
  'callbackUrl',
] as const;

export type PaymentSettingDialogProps = {
  open: boolean;
  setting: PropertyPaymentSetting;
  /** The enabled gateways (the property's current one is offered too, even when disabled). */
  choices: readonly GatewayChoice[];
  onClose: () => void;
  onSaved: (setting: PropertyPaymentSetting) => void;
};

/** The property's payment setting: gateway, test or live, keys (write-only, masked once saved), fees. */
export function PaymentSettingDialog(props: PaymentSettingDialogProps) {
  return props.open ? <PaymentSettingForm {...props} key={props.setting.version} /> : null;
}

function PaymentSettingForm({ setting, choices, onClose, onSaved }: PaymentSettingDialogProps) {
  const { t } = useTranslation('payment-gateways');
  const save = useSavePaymentSetting(setting.propertyId);
  const options: GatewayChoice[] = [...choices];
  if (setting.gatewayId != null && !options.some((c) => c.id === setting.gatewayId))
    options.push({
      id: setting.gatewayId,
      kind: setting.gatewayKind ?? 'TEST',
      name: setting.gatewayName ?? '',
      testModeDefault: true,
    });
  const first = options[0];
  const { form, dialogProps } = useKitForm({
    schema: propertyPaymentSettingInputSchema,
    fields: FIELDS,
    emptyBoxes: 'asRead',
    defaultValues: {
      gatewayId: setting.gatewayId ?? first?.id ?? (undefined as never),
      mode: setting.mode ?? (first && !first.testModeDefault ? 'LIVE' : 'TEST'),
      publicKey: setting.publicKey ?? '',
      secretKey: '',
      webhookSecret: '',
      cardFeePercentage: setting.cardFeePercentage,
      transactionFee: setting.transactionFee,
      callbackUrl: setting.callbackUrl,
      version: setting.version,
    },
    onSave: async (input) => {
      onSaved(await save.mutateAsync(input));
      onClose();
    },
  });
  const { control, watch } = form;
  const gatewayId = Number(watch('gatewayId'));
  const mode = watch('mode');
  const gateway = options.find((g) => g.id === gatewayId);
  const prefixes = gateway ? gatewayKeyPrefixes(gateway.kind, mode === 'LIVE' ? 'LIVE' : 'TEST') : null;
  // Secrets belong to the gateway they were saved for: another gateway starts without them.
  const sameGateway = gatewayId === setting.gatewayId;
  const hintOf = (prefix: string | undefined) => (prefix ? t('setting.stripeHint', { prefix }) : undefined);

  return (
    <FormDialog {...dialogProps} onClose={onClose} title={t('setting.title')} maxWidth="md">
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          {gateway?.kind === 'TEST' ? (
            <Alert severity="warning">{t('setting.testGatewayBanner')}</Alert>
          ) : mode === 'LIVE' ? (
            <Alert severity="success">{t('setting.liveBanner')}</Alert>
          ) : (
            <Alert severity="warning">{t('setting.testModeBanner')}</Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="gatewayId"
            required
            reads="number"
            label={t('fields.gateway')}
            options={options.map((g) => ({ value: String(g.id), label: g.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="mode"
            required
            label={t('fields.mode')}
            hint={t('setting.modeHint')}
            options={GATEWAY_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          />
        </Grid>
        <Grid size={12}>
          <Alert severity="info" variant="outlined">
            {t('setting.keysHint')}
          </Alert>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="publicKey"
            label={t('fields.publicKey')}
            hint={hintOf(prefixes?.publicKey[0])}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Grid>
        <Grid size={12}>
          <SecretField
            key={`secret-${sameGateway}`}
            control={control}
            name="secretKey"
            label={t('fields.secretKey')}
            set={sameGateway && setting.secretKeySet}
            last4={setting.secretKeyLast4}
            hint={hintOf(prefixes?.secretKey[0])}
          />
        </Grid>
        <Grid size={12}>
          <SecretField
            key={`webhook-${sameGateway}`}
            control={control}
            name="webhookSecret"
            label={t('fields.webhookSecret')}
            set={sameGateway && setting.webhookSecretSet}
            last4={setting.webhookSecretLast4}
            hint={hintOf(prefixes?.webhookSecret[0])}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="cardFeePercentage"
            reads="number"
            min={0}
            step="0.01"
            label={t('fields.cardFeePercentage')}
            hint={t('setting.feeHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField control={control} name="transactionFee" label={t('fields.transactionFee')} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="callbackUrl"
            reads="optionalText"
            type="url"
            label={t('fields.callbackUrl')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
