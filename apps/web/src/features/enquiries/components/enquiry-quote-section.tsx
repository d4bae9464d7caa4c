import { enquiryQuoteSendSchema, type Enquiry } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../components/facts/facts-list';
import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { useSendQuote } from '../api/enquiry-quote';
import { EnquiryQuoteDialog } from './enquiry-quote-dialog';

/**
 * An enquiry's quote (issue 15): the stay offered, its deposit and where its link went; why the guest's payment was
 * refused (sold out since); Quote (NEW/QUOTED, with a property) and Send quote (QUOTED) for those who work it.
 */
export function EnquiryQuoteSection({ enquiry: e, canWrite }: { enquiry: Enquiry; canWrite: boolean }) {
  const { t, i18n } = useTranslation('enquiries');
  const [quoting, setQuoting] = useState(false);
  const [sending, setSending] = useState(false);
  const open = e.status === 'NEW' || e.status === 'QUOTED';
  const q = e.quote;
  const lang = i18n.language;
  const money = (n: number) =>
    q ? new Intl.NumberFormat(lang, { style: 'currency', currency: q.currency }).format(n) : '';
  if (!q && !(open && canWrite && e.propertyId != null)) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t('quote.section')}>
      <Typography component="h3" variant="subtitle2">
        {t('quote.section')}
      </Typography>
      {e.quoteProblem && e.status !== 'WON' && (
        <Alert severity="error" role="alert">
          {t('quote.problem', { reason: e.quoteProblem })}
        </Alert>
      )}
      {q && (
        <FactsList
          items={[
            [t('quote.roomType'), [q.roomTypeName, q.ratePlanName].filter(Boolean).join(', ')],
            [t('fields.stay'), `${formatDay(q.arrival, lang)} – ${formatDay(q.departure, lang)}`],
            [t('quote.total'), money(q.total)],
            [t('quote.deposit'), money(q.deposit)],
            [
              t('quote.sent'),
              q.sentAt
                ? t('quote.sentTo', { to: q.sentTo, when: formatDateTime(q.sentAt, lang) })
                : t('quote.notSent'),
            ],
          ]}
        />
      )}
      {open && canWrite && e.propertyId != null && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setQuoting(true)}>
            {q ? t('quote.requote') : t('quote.open')}
          </Button>
          {e.status === 'QUOTED' && q && (
            <Button variant="contained" onClick={() => setSending(true)}>
              {t('quote.send')}
            </Button>
          )}
        </Stack>
      )}
      {quoting && e.propertyId != null && (
        <EnquiryQuoteDialog enquiry={e} propertyId={e.propertyId} onClose={() => setQuoting(false)} />
      )}
      {sending && <SendQuoteDialog enquiry={e} onClose={() => setSending(false)} />}
    </Stack>
  );
}

/** Sends the saved quote with its deposit link: to the guest's email (or another), in their language. */
function SendQuoteDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const { t } = useTranslation('enquiries');
  const send = useSendQuote(enquiry.id);
  const { form, dialogProps } = useKitForm({
    schema: enquiryQuoteSendSchema,
    fields: ['email', 'language', 'validDays'],
    defaultValues: {
      email: enquiry.email ?? '',
      language: enquiry.language === 'fr' ? 'fr' : 'en',
      validDays: 3,
    },
    onSave: async (input) => {
      await send.mutateAsync(input);
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="sm"
      title={t('quote.sendTitle', { number: enquiry.enquiryNumber })}
      submitLabel={t('quote.sendSubmit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('quote.sendIntro')}</Typography>
        <FormTextField control={form.control} name="email" required label={t('fields.email')} />
        <FormTextField
          control={form.control}
          name="language"
          required
          label={t('quote.language')}
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
        />
        <FormTextField
          control={form.control}
          name="validDays"
          required
          reads="number"
          min={1}
          label={t('quote.validDays')}
        />
      </Stack>
    </FormDialog>
  );
}
