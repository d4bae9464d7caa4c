import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../components/facts/facts-list';
import { formatDateTime } from '../../../lib/dates';
import { useGatewayChoices, usePaymentSetting } from '../api/payment-gateways';
import { GatewayKindChip, GatewayModeChip } from './gateway-chips';
import { maskedSecret } from './masked-secret';
import { PaymentSettingDialog } from './payment-setting-dialog';

/**
 * A property's online payments (the business profile's Payments tab): which gateway, test or live (test clearly
 * marked), the keys masked, the fees; "Edit payment setting" opens the form. Property, organisation and platform
 * admins (gateway.setting).
 */
export function PaymentSettingPanel({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation('payment-gateways');
  const setting = usePaymentSetting(propertyId);
  const choices = useGatewayChoices();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const lang = i18n.language;

  if (setting.isPending) return <CircularProgress aria-label={t('setting.loading')} />;
  if (setting.isError)
    return (
      <Alert severity="error" role="alert">
        {setting.error.message}
      </Alert>
    );
  const s = setting.data;
  const number = (v: number, digits: number) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(v);

  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('setting.heading')}
          </Typography>
          {s.gatewayKind && <GatewayKindChip kind={s.gatewayKind} />}
          {s.mode && <GatewayModeChip mode={s.mode} />}
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('setting.intro')}
        </Typography>
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
            {t('setting.saved')}
          </Alert>
        )}
        {!s.configured ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('setting.notConfigured')}
          </Alert>
        ) : (
          <>
            {s.gatewayKind === 'TEST' ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('setting.testGatewayBanner')}
              </Alert>
            ) : s.mode === 'TEST' ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('setting.testModeBanner')}
              </Alert>
            ) : null}
            {s.gatewayEnabled === false && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('setting.gatewayDisabled')}
              </Alert>
            )}
            <FactsList
              items={[
                [t('fields.gateway'), s.gatewayName ?? ''],
                [t('fields.mode'), s.mode ? t(`modes.${s.mode}`) : ''],
                [t('fields.publicKey'), s.publicKey ?? t('setting.notSet')],
                [t('fields.secretKey'), maskedSecret(t, s.secretKeySet, s.secretKeyLast4)],
                [t('fields.webhookSecret'), maskedSecret(t, s.webhookSecretSet, s.webhookSecretLast4)],
                [
                  t('fields.cardFeePercentage'),
                  s.cardFeePercentage ? `${number(s.cardFeePercentage, 0)} %` : t('setting.noFee'),
                ],
                [
                  t('fields.transactionFee'),
                  s.transactionFee ? number(s.transactionFee, 2) : t('setting.noFee'),
                ],
                [t('fields.callbackUrl'), s.callbackUrl ?? t('setting.notSet')],
              ]}
            />
            {s.updatedAt && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('setting.updated', {
                  name: s.updatedByName ?? '',
                  when: formatDateTime(s.updatedAt, lang),
                })}
              </Typography>
            )}
          </>
        )}
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setEditing(true)} disabled={!choices.data}>
          {s.configured ? t('setting.edit') : t('setting.set')}
        </Button>
      </CardContent>
      <PaymentSettingDialog
        open={editing}
        setting={s}
        choices={choices.data ?? []}
        onClose={() => setEditing(false)}
        onSaved={() => setSaved(true)}
      />
    </Card>
  );
}
