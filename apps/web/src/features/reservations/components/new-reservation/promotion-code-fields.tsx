import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { GridField } from '../../../../components/form/grid-field';
import { PromotionOutcome } from '../../../../components/promotion/promotion-outcome';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useReservationQuote } from '../../api/reservation-quote';
import { promotionQuoteRequest } from '../../utils/new-reservation-form';
import type { NewReservationForm } from './types';

/**
 * The server's answer for the form's code as it is typed (once per pause): the totals preview and the code's
 * outcome read the same query, so one request serves both.
 */
export function usePromotionQuote(form: NewReservationForm, propertyId: number) {
  const [lines, customerMode, customerId, discountPercentage, promotionCode] = useWatch({
    control: form.control,
    name: ['lines', 'customerMode', 'customerId', 'discountPercentage', 'promotionCode'],
  });
  const request = useDebouncedValue(
    promotionQuoteRequest({ lines, customerMode, customerId, discountPercentage, promotionCode }),
    350,
  );
  const quote = useReservationQuote(propertyId, request);
  return { request, quote: request ? quote.data : undefined, checking: request != null && quote.isFetching };
}

/** The coupon code box and what the code does: its discount, or why it does not apply (expired, wrong offering…). */
export function PromotionCodeFields({
  form,
  propertyId,
  currency,
}: {
  form: NewReservationForm;
  propertyId: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const { quote, checking } = usePromotionQuote(form, propertyId);
  return (
    <>
      <GridField
        sm={6}
        control={form.control}
        name="promotionCode"
        label={t('promotionCode.label')}
        hint={t('promotionCode.help')}
        reads="optionalText"
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <PromotionOutcome applied={quote?.promotion} currency={currency} checking={checking && !quote} />
      </Grid>
    </>
  );
}
