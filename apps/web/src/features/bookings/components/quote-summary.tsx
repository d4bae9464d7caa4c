import type { BookingQuote } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { localizedValues } from '../../../lib/message-values';
import { money } from '../utils/property';

type QuoteSummaryProps = {
  quote: BookingQuote | undefined;
  /** The form is not complete enough to price yet. */
  incomplete: boolean;
  fetching: boolean;
  error: string | null;
};

/** The live price of the stay being typed: nights, plan rate, extras, discount, taxes and total, or why not. */
export function QuoteSummary({ quote, incomplete, fetching, error }: QuoteSummaryProps) {
  const { t, i18n } = useTranslation('bookings');
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} key={label}>
      <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, fontWeight: strong ? 700 : 400 }}
      >
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box
      component="section"
      aria-labelledby="quote-heading"
      aria-live="polite"
      aria-busy={fetching}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, position: 'relative' }}
    >
      <Typography id="quote-heading" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('quote.heading')}
      </Typography>
      {fetching && <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} aria-hidden />}
      {incomplete ? (
        <Typography variant="body2" color="text.secondary">
          {t('quote.incomplete')}
        </Typography>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : quote ? (
        <>
          {quote.promotion?.refusal ? (
            <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="quote-promotion-refused">
              {t('quote.promotionRefused', { code: quote.promotion.code })}{' '}
              {t(quote.promotion.refusal as never, {
                ns: 'translation',
                ...localizedValues(quote.promotion.values, i18n.language, quote.currency),
              })}
            </Alert>
          ) : null}
          {!quote.available && (
            <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="quote-unavailable">
              {quote.message ?? t('quote.unavailable')}
            </Alert>
          )}
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            {row(t('quote.nights'), String(quote.nights))}
            {row(t('quote.roomCharge'), money(quote.roomCharge, quote.currency))}
            {quote.extraCharge > 0 && row(t('quote.extras'), money(quote.extraCharge, quote.currency))}
            {quote.discountAmount > 0 &&
              row(
                quote.promotion?.refusal === null
                  ? t('quote.promotionApplied', { code: quote.promotion.code, name: quote.promotion.name })
                  : t('quote.discount', { percent: Math.round(quote.discountPercentage * 100) / 100 }),
                `− ${money(quote.discountAmount, quote.currency)}`,
              )}
            {quote.taxes.map((tax) => row(tax.name, money(tax.amount, quote.currency)))}
            {quote.taxes.length === 0 && row(t('quote.tax'), money(quote.tax, quote.currency))}
          </Box>
          <Divider sx={{ my: 1 }} />
          <Box component="dl" sx={{ m: 0 }}>
            {row(t('quote.total'), money(quote.total, quote.currency), true)}
          </Box>
          {quote.available && (
            <Typography variant="caption" color="text.secondary">
              {t('quote.unitsLeft', { count: quote.unitsLeft })}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('common.loading')}
        </Typography>
      )}
    </Box>
  );
}
