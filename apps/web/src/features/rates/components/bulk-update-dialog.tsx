import {
  bulkUpdateSchema,
  WEEKDAYS,
  type BulkUpdateInput,
  type BulkUpdateResult,
  type Weekday,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiRequestError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../components/form-dialog/field-errors';
import { BulkSummary } from './bulk-summary';

type Tri = '' | 'on' | 'off';
type FlagName = 'cta' | 'ctd' | 'closed' | 'stopSell' | 'propertyStopSell';

export type BulkFormState = {
  from: string;
  to: string;
  weekdays: Weekday[];
  roomTypeIds: number[];
  priceMode: '' | 'SET' | 'INCREASE' | 'DECREASE';
  priceBy: 'AMOUNT' | 'PERCENT';
  priceValue: string;
  available: string;
  minStay: string;
  maxStay: string;
} & Record<FlagName, Tri>;

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const tri = (v: Tri) => (v === '' ? undefined : v === 'on');

/** The request body of the form: only what the user chose to change. */
export function bulkBody(f: BulkFormState): Record<string, unknown> {
  const body: Record<string, unknown> = {
    from: f.from,
    to: f.to,
    weekdays: f.weekdays,
    roomTypeIds: f.roomTypeIds,
  };
  if (f.priceMode)
    body.price = {
      mode: f.priceMode,
      by: f.priceMode === 'SET' ? 'AMOUNT' : f.priceBy,
      value: num(f.priceValue) ?? Number.NaN,
    };
  const optional = { available: num(f.available), minStay: num(f.minStay), maxStay: num(f.maxStay) };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) body[k] = v;
  for (const k of ['cta', 'ctd', 'closed', 'stopSell', 'propertyStopSell'] as const) {
    const v = tri(f[k]);
    if (v !== undefined) body[k] = v;
  }
  return body;
}

type BulkUpdateDialogProps = {
  open: boolean;
  initialFrom: string;
  initialTo: string;
  roomTypes: { roomTypeId: number; name: string }[];
  onClose: () => void;
  onSubmit: (input: BulkUpdateInput) => Promise<BulkUpdateResult>;
};

/**
 * Bulk update over a date range and chosen weekdays: price (set, raise or lower by an amount or a percentage),
 * availability, min/max stay, CTA, CTD, closed and stop-sell of the chosen room types, or the property's stop-sell.
 * Fields left on "No change" are not sent. Validated with the domain's bulk-update schema before sending.
 */
