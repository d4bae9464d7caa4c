import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useMoney } from './money';

export interface TotalsFigures {
  subtotal: number;
  discountAmount: number;
  serviceCharge: number;
  /** Per rate when known (the cart's preview), else one figure. */
  taxByRate?: { rate: number; tax: number }[];
  tax: number;
  total: number;
  /** A running order's payments. */
  paid?: number;
  balance?: number;
}

/** A bill's figures as a definition list: subtotal, discounts, service charge, tax (by rate), total. */
export function Totals({
  figures,
  currency,
  taxIncluded = false,
}: {
  figures: TotalsFigures;
  currency?: string;
  taxIncluded?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const money = useMoney();
  const percent = (rate: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(rate);
  const taxLabel = taxIncluded ? 'pos.totals.taxIncluded' : 'pos.totals.tax';
  const rows: [string, number, boolean?][] = [
    [t('pos.totals.subtotal'), figures.subtotal],
    ...(figures.discountAmount
      ? [[t('pos.totals.discount'), -figures.discountAmount] as [string, number]]
      : []),
    ...(figures.serviceCharge
      ? [[t('pos.totals.serviceCharge'), figures.serviceCharge] as [string, number]]
      : []),
    ...(figures.taxByRate?.length
      ? figures.taxByRate.map(
          (r) => [t(`${taxLabel}Rate`, { rate: percent(r.rate) }), r.tax] as [string, number],
        )
      : [[t(taxLabel), figures.tax] as [string, number]]),
    [t('pos.totals.total'), figures.total, true],
    ...(figures.paid != null ? [[t('pos.totals.paid'), figures.paid] as [string, number]] : []),
    ...(figures.balance != null
      ? [[t('pos.totals.balance'), figures.balance, true] as [string, number, boolean]]
      : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
      {rows.map(([label, amount, strong]) => (
        <Box key={label} sx={{ display: 'contents', '& > *': { fontWeight: strong ? 700 : 400 } }}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {money(amount, currency)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
