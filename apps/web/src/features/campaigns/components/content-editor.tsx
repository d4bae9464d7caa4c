import {
  MERGE_FIELDS,
  renderMerge,
  type CampaignChannel,
  type CampaignLanguage,
  type MergeField,
} from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../components/form-dialog';

type Content = { language: CampaignLanguage; subject?: string | undefined; body: string };
type ContentErrors = { subject?: FieldError; body?: FieldError; language?: FieldError }[] | undefined;

/**
 * The campaign's words per language: each language switched on or off (one at least), a subject (email) and a body,
 * the merge fields as buttons that add them to the body, and a preview of the message as a guest would read it.
 */
export function ContentEditor({
  value,
  onChange,
  errors,
  channel,
  languages,
  sample,
}: {
  value: Content[];
  onChange: (value: Content[]) => void;
  errors: FieldError | undefined;
  channel: CampaignChannel;
  languages: readonly CampaignLanguage[];
  sample: Pick<Record<MergeField, string>, 'promotionName' | 'couponCode'>;
}) {
  const { t } = useTranslation('campaigns');
  const errs = errors as unknown as ContentErrors;
  const indexOf = (l: CampaignLanguage) => value.findIndex((c) => c.language === l);
  const patch = (i: number, p: Partial<Content>) =>
    onChange(value.map((c, j) => (j === i ? { ...c, ...p } : c)));
  const values = (l: CampaignLanguage): Record<MergeField, string> => ({
    firstName: t('content.sampleFirstName', { lng: l }),
    lastName: t('content.sampleLastName', { lng: l }),
    propertyName: t('content.samplePropertyName', { lng: l }),
    promotionName: sample.promotionName,
    couponCode: sample.couponCode,
    unsubscribeUrl: t('content.sampleUnsubscribe', { lng: l }),
  });

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t('content.heading')}
      </Typography>
      {errors?.message && !Array.isArray(errors) && (
        <Typography color="error" role="alert">
          {fieldErrorText(t, errors)}
        </Typography>
      )}
      <Box>
        <Typography variant="body2" color="text.secondary" id="merge-fields-help">
          {t('content.mergeHelp')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {MERGE_FIELDS.map((f) => (
            <Typography key={f} component="code" variant="body2" title={t(`content.fields.${f}`)}>
              {`{{${f}}}`} — {t(`content.fields.${f}`)}
            </Typography>
          ))}
        </Stack>
      </Box>
      {languages.map((l) => {
        const i = indexOf(l);
        const on = i >= 0;
        const c = on ? value[i]! : null;
        const e = on ? errs?.[i] : undefined;
        return (
          <Paper key={l} variant="outlined" sx={{ p: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={on}
                  disabled={on && value.length === 1}
                  onChange={(ev) =>
                    onChange(
                      ev.target.checked
                        ? [...value, { language: l, subject: '', body: '' }]
                        : value.filter((x) => x.language !== l),
                    )
                  }
                />
              }
              label={t('content.writeIn', { language: t(`languages.${l}`) })}
            />
            {c && (
              <Grid container spacing={2} sx={{ mt: 0.5 }}>
                <Grid size={{ xs: 12, md: 7 }}>
                  <Stack spacing={2}>
                    {channel === 'EMAIL' && (
                      <TextField
                        fullWidth
                        required
                        label={t('content.subject', { language: t(`languages.${l}`) })}
                        value={c.subject ?? ''}
                        onChange={(ev) => patch(i, { subject: ev.target.value })}
                        error={!!e?.subject}
                        helperText={fieldErrorText(t, e?.subject)}
                      />
                    )}
                    <TextField
                      fullWidth
                      required
                      multiline
                      minRows={4}
                      label={t('content.body', { language: t(`languages.${l}`) })}
                      value={c.body}
                      onChange={(ev) => patch(i, { body: ev.target.value })}
                      error={!!e?.body}
                      helperText={fieldErrorText(t, e?.body)}
                      slotProps={{ htmlInput: { 'aria-describedby': 'merge-fields-help' } }}
                    />
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {MERGE_FIELDS.map((f) => (
                        <Button
                          key={f}
                          size="small"
                          variant="outlined"
                          onClick={() => patch(i, { body: `${c.body}{{${f}}}` })}
                          aria-label={t('content.insert', {
                            field: t(`content.fields.${f}`),
                            language: t(`languages.${l}`),
                          })}
                        >
                          {`{{${f}}}`}
                        </Button>
                      ))}
                    </Stack>
                  </Stack>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Box
                    component="section"
                    aria-label={t('content.preview', { language: t(`languages.${l}`) })}
                    sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, whiteSpace: 'pre-wrap' }}
                  >
                    <Typography variant="overline" component="p">
                      {t('content.preview', { language: t(`languages.${l}`) })}
                    </Typography>
                    {channel === 'EMAIL' && (
                      <Typography sx={{ fontWeight: 600 }}>
                        {renderMerge(c.subject ?? '', values(l))}
                      </Typography>
                    )}
                    <Typography variant="body2">{renderMerge(c.body, values(l))}</Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                      {t('content.unsubscribeAdded', { lng: l })}
                    </Typography>
                  </Box>
                </Grid>
              </Grid>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
