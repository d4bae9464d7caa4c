import { describe, expect, it } from 'vitest';

import {
  canOrder,
  orderActions,
  orderInputSchema,
  orderListQuerySchema,
  orderPaymentStatus,
  orderReference,
} from './order';

describe('orders', () => {
  it('numbers an order {SHORTNAME}-O-000123 from the property short name', () => {
    expect(orderReference('CBistro', 123)).toBe('CBISTRO-O-000123');
    expect(orderReference('Harbour View', 1_234_567)).toBe('HARBOURVIEW-O-1234567');
    expect(orderReference(null, 7)).toBe('ORD-O-000007');
  });

  it('moves a delivery out and ships it instead of serving it', () => {
    expect(orderActions('READY_TO_SERVE', 'DINE_IN')).toEqual(['serve', 'cancel']);
    expect(orderActions('READY_TO_SERVE', 'DELIVERY')).toEqual(['dispatch', 'cancel']);
    expect(orderActions('OUT_FOR_DELIVERY', 'DELIVERY')).toEqual(['ship']);
    expect(orderActions('SHIPPED', 'DELIVERY')).toEqual(['complete']);
    expect(canOrder('cancel', 'SERVED', 'DINE_IN')).toBe(false);
    expect(orderActions('COMPLETED', 'TAKE_AWAY')).toEqual([]);
  });

  it('reads a payment status from the amount paid', () => {
    expect(orderPaymentStatus(30, 0)).toBe('NotPaid');
    expect(orderPaymentStatus(30, 10)).toBe('PartiallyPaid');
    expect(orderPaymentStatus(30, 30)).toBe('Paid');
  });

  it('asks for what each delivery method needs', () => {
    const base = { businessServiceId: 1, lines: [{ productId: 1, quantity: 1 }] };
    const fields = (v: object) =>
      orderInputSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ deliveryMethod: 'DINE_IN' })).toEqual([['tableId', 'validation.required']]);
    expect(fields({ deliveryMethod: 'ROOM_ORDER' })).toEqual([['bookingId', 'validation.required']]);
    expect(fields({ deliveryMethod: 'DELIVERY' })).toEqual([['deliveryAddress', 'validation.required']]);
    expect(fields({ deliveryMethod: 'TAKE_AWAY', lines: [] })).toEqual([['lines', 'validation.atLeastOne']]);
    // A table is seated before anything is ordered.
    expect(fields({ deliveryMethod: 'DINE_IN', tableId: 4, lines: [] })).toBeUndefined();
  });

  it('takes a date range only with both ends, in order', () => {
    expect(orderListQuerySchema.safeParse({ from: '2026-03-01' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ from: '2026-03-05', to: '2026-03-01' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-05' }).success).toBe(true);
  });
});
