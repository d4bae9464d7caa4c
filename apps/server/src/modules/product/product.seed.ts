// The demo menus (issue 12): the Corner Bistro's dine-in menu (six groups, about 45 products, variations priced
// by a factor or their own price, toppings as a modifier group, some kept in stock, one sold out) and Harbour
// View's room-service menu at a restaurant outlet of its own. Plain inserts: deterministic and fast.
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  businessService,
  product,
  productGroup,
  productModifierGroup,
  productVariation,
} from '../../db/schema';
import { factoredPrice } from '@bookone/domain';

type Variation = { name: string; price?: number; factor?: number };
type Item = {
  code: string;
  name: string;
  price: number;
  short?: string;
  buy?: number;
  /** Units in stock when the stock is kept. */
  stock?: number;
  soldOut?: boolean;
  variations?: Variation[];
};
type Group = {
  code: string;
  name: string;
  category: string;
  type?: string;
  printer: string;
  groupKot?: boolean;
  taxable?: boolean;
  /** Codes of the groups offered as modifiers with each of this group's products. */
  modifiers?: string[];
  items: Item[];
};
type Menu = { outlet: { name: string; serviceType: string; description: string }; groups: Group[] };

const PIZZA_SIZES: Variation[] = [
  { name: 'Small', factor: 0.8 },
  { name: 'Large', factor: 1.35 },
];
const WINE: Variation[] = [
  { name: 'Glass', price: 13 },
  { name: 'Bottle', price: 58 },
];

