import type { PublicQuote } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../components/facts/facts-list';
import { formatDay } from '../../../lib/dates';

/**
 * The stay a quote's deposit link books (issue 15): the guest reads what paying buys. A stay that sold out since
 * says so instead of offering to pay (nothing was or will be taken).
 */
export function PayQuote({ quote, language }: { quote: PublicQuote; language: string }) {
  const { t } = useTranslation('payment-links');
  const money = (n: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: quote.currency }).format(n);
  const rows: [string, string][] = [
    [t('pay.quote.number'), quote.enquiryNumber],
    [t('pay.quote.room'), [quote.roomTypeName, quote.ratePlanName].filter(Boolean).join(', ')],
    [
      t('pay.quote.stay'),
      t('pay.quote.dates', {
        from: formatDay(quote.arrival, language),
        to: formatDay(quote.departure, language),
        count: quote.nights,
      }),
    ],
    [
      t('pay.quote.party'),
      t('pay.quote.guests', { adults: quote.adults, children: quote.children, rooms: quote.rooms }),
    ],
    [t('pay.quote.total'), money(quote.total)],
    [t('pay.quote.deposit'), money(quote.deposit)],
  ];
  return (
    <Box component="section" aria-label={t('pay.quote.title')}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pay.quote.title')}
      </Typography>
      <FactsList items={rows} />
    </Box>
  );
}

/** Why this quote can no longer be paid: in the guest's words, with the property's detail. */
export function QuoteUnavailable({ detail }: { detail: string }) {
  const { t } = useTranslation('payment-links');
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('pay.quote.unavailableTitle')}</AlertTitle>
      {t('pay.quote.unavailable')}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {detail}
      </Typography>
    </Alert>
  );
}