export function BulkUpdateDialog({
  open,
  initialFrom,
  initialTo,
  roomTypes,
  onClose,
  onSubmit,
}: BulkUpdateDialogProps) {
  const { t } = useTranslation('rooms');
  const titleId = useId();
  const [form, setForm] = useState<BulkFormState>({
    from: initialFrom,
    to: initialTo,
    weekdays: [],
    // None ticked: a bulk change touches many prices, so the rooms it applies to are chosen, never assumed.
    roomTypeIds: [],
    priceMode: '',
    priceBy: 'AMOUNT',
    priceValue: '',
    available: '',
    minStay: '',
    maxStay: '',
    cta: '',
    ctd: '',
    closed: '',
    stopSell: '',
    propertyStopSell: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The validated change, shown as a summary to confirm before anything is sent. */
  const [review, setReview] = useState<BulkUpdateInput | null>(null);

  const set = <K extends keyof BulkFormState>(key: K, value: BulkFormState[K]) =>
    setForm((prev) => ({ ...prev, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = bulkUpdateSchema.safeParse(bulkBody(form));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'price' ? 'price' : String(issue.path[0] ?? 'form');
        next[key] ??= fieldErrorText(t, { message: issue.message, type: issue.code }) ?? issue.message;
      }
      setErrors(next);
      // "Choose something to change" has no field of its own while no price change is picked.
      if (next.price && !form.priceMode) setFormError(next.price);
      return;
    }
    setErrors({});
    if (!review) {
      setReview(parsed.data);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) {
        const next: Record<string, string> = {};
        for (const [k, v] of Object.entries(error.fields)) next[k.replace(/^body\./, '').split('.')[0]!] = v;
        setErrors(next);
        setReview(null);
      }
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const allSelected = form.roomTypeIds.length === roomTypes.length && roomTypes.length > 0;

  const triSelect = (name: FlagName) => (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`bulk.${name}`)}
      value={form[name]}
      onChange={(e) => set(name, e.target.value as Tri)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('common.noChange')}</option>
      <option value="on">{t('common.on')}</option>
      <option value="off">{t('common.off')}</option>
    </TextField>
  );

  const numberField = (name: 'available' | 'minStay' | 'maxStay') => (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={t(`bulk.${name}`)}
      value={form[name]}
      onChange={(e) => set(name, e.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? t('bulk.leaveEmpty')}
      slotProps={{ htmlInput: { min: name === 'available' ? 0 : 1, step: 1 } }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('bulk.title')}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('bulk.intro')}
          </Typography>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          {review ? (
            <BulkSummary input={review} roomTypes={roomTypes} />
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  type="date"
                  fullWidth
                  size="small"
                  label={t('bulk.from')}
                  value={form.from}
                  onChange={(e) => set('from', e.target.value)}
                  error={!!errors.from}
                  helperText={errors.from}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  type="date"
                  fullWidth
                  size="small"
                  label={t('bulk.to')}
                  value={form.to}
                  onChange={(e) => set('to', e.target.value)}
                  error={!!errors.to}
                  helperText={errors.to}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.from } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormControl component="fieldset" fullWidth>
                  <FormLabel component="legend" sx={{ typography: 'body2' }}>
                    {t('bulk.weekdays')}
                  </FormLabel>
                  <ToggleButtonGroup
                    size="small"
                    value={form.weekdays}
                    onChange={(_e, value: Weekday[]) =>
                      set(
                        'weekdays',
                        WEEKDAYS.filter((d) => value.includes(d)),
                      )
                    }
                    aria-label={t('bulk.weekdays')}
                    sx={{ flexWrap: 'wrap' }}
                  >
                    {WEEKDAYS.map((d) => (
                      <ToggleButton key={d} value={d} aria-label={t(`weekdaysLong.${d}`)}>
                        {t(`weekdays.${d}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => set('weekdays', [])}>
                      {t('bulk.allDays')}
                    </Button>
                    <Button size="small" onClick={() => set('weekdays', ['MON', 'TUE', 'WED', 'THU', 'FRI'])}>
                      {t('bulk.weekdaysOnly')}
                    </Button>
                    <Button size="small" onClick={() => set('weekdays', ['SAT', 'SUN'])}>
                      {t('bulk.weekendOnly')}
                    </Button>
                  </Box>
                  <FormHelperText>{t('bulk.weekdaysHelp')}</FormHelperText>
                </FormControl>
              </Grid>

              <Grid size={12}>
                <FormControl component="fieldset" error={!!errors.roomTypeIds} fullWidth>
                  <FormLabel component="legend">{t('bulk.roomTypes')}</FormLabel>
                  <FormGroup row>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={allSelected}
                          indeterminate={form.roomTypeIds.length > 0 && !allSelected}
                          onChange={(e) =>
                            set('roomTypeIds', e.target.checked ? roomTypes.map((r) => r.roomTypeId) : [])
                          }
                        />
                      }
                      label={t('bulk.selectAll')}
                    />
                    {roomTypes.map((rt) => (
                      <FormControlLabel
                        key={rt.roomTypeId}
                        control={
                          <Checkbox
                            checked={form.roomTypeIds.includes(rt.roomTypeId)}
                            onChange={(e) =>
                              set(
                                'roomTypeIds',
                                e.target.checked
                                  ? [...form.roomTypeIds, rt.roomTypeId]
                                  : form.roomTypeIds.filter((id) => id !== rt.roomTypeId),
                              )
                            }
                          />
                        }
                        label={rt.name}
                      />
                    ))}
                  </FormGroup>
                  {errors.roomTypeIds && <FormHelperText>{errors.roomTypeIds}</FormHelperText>}
                </FormControl>
              </Grid>

              <Grid size={12}>
                <Typography variant="subtitle2">{t('bulk.price')}</Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={t('bulk.priceMode')}
                  value={form.priceMode}
                  onChange={(e) => set('priceMode', e.target.value as BulkFormState['priceMode'])}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t('common.noChange')}</option>
                  <option value="SET">{t('bulk.priceSet')}</option>
                  <option value="INCREASE">{t('bulk.priceIncrease')}</option>
                  <option value="DECREASE">{t('bulk.priceDecrease')}</option>
                </TextField>
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={t('bulk.priceBy')}
                  value={form.priceMode === 'SET' ? 'AMOUNT' : form.priceBy}
                  disabled={!form.priceMode || form.priceMode === 'SET'}
                  onChange={(e) => set('priceBy', e.target.value as BulkFormState['priceBy'])}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="AMOUNT">{t('bulk.byAmount')}</option>
                  <option value="PERCENT">{t('bulk.byPercent')}</option>
                </TextField>
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  type="number"
                  label={t('bulk.priceValue')}
                  value={form.priceValue}
                  disabled={!form.priceMode}
                  onChange={(e) => set('priceValue', e.target.value)}
                  error={!!errors.price && !!form.priceMode}
                  helperText={form.priceMode ? errors.price : undefined}
                  slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
                />
              </Grid>

              <Grid size={12}>
                <Typography variant="subtitle2">{t('bulk.inventory')}</Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{numberField('available')}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{numberField('minStay')}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{numberField('maxStay')}</Grid>

              <Grid size={12}>
                <Typography variant="subtitle2">{t('bulk.restrictions')}</Typography>
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{triSelect('cta')}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{triSelect('ctd')}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{triSelect('closed')}</Grid>
              <Grid size={{ xs: 6, sm: 6 }}>{triSelect('stopSell')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{triSelect('propertyStopSell')}</Grid>
            </Grid>
          )}
        </DialogContent>
        <DialogActions>
          {review ? (
            <Button onClick={() => setReview(null)} disabled={saving}>
              {t('bulk.back')}
            </Button>
          ) : (
            <Button onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('common.saving') : review ? t('bulk.confirm') : t('bulk.review')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
