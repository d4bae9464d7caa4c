import type { SalePromotion } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

/**
 * The details pages' line for the coupon code a sale was sold with (a reservation, an order, a booking): "Promotion
 * — SPRING20 (Spring spa): − $24.00", or nothing for a sale without one.
 */
export function usePromotionFact() {
  const { t } = useTranslation();
  return (
    promotion: SalePromotion | null | undefined,
    money: (amount: number) => string,
  ): [string, string] | null =>
    promotion
      ? [
          t('promotionCode.soldWith'),
          t('promotionCode.soldWithValue', {
            code: promotion.code,
            name: promotion.name,
            amount: money(promotion.discount),
          }),
        ]
      : null;
}
