import {
  BUSINESS_TYPES,
  CAMPAIGN_LANGUAGES,
  type AudiencePreview,
  type CampaignAudienceInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = {
  value: CampaignAudienceInput;
  onChange: (value: CampaignAudienceInput) => void;
  /** The organisation's properties: offered for an organisation-level campaign only. */
  properties?: readonly { id: number; name: string }[] | undefined;
  disabled?: boolean;
};

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The audience of a campaign as filters (every one left empty matches everyone): the properties of an
 * organisation-level campaign, last visit after/before, spend over, business types, languages, birthday months.
 */
export function AudienceBuilder({ value, onChange, properties, disabled }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const set = (patch: Partial<CampaignAudienceInput>) => onChange({ ...value, ...patch });
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, m - 1, 1),
    );
  const multi = <T extends string | number>(
    label: string,
    selected: readonly T[] | undefined,
    options: readonly { value: T; label: string }[],
    onPick: (values: T[]) => void,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={selected ?? []}
      disabled={disabled}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) =>
            (v as T[]).map((x) => options.find((o) => o.value === x)?.label ?? String(x)).join(', ') ||
            t('audience.anyone'),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      onChange={(e) => onPick(e.target.value as unknown as T[])}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const date = (label: string, v: string | null | undefined, onPick: (day: string | null) => void) => (
    <TextField
      type="date"
      fullWidth
      size="small"
      label={label}
      value={v ?? ''}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(e) => onPick(e.target.value || null)}
    />
  );
  const cells = [
    date(t('audience.lastVisitAfter'), value.lastVisitAfter, (lastVisitAfter) => set({ lastVisitAfter })),
    date(t('audience.lastVisitBefore'), value.lastVisitBefore, (lastVisitBefore) => set({ lastVisitBefore })),
    <TextField
      key="spend"
      type="number"
      fullWidth
      size="small"
      label={t('audience.minSpend')}
      value={value.minSpend ?? ''}
      disabled={disabled}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      onChange={(e) => set({ minSpend: e.target.value === '' ? null : Number(e.target.value) })}
    />,
    multi(
      t('audience.businessTypes'),
      value.businessTypes,
      BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) })),
      (businessTypes) => set({ businessTypes }),
    ),
    multi(
      t('audience.languages'),
      value.languages,
      CAMPAIGN_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
      (languages) => set({ languages }),
    ),
    multi(
      t('audience.birthdayMonths'),
      value.birthdayMonths,
      MONTHS.map((m) => ({ value: m, label: monthName(m) })),
      (birthdayMonths) => set({ birthdayMonths }),
    ),
  ];

  return (
    <Grid container spacing={2}>
      {properties && (
        <Grid size={{ xs: 12 }}>
          {multi(
            t('audience.properties'),
            value.propertyIds,
            properties.map((p) => ({ value: p.id, label: p.name })),
            (propertyIds) => set({ propertyIds }),
          )}
        </Grid>
      )}
      {cells.map((cell, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6 }}>
          {cell}
        </Grid>
      ))}
    </Grid>
  );
}

/** The live count of a filter and its first customers; who is left out (no consent, no address) and why. */
export function AudiencePreviewPanel({
  preview,
  loading,
  failed,
}: {
  preview: AudiencePreview | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  if (failed) return <Alert severity="warning">{t('audience.previewFailed')}</Alert>;
  if (!preview)
    return <Typography color="text.secondary">{loading ? t('audience.counting') : ''}</Typography>;
  return (
    <Box aria-live="polite" aria-busy={loading}>
      <Typography sx={{ fontWeight: 500 }}>
        {t('audience.count', { count: preview.total, n: n(preview.total) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('audience.leftOut', { consent: n(preview.withoutConsent), contact: n(preview.withoutContact) })}
      </Typography>
      {preview.items.length > 0 && (
        <List dense aria-label={t('audience.firstRows')}>
          {preview.items.map((m) => (
            <ListItem key={m.customerId} disableGutters>
              <ListItemText primary={`${m.name} · ${m.propertyName}`} secondary={m.contact} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
