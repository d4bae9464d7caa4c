import type { Product } from '@bookone/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isSoldOut, productPrice, type CartLine } from './cart';
import { useMoney } from './money';
import { QuantityStepper } from './quantity-stepper';

/** The line a product becomes, its options chosen (the cart adds a key). */
export type ChosenLine = Omit<CartLine, 'key'>;

/** Builds a cart line of a product with a variation and modifiers. */
export function lineOf(
  product: Product,
  options: {
    variationId?: number | null;
    modifiers?: readonly Product[];
    quantity?: number;
    note?: string;
    taxable: boolean;
    stockLeft: number | null;
  },
): ChosenLine {
  const variation = product.variations.find((v) => v.id === options.variationId) ?? null;
  return {
    productId: product.id,
    name: product.name,
    variationId: variation?.id ?? null,
    variationName: variation?.name ?? null,
    modifiers: (options.modifiers ?? []).map((m) => ({ productId: m.id, name: m.name, price: m.sellPrice })),
    unitPrice: productPrice(product, variation),
    quantity: options.quantity ?? 1,
    note: options.note ?? '',
    discountPercentage: 0,
    taxable: options.taxable,
    productTaxRate: product.taxRate,
    stockLeft: options.stockLeft,
  };
}

/**
 * A product's choices before it goes to the cart: its size or portion, its toppings (products of its modifier
 * groups, at their own price), how many, and a note for the kitchen.
 */
export function ProductOptionsDialog({
  product,
  modifiers,
  maxQuantity,
  onAdd,
  onClose,
}: {
  product: Product;
  /** The products of its modifier groups. */
  modifiers: readonly Product[];
  /** Kept stock left for this cart; null: not counted. */
  maxQuantity: number | null;
  onAdd: (choice: {
    variationId: number | null;
    modifiers: Product[];
    quantity: number;
    note: string;
  }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const [variationId, setVariationId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const toggle = (id: number) =>
    setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pos-options-title">
      <DialogTitle id="pos-options-title">{product.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {product.variations.length > 0 && (
            <div>
              <FormLabel id="pos-variation-label">{t('pos.options.variation')}</FormLabel>
              <RadioGroup
                aria-labelledby="pos-variation-label"
                value={variationId == null ? 'base' : String(variationId)}
                onChange={(e) => setVariationId(e.target.value === 'base' ? null : Number(e.target.value))}
              >
                <FormControlLabel
                  value="base"
                  control={<Radio />}
                  label={`${t('pos.options.regular')} · ${money(productPrice(product))}`}
                />
                {product.variations.map((v) => (
                  <FormControlLabel
                    key={v.id}
                    value={String(v.id)}
                    control={<Radio />}
                    label={`${v.name} · ${money(v.price)}`}
                  />
                ))}
              </RadioGroup>
            </div>
          )}
          {modifiers.length > 0 && (
            <FormGroup aria-labelledby="pos-modifiers-label">
              <FormLabel id="pos-modifiers-label">{t('pos.options.modifiers')}</FormLabel>
              {modifiers.map((m) => (
                <FormControlLabel
                  key={m.id}
                  control={<Checkbox checked={picked.includes(m.id)} onChange={() => toggle(m.id)} />}
                  disabled={isSoldOut(m)}
                  label={`${m.name} · ${isSoldOut(m) ? t('pos.menu.soldOut') : `+${money(m.sellPrice)}`}`}
                />
              ))}
            </FormGroup>
          )}
          <QuantityStepper
            value={quantity}
            max={maxQuantity ?? 999}
            onChange={setQuantity}
            label={t('pos.cart.quantityOf', { name: product.name })}
          />
          <TextField
            label={t('pos.cart.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            helperText={t('pos.cart.noteHelp')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pos.actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() =>
            onAdd({
              variationId,
              modifiers: modifiers.filter((m) => picked.includes(m.id)),
              quantity,
              note,
            })
          }
        >
          {t('pos.options.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
