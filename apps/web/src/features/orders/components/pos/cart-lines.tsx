import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';

import { unitsInCart, type CartAction, type CartLine } from './cart';
import { useMoney } from './money';
import { QuantityStepper } from './quantity-stepper';

/** What a line is, in one line of text: "Margherita · Large · + Olives, Extra cheese". */
export const lineTitle = (l: Pick<CartLine, 'name' | 'variationName' | 'modifiers'>) =>
  [l.name, l.variationName, l.modifiers.length ? `+ ${l.modifiers.map((m) => m.name).join(', ')}` : null]
    .filter(Boolean)
    .join(' · ');

/** The cart's lines: quantity by steps, the line's amount, a note and a discount behind the edit button, remove. */
export function CartLines({
  lines,
  dispatch,
  amounts,
}: {
  lines: readonly CartLine[];
  dispatch: Dispatch<CartAction>;
  /** Each line's amount before discounts, in the cart's order. */
  amounts: readonly number[];
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const [editing, setEditing] = useState<string | null>(null);
  if (lines.length === 0) return <Typography color="text.secondary">{t('pos.cart.empty')}</Typography>;
  return (
    <Box component="ul" aria-label={t('pos.cart.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((l, i) => {
        const title = lineTitle(l);
        const left = l.stockLeft == null ? 999 : l.stockLeft - (unitsInCart(lines, l.productId) - l.quantity);
        return (
          <Box component="li" key={l.key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                {(l.note || l.discountPercentage > 0) && (
                  <Typography variant="body2" color="text.secondary">
                    {[
                      l.note ? t('pos.cart.noteShown', { note: l.note }) : null,
                      l.discountPercentage > 0
                        ? t('pos.cart.discountShown', { percent: l.discountPercentage })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
              </Box>
              <QuantityStepper
                value={l.quantity}
                max={Math.min(999, left)}
                onChange={(quantity) => dispatch({ type: 'quantity', key: l.key, quantity })}
                label={t('pos.cart.quantityOf', { name: title })}
              />
              <Typography sx={{ minWidth: 72, textAlign: 'right' }}>{money(amounts[i] ?? 0)}</Typography>
              <IconButton
                aria-label={t('pos.cart.edit', { name: title })}
                aria-expanded={editing === l.key}
                onClick={() => setEditing(editing === l.key ? null : l.key)}
              >
                <EditNoteIcon />
              </IconButton>
              <IconButton
                aria-label={t('pos.cart.remove', { name: title })}
                onClick={() => dispatch({ type: 'remove', key: l.key })}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            {editing === l.key && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                <TextField
                  size="small"
                  label={t('pos.cart.note')}
                  value={l.note}
                  onChange={(e) => dispatch({ type: 'note', key: l.key, note: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                  sx={{ flex: 2 }}
                />
                <TextField
                  size="small"
                  type="number"
                  label={t('pos.cart.lineDiscount')}
                  value={l.discountPercentage}
                  onChange={(e) =>
                    dispatch({
                      type: 'discount',
                      key: l.key,
                      discountPercentage: Math.min(100, Math.max(0, Number(e.target.value) || 0)),
                    })
                  }
                  slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
                  sx={{ flex: 1 }}
                />
              </Stack>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
