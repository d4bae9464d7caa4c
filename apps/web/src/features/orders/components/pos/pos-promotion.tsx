import Typography from '@mui/material/Typography';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';

import { PromotionOutcome } from '../../../../components/promotion/promotion-outcome';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useOrderQuote } from '../../api/order-quote';
import { toLineInputs, type CartLine } from './cart';
import { promotionQuoteOf, type OrderDetails } from './order-details';

/**
 * The cart's coupon code as the server prices it (once per pause in typing): the code's discount and the total the
 * order would be taken at, or why the code does not apply. The cart's own totals are the lines without the code.
 */
export function PosPromotion({
  propertyId,
  outletId,
  details,
  lines,
  currency,
}: {
  propertyId: number;
  outletId: number;
  details: OrderDetails;
  lines: readonly CartLine[];
  currency: string;
}): JSX.Element | null {
  const { t, i18n } = useTranslation();
  const request = useDebouncedValue(promotionQuoteOf(outletId, details, toLineInputs([...lines])), 350);
  const quote = useOrderQuote(propertyId, request);
  if (!request) return null;
  const answer = quote.data;
  const applied = answer?.promotion?.refusal === null ? answer : null;
  return (
    <div>
      <PromotionOutcome
        applied={answer?.promotion}
        currency={currency}
        checking={quote.isFetching && !answer}
      />
      {applied && (
        <Typography variant="subtitle2" sx={{ mt: 1 }} data-testid="pos-total-with-code">
          {t('promotionCode.totalWith', {
            amount: new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(
              applied.total,
            ),
          })}
        </Typography>
      )}
    </div>
  );
}