const MENUS: Record<string, Menu> = {
  'Corner Bistro': {
    outlet: { name: 'Dine In', serviceType: 'Restaurant', description: 'Lunch and dinner at the bistro.' },
    groups: [
      {
        code: 'STARTERS',
        name: 'Starters',
        category: 'Food',
        printer: 'Cold kitchen',
        items: [
          { code: 'GARLIC-BREAD', name: 'Garlic Bread', price: 9, short: 'Ciabatta, garlic butter, parsley' },
          {
            code: 'BRUSCHETTA',
            name: 'Tomato Bruschetta',
            price: 14,
            short: 'Heirloom tomato, basil, olive oil',
          },
          { code: 'CALAMARI', name: 'Salt & Pepper Calamari', price: 18, short: 'Lemon aioli' },
          { code: 'ARANCINI', name: 'Mushroom Arancini', price: 16, short: 'Three pieces, truffle mayo' },
          { code: 'SOUP', name: 'Soup of the Day', price: 13.5, short: 'With sourdough' },
          { code: 'CAESAR', name: 'Caesar Salad', price: 17, variations: [{ name: 'Half', factor: 0.6 }] },
          { code: 'BURRATA', name: 'Burrata', price: 21, short: 'Peach, prosciutto, rocket' },
          { code: 'OYSTERS', name: 'Bluff Oysters (6)', price: 36, stock: 8, buy: 18 },
        ],
      },
      {
        code: 'PIZZAS',
        name: 'Pizzas',
        category: 'Food',
        printer: 'Pizza oven',
        modifiers: ['TOPPINGS'],
        items: [
          { code: 'MARGHERITA', name: 'Margherita', price: 22, variations: PIZZA_SIZES },
          { code: 'PEPPERONI', name: 'Pepperoni', price: 25, variations: PIZZA_SIZES },
          { code: 'FUNGHI', name: 'Funghi', price: 24, variations: PIZZA_SIZES },
          { code: 'QUATTRO-FORM', name: 'Quattro Formaggi', price: 26, variations: PIZZA_SIZES },
          { code: 'DIAVOLA', name: 'Diavola', price: 26, variations: PIZZA_SIZES },
          { code: 'PROSCIUTTO', name: 'Prosciutto & Rocket', price: 28, variations: PIZZA_SIZES },
          { code: 'VEGETARIANA', name: 'Vegetariana', price: 24, variations: PIZZA_SIZES },
          { code: 'HAWAIIAN', name: 'Hawaiian', price: 24, variations: PIZZA_SIZES },
          { code: 'CALZONE', name: 'Calzone', price: 27 },
        ],
      },
      {
        code: 'MAINS',
        name: 'Mains',
        category: 'Food',
        printer: 'Grill',
        items: [
          {
            code: 'STEAK',
            name: 'Sirloin Steak',
            price: 38,
            short: 'Fries, salad, peppercorn sauce',
            variations: [
              { name: '250 g', price: 38 },
              { name: '350 g', price: 46 },
            ],
          },
          { code: 'FISH', name: 'Fish of the Day', price: 34, short: 'Market fish, capers, beurre blanc' },
          { code: 'LAMB-SHANK', name: 'Braised Lamb Shank', price: 36, stock: 10, buy: 12 },
          { code: 'RISOTTO', name: 'Wild Mushroom Risotto', price: 29 },
          {
            code: 'CARBONARA',
            name: 'Spaghetti Carbonara',
            price: 27,
            variations: [{ name: 'Entrée', factor: 0.65 }],
          },
          { code: 'LASAGNE', name: 'Beef Lasagne', price: 28 },
          { code: 'CHICKEN', name: 'Chicken Milanese', price: 31 },
          { code: 'BURGER', name: 'Bistro Burger', price: 26, short: 'Beef, cheddar, pickles, fries' },
          { code: 'GNOCCHI', name: 'Pumpkin Gnocchi', price: 28, soldOut: true },
        ],
      },
      {
        code: 'DESSERTS',
        name: 'Desserts',
        category: 'Dessert',
        printer: 'Cold kitchen',
        items: [
          { code: 'TIRAMISU', name: 'Tiramisu', price: 14, stock: 12, buy: 4 },
          { code: 'PANNA-COTTA', name: 'Vanilla Panna Cotta', price: 13, stock: 6, buy: 3 },
          { code: 'AFFOGATO', name: 'Affogato', price: 12 },
          { code: 'CHEESECAKE', name: 'Baked Cheesecake', price: 14, stock: 0 },
          { code: 'GELATO', name: 'Gelato', price: 9, variations: [{ name: 'Three scoops', factor: 1.5 }] },
          { code: 'CHEESEBOARD', name: 'Cheese Board', price: 24 },
        ],
      },
      {
        code: 'DRINKS',
        name: 'Drinks',
        category: 'Beverage',
        type: 'Alcoholic and soft',
        printer: 'Bar',
        groupKot: true,
        items: [
          { code: 'FLAT-WHITE', name: 'Flat White', price: 5.5, variations: [{ name: 'Large', price: 6.5 }] },
          { code: 'ESPRESSO', name: 'Espresso', price: 4.5 },
          { code: 'TEA', name: 'Pot of Tea', price: 5 },
          { code: 'LEMONADE', name: 'Sparkling Lemonade', price: 6, stock: 48, buy: 1.8 },
          { code: 'COLA', name: 'Cola', price: 5.5, stock: 60, buy: 1.5 },
          { code: 'SAUV-BLANC', name: 'Marlborough Sauvignon Blanc', price: 13, variations: WINE },
          { code: 'PINOT-NOIR', name: 'Central Otago Pinot Noir', price: 15, variations: WINE },
          { code: 'CRAFT-BEER', name: 'Craft Beer', price: 11, stock: 72, buy: 4 },
          { code: 'NEGRONI', name: 'Negroni', price: 18 },
        ],
      },
      {
        code: 'TOPPINGS',
        name: 'Toppings',
        category: 'Food',
        type: 'Modifier',
        printer: 'Pizza oven',
        items: [
          { code: 'X-MOZZARELLA', name: 'Extra Mozzarella', price: 3 },
          { code: 'X-MUSHROOM', name: 'Mushrooms', price: 2.5 },
          { code: 'X-OLIVES', name: 'Olives', price: 2.5 },
          { code: 'X-ANCHOVY', name: 'Anchovies', price: 3 },
          { code: 'X-CHILLI', name: 'Fresh Chilli', price: 1.5 },
          { code: 'X-GF-BASE', name: 'Gluten-free Base', price: 4 },
        ],
      },
    ],
  },
  'Harbour View Hotel': {
    outlet: {
      name: 'Harbour Kitchen',
      serviceType: 'Restaurant',
      description: "The hotel's restaurant; its room-service menu is charged to the guest's room.",
    },
    groups: [
      {
        code: 'ROOM-SERVICE',
        name: 'Room Service',
        category: 'Food',
        printer: 'Main kitchen',
        items: [
          { code: 'CLUB', name: 'Club Sandwich', price: 24, short: 'Chicken, bacon, egg, fries' },
          { code: 'BURGER', name: 'Harbour Burger', price: 27 },
          {
            code: 'PASTA',
            name: 'Penne Arrabbiata',
            price: 25,
            variations: [{ name: 'Small', factor: 0.7 }],
          },
          { code: 'BREAKFAST', name: 'Continental Breakfast', price: 29 },
          { code: 'FRUIT', name: 'Seasonal Fruit Plate', price: 16 },
        ],
      },
      {
        code: 'MINIBAR',
        name: 'Minibar & Drinks',
        category: 'Beverage',
        printer: 'Bar',
        items: [
          { code: 'WATER', name: 'Sparkling Water', price: 6, stock: 40, buy: 1.2 },
          { code: 'WINE', name: 'House Red', price: 14, variations: [{ name: 'Bottle', price: 52 }] },
          { code: 'COFFEE', name: 'Plunger Coffee', price: 8 },
        ],
      },
    ],
  },
};

