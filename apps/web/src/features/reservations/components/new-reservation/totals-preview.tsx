import type { Offering } from '@bookone/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { previewTotals } from '../../utils/new-reservation-form';
import { formatMoney } from '../../utils/reservation-time';
import type { NewReservationForm } from './types';

/** What the lines come to before tax, as the clerk chooses (the server adds the tax by the business's slabs). */
export function TotalsPreview({
  form,
  offerings,
  currency,
}: {
  form: NewReservationForm;
  offerings: readonly Offering[];
  currency: string;
}) {
  const { t, i18n } = useTranslation('reservations');
  const lines = useWatch({ control: form.control, name: 'lines' });
  const discount = useWatch({ control: form.control, name: 'discountPercentage' });
  const totals = previewTotals(lines, offerings, discount);
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const rows: [string, string][] = [[t('form.subtotal'), money(totals.subtotal)]];
  if (totals.discount > 0) rows.push([t('form.discountAmount'), `− ${money(totals.discount)}`]);
  rows.push([t('form.beforeTax'), money(totals.beforeTax)]);
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
