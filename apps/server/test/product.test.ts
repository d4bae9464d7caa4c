// Products (issue 12): product groups and products of an outlet, variations priced by a factor of the product's
// price (recomputed on a price change) or their own, modifier groups, images within the plan, lists and export,
// the CSV menu import (preview, all-or-nothing), 400/409 answers, roles, tenants and audit rows.
import type {
  MenuImportPreview,
  MenuImportResult,
  ProductDetail,
  ProductGroup,
  ProductGroupPage,
  ProductPage,
} from '@bookone/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it, onTestFinished } from 'vitest';

import { property } from '../src/db/schema';
import { openForFile, openTenantsApp } from './demo-app';
import { queryRows } from './openapi-support';
import { expectError, fileUpload, TINY_PNG } from './support';

const BASE = '/api/product';
const BISTRO_ADMIN = 'bistro.admin@bookone.demo';

const { t, session, rival, HARBOUR, ids } = await openForFile(openTenantsApp);
const BISTRO = ids.property('Corner Bistro');

const bistro = () => session(BISTRO_ADMIN);
const get = async <T>(url: string, token?: string) => {
  const res = await t.api('GET', url, { token: token ?? (await bistro()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const groupsOf = (propertyId: number, query = '', token?: string) =>
  get<ProductGroupPage>(`${BASE}/property/${propertyId}/groups?size=100${query}`, token);
const productsOf = (propertyId: number, query = '', token?: string) =>
  get<ProductPage>(`${BASE}/property/${propertyId}/products?size=100${query}`, token);

async function bistroGroup(code: string): Promise<ProductGroup> {
  const g = (await groupsOf(BISTRO)).items.find((x) => x.code === code);
  if (!g) throw new Error(`no seeded group ${code}`);
  return g;
}

let seq = 0;
const nextCode = (prefix: string) => `${prefix}-${++seq}${Date.now() % 1000}`;

async function createGroup(over: Record<string, unknown> = {}, propertyId = BISTRO, token?: string) {
  const outlet = (await bistroGroup('PIZZAS')).businessServiceId;
  return t.api('POST', `${BASE}/property/${propertyId}/groups`, {
    token: token ?? (await bistro()),
    body: { businessServiceId: outlet, name: nextCode('Specials'), printerName: 'Grill', ...over },
  });
}

async function createProduct(over: Record<string, unknown> = {}, token?: string) {
  const pizzas = await bistroGroup('PIZZAS');
  return t.api('POST', `${BASE}/property/${BISTRO}/products`, {
    token: token ?? (await bistro()),
    body: { productGroupId: pizzas.id, name: 'Capricciosa', code: nextCode('CAPRI'), sellPrice: 20, ...over },
  });
}

async function auditRows(entity: string, id: number) {
  return queryRows<{ action: string; event: string | null; changes: Record<string, unknown> }>(
    t,
    `select action, event, changes from audit_log where entity = '${entity}' and entity_id = '${id}' order by id`,
  );
}

const countProducts = async () =>
  Number((await queryRows<{ n: number }>(t, `select count(*)::int n from product`))[0]!.n);

describe('seeded menus', () => {
  it("the bistro has six groups and about 45 products; pizzas' sizes follow a factor; stock and a sold-out dish", async () => {
    const groups = await groupsOf(BISTRO);
    expect(groups.items.map((g) => g.name).sort()).toEqual(
      ['Desserts', 'Drinks', 'Mains', 'Pizzas', 'Starters', 'Toppings'].sort(),
    );
    const products = await productsOf(BISTRO);
    expect(products.total).toBeGreaterThanOrEqual(40);
    expect(products.total).toBeLessThanOrEqual(50);
    const margherita = products.items.find((p) => p.code === 'MARGHERITA')!;
    expect(margherita.variations.map(({ name, price, factor }) => [name, price, factor])).toEqual([
      ['Small', 17.6, 0.8],
      ['Large', 29.7, 1.35],
    ]);
    expect(margherita.modifierGroups.map((g) => g.name)).toEqual(['Toppings']);
    expect((await productsOf(BISTRO, '&outOfStock=true')).items.map((p) => p.name)).toEqual([
      'Pumpkin Gnocchi',
    ]);
    expect((await productsOf(BISTRO, '&maintainStock=true')).total).toBeGreaterThanOrEqual(5);
    const harbour = await productsOf(HARBOUR, '', await session.admin());
    expect(harbour.items.every((p) => p.businessServiceName === 'Harbour Kitchen')).toBe(true);
    expect(harbour.items.map((p) => p.name)).toContain('Club Sandwich');
  });

  it('the desk reads the menu to take orders but cannot change it; housekeeping reads nothing', async () => {
    const desk = await session.desk();
    const item = (await productsOf(HARBOUR, '', desk)).items[0]!;
    expectError(
      await t.api('PUT', `${BASE}/products/${item.id}`, { token: desk, body: { sellPrice: 1 } }),
      403,
    );
    expectError(
      await t.api('GET', `${BASE}/property/${HARBOUR}/products`, { token: await session.housekeeping() }),
      403,
    );
  });
});

describe('product groups', () => {
  it('creates a group, audited; a name (any case) or code taken at the outlet answers 409 on the field', async () => {
    const res = await createGroup({ name: 'Brunch', code: 'BRUNCH', groupKot: true, taxable: false });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json<ProductGroup>();
    expect(g).toMatchObject({
      name: 'Brunch',
      groupKot: true,
      taxable: false,
      productCount: 0,
      active: true,
    });
    expect((await auditRows('product_group', g.id))[0]?.action).toBe('create');
    expectError(await createGroup({ name: 'brunch' }), 409, { fields: ['name'] });
    expectError(await createGroup({ code: 'BRUNCH' }), 409, { fields: ['code'] });
    const racing = await Promise.all([
      createGroup({ name: 'Late Night' }),
      createGroup({ name: 'Late Night' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses another property's outlet (400 on the field) and deactivates with active: false", async () => {
    const harbourOutlet = (await productsOf(HARBOUR, '', await session.admin())).items[0]!.businessServiceId;
    expectError(await createGroup({ businessServiceId: harbourOutlet }), 400, {
      fields: ['businessServiceId'],
    });
    const g = (await createGroup()).json<ProductGroup>();
    const off = await t.api('PUT', `${BASE}/groups/${g.id}`, {
      token: await bistro(),
      body: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await groupsOf(BISTRO, '&active=false')).items.map((x) => x.id)).toContain(g.id);
    expect((await groupsOf(BISTRO, '&active=true')).items.map((x) => x.id)).not.toContain(g.id);
  });

  it("sets and removes the group's image", async () => {
    const g = (await createGroup()).json<ProductGroup>();
    const token = await bistro();
    const form = fileUpload('tile.png', 'image/png', TINY_PNG);
    const put = await t.api('POST', `${BASE}/groups/${g.id}/image`, {
      token,
      body: form.body,
      headers: form.headers,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ProductGroup>().imageUrl).toMatch(/^\/uploads\/product-groups\//);
    const del = await t.api('DELETE', `${BASE}/groups/${g.id}/image`, { token });
    expect(del.json<ProductGroup>().imageUrl).toBeNull();
    expectError(await t.api('DELETE', `${BASE}/groups/${g.id}/image`, { token }), 404);
  });
});

describe('products', () => {
  it('a price change recomputes the factored variation and keeps the own-priced one; ids are kept', async () => {
    const toppings = await bistroGroup('TOPPINGS');
    const res = await createProduct({
      variations: [
        { name: 'Family', factor: 1.5 },
        { name: 'Slice', price: 6 },
      ],
      modifierGroupIds: [toppings.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json<ProductDetail>();
    expect(p.variations.map((v) => [v.name, v.price, v.factor])).toEqual([
      ['Family', 30, 1.5],
      ['Slice', 6, null],
    ]);
    expect(p.modifierGroups).toEqual([{ id: toppings.id, name: 'Toppings' }]);
    const token = await bistro();
    const changed = await t.api('PUT', `${BASE}/products/${p.id}`, { token, body: { sellPrice: 23 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProductDetail>().variations.map((v) => [v.id, v.price])).toEqual([
      [p.variations[0]!.id, 34.5],
      [p.variations[1]!.id, 6],
    ]);
    // A list sent replaces the variations: the one named by id keeps its id, the other goes, a new one comes.
    const replaced = await t.api('PUT', `${BASE}/products/${p.id}`, {
      token,
      body: {
        sellPrice: 24,
        variations: [
          { id: p.variations[0]!.id, name: 'Family', factor: 1.25 },
          { name: 'Kids', factor: 0.5 },
        ],
      },
    });
    expect(
      replaced.json<ProductDetail>().variations.map((v) => [v.id === p.variations[0]!.id, v.name, v.price]),
    ).toEqual([
      [true, 'Family', 30],
      [false, 'Kids', 12],
    ]);
    const [, update] = await auditRows('product', p.id);
    expect(update?.changes).toMatchObject({ sellPrice: [20, 23] });
  });

  it('answers 400 on the field for wrong variations, modifier groups and prices', async () => {
    const pizzas = await bistroGroup('PIZZAS');
    expectError(await createProduct({ variations: [{ name: 'Big', price: 5, factor: 2 }] }), 400, {
      fields: ['variations.0.price'],
    });
    expectError(
      await createProduct({
        variations: [
          { name: 'Big', factor: 2 },
          { name: 'big', price: 3 },
        ],
      }),
      400,
      { fields: ['variations.1.name'] },
    );
    expectError(await createProduct({ modifierGroupIds: [pizzas.id] }), 400, {
      fields: ['modifierGroupIds'],
    });
    const harbourGroup = (await groupsOf(HARBOUR, '', await session.admin())).items[0]!;
    expectError(await createProduct({ modifierGroupIds: [harbourGroup.id] }), 400, {
      fields: ['modifierGroupIds'],
    });
    expectError(await createProduct({ productGroupId: harbourGroup.id }), 400, {
      fields: ['productGroupId'],
    });
    expectError(await createProduct({ discountedPrice: 25 }), 400, { fields: ['discountedPrice'] });
    expectError(await createProduct({ sellPrice: -1, code: 'lower' }), 400, {
      fields: ['sellPrice', 'code'],
    });
    const p = (await createProduct({ discountedPrice: 18 })).json<ProductDetail>();
    expectError(
      await t.api('PUT', `${BASE}/products/${p.id}`, { token: await bistro(), body: { sellPrice: 15 } }),
      400,
      { fields: ['discountedPrice'] },
    );
  });

  it('a code taken at the outlet answers 409 on the field; two clerks racing for one code: one wins', async () => {
    expectError(await createProduct({ code: 'MARGHERITA' }), 409, { fields: ['code'] });
    const code = nextCode('RACE');
    const results = await Promise.all([createProduct({ code }), createProduct({ code })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await productsOf(BISTRO, `&search=${code}`)).total).toBe(1);
  });

  it('the stock never goes below zero in the database: the last unit is taken once', async () => {
    const p = (await createProduct({ maintainStock: true, unitsInStock: 1 })).json<ProductDetail>();
    const take = (n: number) =>
      t.db.execute(sql`update product set units_in_stock = units_in_stock - ${n} where id = ${p.id}`);
    await expect(take(2)).rejects.toThrow();
    expect((await get<ProductDetail>(`${BASE}/products/${p.id}`)).unitsInStock).toBe(1);
    await take(1);
    expect((await get<ProductDetail>(`${BASE}/products/${p.id}`)).unitsInStock).toBe(0);
  });

  it('lists filter by group, search and sort on the server; the export has the same rows', async () => {
    const drinks = await bistroGroup('DRINKS');
    const page = await productsOf(BISTRO, `&productGroupId=${drinks.id}&sort=sellPrice&order=desc`);
    expect(page.items.every((p) => p.productGroupId === drinks.id)).toBe(true);
    const prices = page.items.map((p) => p.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await productsOf(BISTRO, '&search=tiramisu')).items.map((p) => p.name)).toEqual(['Tiramisu']);
    const res = await t.api('GET', `${BASE}/property/${BISTRO}/products/export?productGroupId=${drinks.id}`, {
      token: await bistro(),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(page.total);
  });

  it('keeps images within the plan count (Business Starter: one)', async () => {
    // The demo bistro is on Premium (40); the count is the plan's, read at each upload.
    await t.db.update(property).set({ plan: 'Business Starter' }).where(eq(property.id, BISTRO));
    onTestFinished(async () => {
      await t.db.update(property).set({ plan: 'Business Premium' }).where(eq(property.id, BISTRO));
    });
    const p = (await createProduct()).json<ProductDetail>();
    const token = await bistro();
    const upload = () => {
      const form = fileUpload('pizza.png', 'image/png', TINY_PNG);
      return t.api('POST', `${BASE}/products/${p.id}/images`, {
        token,
        body: form.body,
        headers: form.headers,
      });
    };
    expect((await upload()).statusCode).toBe(201);
    expectError(await upload(), 409, { message: /Business Starter allows 1 image per product/ });
    const detail = await get<ProductDetail>(`${BASE}/products/${p.id}`);
    expect(detail).toMatchObject({ imageCount: 1, maxImages: 1 });
    const del = await t.api('DELETE', `${BASE}/products/${p.id}/images/${detail.images[0]!.id}`, { token });
    expect(del.statusCode).toBe(200);
    expect((await get<ProductDetail>(`${BASE}/products/${p.id}`)).imageCount).toBe(0);
  });
});

describe('menu import', () => {
  const body = async (csv: string) => ({
    businessServiceId: (await bistroGroup('PIZZAS')).businessServiceId,
    csv,
  });
  const preview = async (csv: string) =>
    t.api('POST', `${BASE}/property/${BISTRO}/import/preview`, {
      token: await bistro(),
      body: await body(csv),
    });
  const importFile = async (csv: string) =>
    t.api('POST', `${BASE}/property/${BISTRO}/import`, { token: await bistro(), body: await body(csv) });

  it("previews each row's problems and writes nothing; the import of that file writes nothing either", async () => {
    const csv =
      'name,group,price,tax\r\nBanoffee Pie,Desserts,12,15\r\n,Desserts,abc,200\r\nSpritz,Cocktails,14,\r\n';
    const before = await countProducts();
    const res = await preview(csv);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<MenuImportPreview>();
    expect(p.valid).toBe(false);
    expect(p.rows.map((r) => [r.line, Object.keys(r.errors).sort()])).toEqual([
      [2, []],
      [3, ['name', 'price', 'tax']],
      [4, []],
    ]);
    expect(p.rows[1]!.errorKeys.name).toBe('validation.required');
    expect(p.newGroups).toEqual(['Cocktails']);
    expectError(await importFile(csv), 400, { fields: ['csv'], message: /Line 3/ });
    expect(await countProducts()).toBe(before);
  });

  it('imports a valid file in one go, creating its new group and codes from names', async () => {
    const before = await countProducts();
    const csv = 'Name,Group,Price,Tax\nBanoffee Pie,desserts,12,15\n"Aperol Spritz, large",Cocktails,16.5,\n';
    const res = await importFile(csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MenuImportResult>()).toEqual({ created: 2, groupsCreated: 1 });
    expect(await countProducts()).toBe(before + 2);
    const spritz = (await productsOf(BISTRO, '&search=Aperol')).items[0]!;
    expect(spritz).toMatchObject({
      code: 'APEROL-SPRITZ-LA',
      productGroupName: 'Cocktails',
      sellPrice: 16.5,
    });
    const pie = (await productsOf(BISTRO, '&search=Banoffee')).items[0]!;
    expect(pie).toMatchObject({ productGroupName: 'Desserts', taxRate: 15 });
    // A file naming a code in use is refused on that row.
    const again = (
      await preview('name,group,price,code\nMore Pie,Desserts,12,TIRAMISU\n')
    ).json<MenuImportPreview>();
    expect(again.rows[0]!.errors).toEqual({ code: 'Already used' });
  });

  it('a file without the header names the columns in a file error', async () => {
    const p = (await preview('Pie;12\n')).json<MenuImportPreview>();
    expect(p).toMatchObject({ valid: false, rows: [] });
    expect(p.fileErrors[0]).toMatch(/missing: name, group, price/);
  });
});

describe('tenants', () => {
  it("another property's admin and another organisation get 404 for the bistro's records, as for missing ones", async () => {
    const item = (await productsOf(BISTRO)).items[0]!;
    const group = await bistroGroup('PIZZAS');
    const hotel = await session.admin();
    const rivalAdmin = await t.login(rival.propAdmin.username);
    for (const token of [hotel, rivalAdmin]) {
      expectError(await t.api('GET', `${BASE}/products/${item.id}`, { token }), 404, {
        message: 'Product not found',
      });
      expectError(await t.api('PUT', `${BASE}/groups/${group.id}`, { token, body: { name: 'Taken' } }), 404);
      expectError(await t.api('GET', `${BASE}/property/${BISTRO}/products`, { token }), 404);
    }
    expect((await bistroGroup('PIZZAS')).name).toBe('Pizzas');
  });
});
