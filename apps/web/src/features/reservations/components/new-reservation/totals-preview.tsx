import type { Offering } from '@bookone/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { previewTotals } from '../../utils/new-reservation-form';
import { formatMoney } from '../../utils/reservation-time';
import { usePromotionQuote } from './promotion-code-fields';
import type { NewReservationForm } from './types';

/**
 * What the lines come to before tax, as the clerk chooses (the server adds the tax by the business's slabs), with a
 * coupon code's discount once the server has accepted the code.
 */
export function TotalsPreview({
  form,
  offerings,
  currency,
  propertyId,
}: {
  form: NewReservationForm;
  offerings: readonly Offering[];
  currency: string;
  propertyId: number;
}) {
  const { t, i18n } = useTranslation('reservations');
  const lines = useWatch({ control: form.control, name: 'lines' });
  const discount = useWatch({ control: form.control, name: 'discountPercentage' });
  const { quote } = usePromotionQuote(form, propertyId);
  const code = quote?.promotion?.refusal === null ? quote.promotion : null;
  const totals = previewTotals(lines, offerings, discount);
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const rows: [string, string][] = [[t('form.subtotal'), money(totals.subtotal)]];
  if (totals.discount > 0) rows.push([t('form.discountAmount'), `− ${money(totals.discount)}`]);
  if (code && code.discount > 0)
    rows.push([t('promotionCode.label', { ns: 'translation' }), `− ${money(code.discount)}`]);
  rows.push([t('form.beforeTax'), money(Math.max(0, totals.beforeTax - (code?.discount ?? 0)))]);
  return (
    <Box
      component="section"
      aria-labelledby="new-reservation-totals"
      aria-live="polite"
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id="new-reservation-totals" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.totals')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('form.taxNote')}
      </Typography>
    </Box>
  );
}
