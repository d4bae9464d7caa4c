import { useTranslation } from 'react-i18next';

import { getSessionProperty } from '../../../../lib/session';

/** An amount in the interface language's format and the property's currency. */
export function formatOrderMoney(amount: number, currency: string | null | undefined, language: string) {
  return currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount)
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** The formatter of the POS and floor screens: the property's currency unless the order names its own. */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = getSessionProperty()?.localCurrency;
  return (amount: number, orderCurrency?: string) =>
    formatOrderMoney(amount, orderCurrency ?? currency, i18n.language);
}
