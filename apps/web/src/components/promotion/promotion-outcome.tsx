import type { AppliedPromotion } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';

import { localizedValues } from '../../lib/message-values';

/**
 * What a sale form's coupon code does, as the server's quote answered it (issue 14): its discount, or why it does
 * not apply, in the interface language with the refusal's dates and amounts written as the language does. Nothing
 * without a code. Announced to screen readers as it changes.
 */
export function PromotionOutcome({
  applied,
  currency,
  checking = false,
}: {
  applied: AppliedPromotion | null | undefined;
  currency: string;
  checking?: boolean;
}): JSX.Element | null {
  const { t, i18n } = useTranslation();
  const money = (n: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(n);
  const body = checking ? (
    <Alert severity="info">{t('promotionCode.checking')}</Alert>
  ) : !applied ? null : applied.refusal ? (
    <Alert severity="warning" data-testid="promotion-refused">
      {t('promotionCode.refused', { code: applied.code })}{' '}
      {/* The refusal's key is the server's, known only at run time. */}
      {t(applied.refusal as never, localizedValues(applied.values, i18n.language, currency))}
    </Alert>
  ) : (
    <Alert severity="success" data-testid="promotion-applied">
      {t('promotionCode.applied', {
        code: applied.code,
        name: applied.name ?? '',
        amount: money(applied.discount),
      })}
    </Alert>
  );
  return (
    <div role="status" aria-live="polite">
      {body}
    </div>
  );
}
