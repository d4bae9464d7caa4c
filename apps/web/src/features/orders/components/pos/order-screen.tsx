import type { CatalogueService, FloorTable, Order, Product, ProductGroup } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiRequestError } from '../../../../lib/api-client';
import { errorMessage, serverFieldMessages } from '../../../../lib/form-errors';
import { getSessionProperty } from '../../../../lib/session';
import { useAddOrderLines } from '../../api/add-order-lines';
import { useCreateOrder } from '../../api/create-order';
import { isSoldOut, priceCart, toLineInputs, unitsInCart, type CartAction, type CartLine } from './cart';
import { CartLines } from './cart-lines';
import { MenuPanel } from './menu-panel';
import {
  checkOrderInput,
  serverMessages,
  toOrderInput,
  type FieldMessages,
  type OrderDetails,
} from './order-details';
import { OrderDetailsForm } from './order-details-form';
import { PosPromotion } from './pos-promotion';
import { lineOf, ProductOptionsDialog } from './product-options-dialog';
import { Totals } from './totals';

/**
 * The menu and the cart: a new order (its delivery, customer, discount and service charge), or another round for a
 * table's running order. Totals are the domain's priceOrder of the cart, as the server will store them. A refusal
 * (a product sold out by another till: 409; a discount beyond the user's cap: 400) is shown and the cart kept.
 */
export function OrderScreen({
  propertyId,
  outlet,
  groups,
  products,
  tables,
  lines,
  dispatch,
  details,
  onDetails,
  target,
  menu,
  onSent,
  onCancelRound,
}: {
  propertyId: number;
  outlet: CatalogueService;
  groups: readonly ProductGroup[];
  products: readonly Product[];
  tables: readonly FloorTable[];
  lines: CartLine[];
  dispatch: Dispatch<CartAction>;
  details: OrderDetails;
  onDetails: (next: OrderDetails) => void;
  /** The running order another round goes to; null: a new order. */
  target: Order | null;
  menu: {
    groupId: number | null;
    search: string;
    onGroup: (id: number | null) => void;
    onSearch: (s: string) => void;
  };
  onSent: (order: Order, round: boolean) => void;
  onCancelRound: () => void;
}) {
  const { t } = useTranslation('orders');
  const create = useCreateOrder(propertyId);
  const addLines = useAddOrderLines(propertyId);
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<{ message: string; fields: string[] } | null>(null);
  const taxable = (p: Product) => groups.find((g) => g.id === p.productGroupId)?.taxable ?? true;
  const leftOf = (p: Product) => (p.maintainStock ? p.unitsInStock - unitsInCart(lines, p.id) : null);
  const modifiersOf = (p: Product) => {
    const ids = new Set(p.modifierGroups.map((g) => g.id));
    return products.filter((m) => ids.has(m.productGroupId));
  };
  const totals = priceCart(lines, {
    discountPercentage: target ? target.discountPercentage : details.discountPercentage,
    serviceChargePercentage: target ? target.serviceChargePercentage : details.serviceChargePercentage,
    taxIncluded: outlet.priceIncludesTax,
    outletTax: outlet.taxDetails,
    propertyTax: getSessionProperty()?.taxDetails,
  });

  const pick = (p: Product) => {
    if (isSoldOut(p)) return;
    if (p.variations.length || modifiersOf(p).length) setChoosing(p);
    else
      dispatch({
        type: 'add',
        line: lineOf(p, { taxable: taxable(p), stockLeft: p.maintainStock ? p.unitsInStock : null }),
      });
  };

  const refused = (error: unknown) => {
    setErrors(serverMessages(error));
    setRefusal({
      message: errorMessage(error),
      fields: error instanceof ApiRequestError && error.status === 400 ? serverFieldMessages(error) : [],
    });
  };

  const send = () => {
    setRefusal(null);
    const lineInputs = toLineInputs(lines);
    if (target) {
      addLines.mutate(
        { orderId: target.id, input: { lines: lineInputs } },
        { onSuccess: (order) => onSent(order, true), onError: refused },
      );
      return;
    }
    const input = toOrderInput(outlet.id, details, lineInputs);
    const problems = checkOrderInput(input);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    create.mutate(input, { onSuccess: (order) => onSent(order, false), onError: refused });
  };
  const pending = create.isPending || addLines.isPending;
  const canSend = lines.length > 0 || (!target && details.deliveryMethod === 'DINE_IN');

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <MenuPanel
          groups={groups}
          products={products}
          groupId={menu.groupId}
          search={menu.search}
          onGroup={menu.onGroup}
          onSearch={menu.onSearch}
          onPick={pick}
          leftOf={leftOf}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pos-cart-title">
          <Stack spacing={2}>
            <Typography id="pos-cart-title" component="h2" variant="h6">
              {target
                ? t('pos.cart.roundTitle', { table: target.tableName ?? '', number: target.referenceNumber })
                : t('pos.cart.title')}
            </Typography>
            <CartLines lines={lines} dispatch={dispatch} amounts={totals.lines.map((l) => l.amount)} />
            {errors.lines && <Alert severity="warning">{errors.lines}</Alert>}
            {!target && (
              <OrderDetailsForm
                propertyId={propertyId}
                details={details}
                onChange={onDetails}
                tables={tables}
                errors={errors}
              />
            )}
            <Totals figures={totals} taxIncluded={outlet.priceIncludesTax} />
            {!target && (
              <PosPromotion
                propertyId={propertyId}
                outletId={outlet.id}
                details={details}
                lines={lines}
                currency={getSessionProperty()?.localCurrency ?? 'NZD'}
              />
            )}
            {refusal && (
              <Alert severity="error" onClose={() => setRefusal(null)}>
                {refusal.message}
                {refusal.fields.length > 0 && (
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {refusal.fields.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
            <Stack direction="row" spacing={1}>
              {target && (
                <Button onClick={onCancelRound} size="large">
                  {t('pos.actions.backToTable')}
                </Button>
              )}
              <Button
                variant="contained"
                size="large"
                sx={{ flex: 1 }}
                onClick={send}
                disabled={pending || !canSend}
              >
                {target ? t('pos.actions.sendRound') : t('pos.actions.send')}
              </Button>
            </Stack>
            {lines.length > 0 && (
              <Button color="inherit" onClick={() => dispatch({ type: 'clear' })}>
                {t('pos.actions.clear')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Grid>
      {choosing && (
        <ProductOptionsDialog
          product={choosing}
          modifiers={modifiersOf(choosing)}
          maxQuantity={leftOf(choosing)}
          onClose={() => setChoosing(null)}
          onAdd={(choice) => {
            dispatch({
              type: 'add',
              line: lineOf(choosing, {
                ...choice,
                taxable: taxable(choosing),
                stockLeft: choosing.maintainStock ? choosing.unitsInStock : null,
              }),
            });
            setChoosing(null);
          }}
        />
      )}
    </Grid>
  );
}