/** The outlet of the menu: the property's business service of that name, added when it has none. */
async function outletOf(db: Db, propertyId: number, outlet: Menu['outlet']): Promise<number> {
  const [existing] = await db
    .select({ id: businessService.id })
    .from(businessService)
    .where(and(eq(businessService.propertyId, propertyId), eq(businessService.name, outlet.name)));
  if (existing) return existing.id;
  const [row] = await db
    .insert(businessService)
    .values({ ...outlet, propertyId })
    .returning({ id: businessService.id });
  return row!.id;
}

export async function seedDemoProducts(db: Db, properties: Record<string, { id: number }>) {
  for (const [propertyName, menu] of Object.entries(MENUS)) {
    const p = properties[propertyName];
    if (!p) continue;
    const serviceId = await outletOf(db, p.id, menu.outlet);
    const groups = await db
      .insert(productGroup)
      .values(
        menu.groups.map((g) => ({
          propertyId: p.id,
          businessServiceId: serviceId,
          code: g.code,
          name: g.name,
          category: g.category,
          type: g.type ?? null,
          printerName: g.printer,
          groupKot: g.groupKot ?? false,
          taxable: g.taxable ?? true,
        })),
      )
      .returning({ id: productGroup.id, code: productGroup.code });
    const groupId = new Map(groups.map((g) => [g.code!, g.id]));
    const items = menu.groups.flatMap((g) => g.items.map((item) => ({ group: g, item })));
    const rows = await db
      .insert(product)
      .values(
        items.map(({ group, item }) => ({
          propertyId: p.id,
          businessServiceId: serviceId,
          productGroupId: groupId.get(group.code)!,
          code: item.code,
          name: item.name,
          shortDescription: item.short ?? null,
          sellPrice: item.price,
          buyPrice: item.buy ?? null,
          maintainStock: item.stock !== undefined,
          unitsInStock: item.stock ?? 0,
          outOfStock: item.soldOut ?? false,
        })),
      )
      .returning({ id: product.id, code: product.code });
    const productId = new Map(rows.map((r) => [r.code, r.id]));
    const variations = items.flatMap(({ item }) =>
      (item.variations ?? []).map((v, i) => ({
        productId: productId.get(item.code)!,
        name: v.name,
        factor: v.factor ?? null,
        price: v.factor !== undefined ? factoredPrice(item.price, v.factor) : v.price!,
        sortOrder: i,
      })),
    );
    if (variations.length) await db.insert(productVariation).values(variations);
    const modifiers = items.flatMap(({ group, item }) =>
      (group.modifiers ?? []).map((code) => ({
        productId: productId.get(item.code)!,
        productGroupId: groupId.get(code)!,
      })),
    );
    if (modifiers.length) await db.insert(productModifierGroup).values(modifiers);
  }
}
