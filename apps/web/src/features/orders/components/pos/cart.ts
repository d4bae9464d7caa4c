// The POS cart (issue 12): lines chosen on the screen before they are sent, and their live prices. The money comes
// from the domain's priceOrder, the function the server stores an order's figures with; each line's tax rate is
// chosen as the server chooses it (decision 0039), so the preview is the bill the server will answer.
import {
  orderLineTaxBase,
  priceOrder,
  resolveTaxRate,
  roundCents,
  type OrderLineInput,
  type PricedOrder,
  type Product,
  type ProductVariation,
  type TaxSource,
} from '@bookone/domain';

export interface CartModifier {
  productId: number;
  name: string;
  price: number;
}

export interface CartLine {
  /** Identifies the line in the cart (two lines may sell the same product with other options). */
  key: string;
  productId: number;
  name: string;
  variationId: number | null;
  variationName: string | null;
  modifiers: CartModifier[];
  /** The product's (or variation's) price per unit, without modifiers. */
  unitPrice: number;
  quantity: number;
  note: string;
  discountPercentage: number;
  /** The group is sold with tax (not the original's nonGstItem). */
  taxable: boolean;
  /** The product's own rate; null: the outlet's tax, then the property's. */
  productTaxRate: number | null;
  /** Kept stock: the most this cart may sell of the product (null: not counted). */
  stockLeft: number | null;
}

/** A product cannot be sold: flagged out of stock, or its kept stock is gone. */
export const isSoldOut = (p: Pick<Product, 'outOfStock' | 'maintainStock' | 'unitsInStock'>) =>
  p.outOfStock || (p.maintainStock && p.unitsInStock <= 0);

/** The price a product sells at: its variation's, else the discounted price while there is one, else its price. */
export const productPrice = (p: Product, variation?: ProductVariation | null) =>
  variation ? variation.price : (p.discountedPrice ?? p.sellPrice);

export type CartAction =
  | { type: 'add'; line: Omit<CartLine, 'key'> }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'note'; key: string; note: string }
  | { type: 'discount'; key: string; discountPercentage: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

const sameChoice = (a: Omit<CartLine, 'key'>, b: CartLine) =>
  a.productId === b.productId &&
  a.variationId === b.variationId &&
  a.note === b.note &&
  a.discountPercentage === b.discountPercentage &&
  a.modifiers.map((m) => m.productId).join() === b.modifiers.map((m) => m.productId).join();

/** Units of a product in the cart, across its lines (kept stock counts them together). */
export const unitsInCart = (lines: readonly CartLine[], productId: number) =>
  lines.filter((l) => l.productId === productId).reduce((s, l) => s + l.quantity, 0);

let nextKey = 0;

/** The cart's changes. The same choice added again adds to its line; a quantity never passes the stock left. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  const capped = (l: CartLine, quantity: number) => {
    const others = unitsInCart(lines, l.productId) - l.quantity;
    const most = l.stockLeft == null ? 999 : Math.max(0, l.stockLeft - others);
    return Math.max(1, Math.min(quantity, most, 999));
  };
  switch (action.type) {
    case 'add': {
      const { line } = action;
      if (line.stockLeft != null && unitsInCart(lines, line.productId) + line.quantity > line.stockLeft)
        return lines;
      const same = lines.find((l) => sameChoice(line, l));
      if (same)
        return lines.map((l) =>
          l === same ? { ...l, quantity: Math.min(999, l.quantity + line.quantity) } : l,
        );
      nextKey += 1;
      return [...lines, { ...line, key: `line-${nextKey}` }];
    }
    case 'quantity':
      return lines.map((l) => (l.key === action.key ? { ...l, quantity: capped(l, action.quantity) } : l));
    case 'note':
      return lines.map((l) => (l.key === action.key ? { ...l, note: action.note } : l));
    case 'discount':
      return lines.map((l) =>
        l.key === action.key ? { ...l, discountPercentage: action.discountPercentage } : l,
      );
    case 'remove':
      return lines.filter((l) => l.key !== action.key);
    case 'clear':
      return [];
  }
}

export interface CartPricing {
  discountPercentage: number;
  serviceChargePercentage: number;
  /** The outlet's prices include tax (business service priceIncludesTax). */
  taxIncluded: boolean;
  outletTax: TaxSource;
  propertyTax: TaxSource;
}

/** The rate a line is taxed at: none for a group sold without tax, else the product's, else the outlet's/property's. */
export function lineTaxRate(line: CartLine, pricing: Pick<CartPricing, 'outletTax' | 'propertyTax'>): number {
  if (!line.taxable) return 0;
  if (line.productTaxRate != null) return line.productTaxRate;
  const base = orderLineTaxBase({
    unitPrice: line.unitPrice,
    modifiersPrice: modifiersPrice(line),
    discountPercentage: line.discountPercentage,
  });
  return resolveTaxRate(base, pricing.outletTax, pricing.propertyTax) ?? 0;
}

const modifiersPrice = (line: CartLine) => roundCents(line.modifiers.reduce((s, m) => s + m.price, 0));

export interface CartTotals extends PricedOrder {
  /** The tax per rate, highest rate first (what the bill shows under the subtotal). */
  taxByRate: { rate: number; tax: number }[];
}

/** The cart's money as the server will price it. */
export function priceCart(lines: readonly CartLine[], pricing: CartPricing): CartTotals {
  const rates = lines.map((l) => lineTaxRate(l, pricing));
  const priced = priceOrder(
    lines.map((l, i) => ({
      unitPrice: l.unitPrice,
      modifiersPrice: modifiersPrice(l),
      quantity: l.quantity,
      discountPercentage: l.discountPercentage,
      taxRate: rates[i]!,
    })),
    pricing,
  );
  const byRate = new Map<number, number>();
  priced.lines.forEach((l, i) => {
    if (rates[i]! > 0) byRate.set(rates[i]!, roundCents((byRate.get(rates[i]!) ?? 0) + l.tax));
  });
  const taxByRate = [...byRate].map(([rate, tax]) => ({ rate, tax })).sort((a, b) => b.rate - a.rate);
  return { ...priced, taxByRate };
}

/** The lines as the order API takes them. */
export const toLineInputs = (lines: readonly CartLine[]): OrderLineInput[] =>
  lines.map((l) => ({
    productId: l.productId,
    variationId: l.variationId,
    modifierIds: l.modifiers.map((m) => m.productId),
    quantity: l.quantity,
    note: l.note.trim() || null,
    discountPercentage: l.discountPercentage,
  }));
