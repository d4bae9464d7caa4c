// What the order tests share: the Corner Bistro's outlet and demo menu (seeded by the products module), tables of
// their own, and taking an order through the API.
import type { Order } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { businessService, product, productVariation, serviceResource } from '../src/db/schema';
import type { TestApp } from './helpers';

export interface Bistro {
  propertyId: number;
  outletId: number;
  /** Products of the demo menu by code. */
  product: (code: string) => Promise<typeof product.$inferSelect>;
  variation: (code: string, name: string) => Promise<number>;
}

export async function bistroOf(t: TestApp, propertyId: number, outletName = 'Dine In'): Promise<Bistro> {
  const [outlet] = await t.db
    .select()
    .from(businessService)
    .where(and(eq(businessService.propertyId, propertyId), eq(businessService.name, outletName)));
  expect(outlet, `outlet ${outletName}`).toBeDefined();
  const productOf = async (code: string) => {
    const [p] = await t.db
      .select()
      .from(product)
      .where(and(eq(product.businessServiceId, outlet!.id), eq(product.code, code)));
    expect(p, `product ${code}`).toBeDefined();
    return p!;
  };
  return {
    propertyId,
    outletId: outlet!.id,
    product: productOf,
    variation: async (code, name) => {
      const p = await productOf(code);
      const [v] = await t.db
        .select()
        .from(productVariation)
        .where(and(eq(productVariation.productId, p.id), eq(productVariation.name, name)));
      expect(v, `${code} ${name}`).toBeDefined();
      return v!.id;
    },
  };
}

/** Tables of the test's own (names unique per property), at the outlet. */
export async function addTables(t: TestApp, b: Bistro, names: string[], area = 'Test room') {
  const rows = await t.db
    .insert(serviceResource)
    .values(
      names.map((name) => ({
        propertyId: b.propertyId,
        businessServiceId: b.outletId,
        kind: 'TABLE' as const,
        name,
        area,
        capacity: 4,
      })),
    )
    .returning({ id: serviceResource.id });
  return rows.map((r) => r.id);
}

/** Sets a product's kept stock (or stops keeping it). */
export async function setStock(t: TestApp, productId: number, units: number | null) {
  await t.db
    .update(product)
    .set({ maintainStock: units != null, unitsInStock: units ?? 0, outOfStock: false })
    .where(eq(product.id, productId));
}

export async function stockOf(t: TestApp, productId: number) {
  const [p] = await t.db.select().from(product).where(eq(product.id, productId));
  return p!.unitsInStock;
}

/** Takes an order through the API and asserts the 201. */
export async function takeOrder(
  t: TestApp,
  token: string,
  propertyId: number,
  /** An order input as a client sends it (defaults left out). */
  body: object,
): Promise<Order> {
  const res = await t.api('POST', `/api/order/property/${propertyId}`, {
    token,
    body: { lines: [], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}
