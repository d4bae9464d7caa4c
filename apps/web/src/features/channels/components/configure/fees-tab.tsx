import {
  CHANNEL_CONNECTION_STATUSES,
  CHANNEL_FEE_TYPES,
  channelConnectionUpdateSchema,
  type ChannelConnection,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../../components/form-dialog/checkbox-field';
import { useKitForm } from '../../../../components/form-dialog';
import { GridField } from '../../../../components/form/grid-field';
import { SettingsForm } from '../../../../components/form/settings-card';
import { useCan } from '../../../../hooks/use-can';
import { useUpdateConnection } from '../../api/connections';

const FIELDS = [
  'externalPropertyId',
  'commissionFee',
  'commissionFeeType',
  'convenienceFee',
  'convenienceFeeType',
  'rateAdjustmentPercent',
  'stopSell',
  'status',
] as const;

/**
 * Fees & rates: the channel's commission and convenience fee (a percentage or an amount), the adjustment applied to
 * every rate sent to it (+15 % sells 100 at 115), stop-sell of the whole property on it, and the connection's status
 * (paused: nothing pushed, no reservation accepted).
 */
export function FeesTab({ propertyId, connection }: { propertyId: number; connection: ChannelConnection }) {
  const { t, i18n } = useTranslation('channels');
  const canConnect = useCan('channel.connect');
  const update = useUpdateConnection(propertyId, connection.id);
  const [saved, setSaved] = useState(false);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: channelConnectionUpdateSchema,
    fields: FIELDS,
    defaultValues: {
      externalPropertyId: connection.externalPropertyId,
      commissionFee: connection.commissionFee,
      commissionFeeType: connection.commissionFeeType,
      convenienceFee: connection.convenienceFee,
      convenienceFeeType: connection.convenienceFeeType,
      rateAdjustmentPercent: connection.rateAdjustmentPercent,
      stopSell: connection.stopSell,
      status: connection.status,
    },
    onSave: async (values) => {
      setSaved(false);
      await update.mutateAsync(values);
      setSaved(true);
    },
  });
  const { control, watch } = form;
  const adjustment = Number(watch('rateAdjustmentPercent'));
  const example = Number.isFinite(adjustment) ? 100 * (1 + adjustment / 100) : null;
  const feeTypes = CHANNEL_FEE_TYPES.map((v) => ({ value: v, label: t(`feeTypes.${v}`) }));

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {t('fees.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('fees.intro')}
        </Typography>
        <SettingsForm
          label={t('fees.title')}
          saved={saved}
          savedText={t('fees.saved')}
          onSavedClose={() => setSaved(false)}
          formError={formError}
          onSubmit={onSubmit}
          submitting={submitting}
          submitLabel={t('fees.save')}
        >
          <fieldset disabled={!canConnect} style={{ border: 0, padding: 0, margin: 0 }}>
            <Grid container spacing={2}>
              <GridField
                control={control}
                name="externalPropertyId"
                reads="optionalText"
                label={t('fields.externalPropertyId')}
              />
              <GridField
                control={control}
                name="status"
                label={t('fields.status')}
                options={CHANNEL_CONNECTION_STATUSES.map((s) => ({
                  value: s,
                  label: t(`connectionStatuses.${s}`),
                }))}
                hint={t('fees.statusHint')}
              />
              <GridField
                control={control}
                name="commissionFee"
                reads="optionalNumber"
                type="number"
                step="0.01"
                min={0}
                label={t('fields.commissionFee')}
              />
              <GridField
                control={control}
                name="commissionFeeType"
                label={t('fields.commissionFeeType')}
                options={feeTypes}
              />
              <GridField
                control={control}
                name="convenienceFee"
                reads="optionalNumber"
                type="number"
                step="0.01"
                min={0}
                label={t('fields.convenienceFee')}
              />
              <GridField
                control={control}
                name="convenienceFeeType"
                label={t('fields.convenienceFeeType')}
                options={feeTypes}
              />
              <GridField
                control={control}
                name="rateAdjustmentPercent"
                reads="optionalNumber"
                type="number"
                step="0.01"
                label={t('fields.rateAdjustmentPercent')}
                hint={
                  example == null
                    ? t('fees.adjustmentHint')
                    : t('fees.adjustmentExample', {
                        price: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
                          example,
                        ),
                      })
                }
              />
              <Grid size={12}>
                <CheckboxField control={control} name="stopSell" label={t('fields.stopSell')} />
                {watch('stopSell') && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {t('fees.stopSellWarning', { channel: connection.channelName })}
                  </Alert>
                )}
              </Grid>
            </Grid>
          </fieldset>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
