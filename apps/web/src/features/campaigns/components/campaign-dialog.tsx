import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_LANGUAGES,
  campaignInputSchema,
  campaignZone,
  type Campaign,
  type CampaignFormValues,
} from '@bookone/domain';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog, fieldErrorText, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import {
  useAudiencePreview,
  useCampaignProperties,
  useCampaignPromotions,
  useSaveCampaign,
} from '../api/campaigns';
import { fromZoneLocal, toZoneLocal } from '../utils/campaign-zone';
import { AudienceBuilder, AudiencePreviewPanel } from './audience-builder';
import { ContentEditor } from './content-editor';

function defaultsOf(c: Campaign | null, ownProperty: number | null): CampaignFormValues {
  return {
    name: c?.name ?? '',
    propertyId: c ? c.propertyId : ownProperty,
    channel: c?.channel ?? 'EMAIL',
    audience: c?.audience ?? {
      propertyIds: [],
      lastVisitAfter: null,
      lastVisitBefore: null,
      minSpend: null,
      businessTypes: [],
      languages: [],
      birthdayMonths: [],
    },
    promotionId: c?.promotionId ?? null,
    content: c?.content ?? [{ language: 'en', subject: '', body: '' }],
    scheduledAt: c?.scheduledAt ?? null,
  };
}

/**
 * Write or change a campaign: name, property (the organisation admin may write for the whole organisation), channel,
 * the audience with its live count, the promotion it carries, the content per language with merge-field help and a
 * preview, and the schedule (none: a draft sent by hand).
 */
export function CampaignDialog({
  organisationId,
  campaign,
  ownProperty,
  onClose,
  onSaved,
}: {
  organisationId: number;
  campaign: Campaign | null;
  /** A property user's property: their campaigns are for it. */
  ownProperty: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('campaigns');
  const save = useSaveCampaign(organisationId);
  const properties = useCampaignProperties(organisationId);
  const promotions = useCampaignPromotions(organisationId);
  const { form, dialogProps } = useKitForm({
    schema: campaignInputSchema,
    defaultValues: defaultsOf(campaign, ownProperty),
    onSave: async (input) => {
      await save.mutateAsync({ id: campaign?.id ?? null, input });
      onSaved(t(campaign ? 'editor.saved' : 'editor.created'));
    },
  });
  const { control } = form;
  const [propertyId, channel, audience, promotionId, scheduledAt] = useWatch({
    control,
    name: ['propertyId', 'channel', 'audience', 'promotionId', 'scheduledAt'],
  });
  const previewInput = useDebouncedValue(
    { propertyId: propertyId ?? null, channel, audience: audience ?? defaultsOf(null, null).audience! },
    400,
  );
  const preview = useAudiencePreview(organisationId, previewInput);
  const organisationLevel = ownProperty == null && propertyId == null;
  const { zone, property: zoneProperty } = campaignZone(properties.data, propertyId ?? null);
  // Another property (another zone): the time typed stays the same on the clock, so the instant moves with it.
  const shownZone = useRef(zone);
  useEffect(() => {
    const before = shownZone.current;
    shownZone.current = zone;
    const at = form.getValues('scheduledAt');
    if (before !== zone && at && properties.data)
      form.setValue('scheduledAt', fromZoneLocal(toZoneLocal(at, before), zone), { shouldDirty: true });
  }, [zone, form, properties.data]);
  const promotion = (promotions.data ?? []).find((p) => p.id === promotionId) ?? null;
  const offered = (promotions.data ?? []).filter((p) => propertyId == null || p.propertyId === propertyId);

  return (
    <FormDialog
      title={t(campaign ? 'editor.editTitle' : 'editor.newTitle')}
      onClose={onClose}
      maxWidth="md"
      submitLabel={t('editor.save')}
      {...dialogProps}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" label={t('editor.name')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField
            control={control}
            name="channel"
            label={t('editor.channel')}
            options={CAMPAIGN_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
          />
        </Grid>
        {ownProperty == null && (
          <Grid size={{ xs: 12, sm: 3 }}>
            <Controller
              control={control}
              name="propertyId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  label={t('editor.property')}
                  value={field.value == null ? '' : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                  error={!!fieldState.error}
                  helperText={fieldErrorText(t, fieldState.error)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('editor.wholeOrganisation')}</MenuItem>
                  {(properties.data ?? []).map((p) => (
                    <MenuItem key={p.id} value={String(p.id)}>
                      {p.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        )}
      </Grid>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('editor.audience')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Controller
            control={control}
            name="audience"
            render={({ field }) => (
              <AudienceBuilder
                value={field.value ?? defaultsOf(null, null).audience!}
                onChange={field.onChange}
                properties={organisationLevel ? properties.data : undefined}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <AudiencePreviewPanel
            preview={preview.data}
            loading={preview.isFetching}
            failed={preview.isError}
          />
        </Grid>
      </Grid>

      <Divider sx={{ my: 2 }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="promotionId"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label={t('editor.promotion')}
                value={field.value == null ? '' : String(field.value)}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                error={!!fieldState.error}
                helperText={fieldErrorText(t, fieldState.error) ?? t('editor.promotionHelp')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('editor.noPromotion')}</MenuItem>
                {offered.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {`${p.name} (${p.couponCode}) · ${p.propertyName}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Switch
                checked={scheduledAt != null}
                onChange={(e) =>
                  form.setValue(
                    'scheduledAt',
                    e.target.checked ? new Date(Date.now() + 86_400_000).toISOString() : null,
                    { shouldDirty: true },
                  )
                }
              />
            }
            label={t('editor.schedule')}
          />
          {scheduledAt != null && (
            <Controller
              control={control}
              name="scheduledAt"
              render={({ field, fieldState }) => (
                <TextField
                  type="datetime-local"
                  fullWidth
                  size="small"
                  label={t('editor.sendAt')}
                  disabled={properties.data == null}
                  value={toZoneLocal(field.value ?? null, zone)}
                  onChange={(e) => field.onChange(fromZoneLocal(e.target.value, zone))}
                  error={!!fieldState.error}
                  helperText={
                    fieldErrorText(t, fieldState.error) ??
                    (zoneProperty == null
                      ? t('editor.zoneNone')
                      : t(organisationLevel ? 'editor.zoneOrganisation' : 'editor.zoneProperty', {
                          zone,
                          property: zoneProperty.name,
                        }))
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
          )}
          {scheduledAt == null && (
            <Typography variant="body2" color="text.secondary">
              {t('editor.draftHelp')}
            </Typography>
          )}
        </Grid>
      </Grid>

      <Divider sx={{ my: 2 }} />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <ContentEditor
            value={field.value ?? []}
            onChange={field.onChange}
            errors={fieldState.error}
            channel={channel ?? 'EMAIL'}
            languages={CAMPAIGN_LANGUAGES}
            sample={{ promotionName: promotion?.name ?? '', couponCode: promotion?.couponCode ?? '' }}
          />
        )}
      />
    </FormDialog>
  );
}
