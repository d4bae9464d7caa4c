import type { TFunction } from 'i18next';

/** A secret as every screen shows it: "•••• 4242" when set, "Not set" otherwise; never more. */
export function maskedSecret(t: TFunction<'payment-gateways'>, set: boolean, last4: string | null): string {
  return set ? t('setting.masked', { last4: last4 ?? '' }) : t('setting.notSet');
}
