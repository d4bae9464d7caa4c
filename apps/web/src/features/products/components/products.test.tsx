import type { MenuImportPreview, Product, ProductGroup } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { productQuery, PRODUCT_LIST } from '../utils/product-lists';
import { ProductGroupListPage } from './product-group-list-page';
import { ProductListPage } from './product-list-page';

const SLOW = { timeout: 60_000 };
const BASE = '/api/product';
const page = <T,>(items: T[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });
const STAMP = '2026-01-01T00:00:00.000Z';

const OUTLET = { id: 4, name: 'Dine In' };

function group(id: number, name: string, over: Partial<ProductGroup> = {}): ProductGroup {
  return {
    id,
    propertyId: 12,
    businessServiceId: 4,
    businessServiceName: 'Dine In',
    name,
    code: name.toUpperCase(),
    description: null,
    category: 'Food',
    type: null,
    imageUrl: null,
    printerName: 'Pizza oven',
    groupKot: false,
    taxable: true,
    active: true,
    productCount: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}
const PIZZAS = group(1, 'Pizzas');
const TOPPINGS = group(2, 'Toppings');

const MARGHERITA: Product = {
  id: 30,
  propertyId: 12,
  businessServiceId: 4,
  businessServiceName: 'Dine In',
  productGroupId: 1,
  productGroupName: 'Pizzas',
  name: 'Margherita',
  code: 'MARGHERITA',
  shortDescription: null,
  description: null,
  sellPrice: 22,
  buyPrice: null,
  discountedPrice: null,
  taxRate: null,
  outOfStock: false,
  maintainStock: false,
  unitsInStock: 0,
  variations: [{ id: 5, name: 'Small', price: 17.6, factor: 0.8 }],
  modifierGroups: [{ id: 2, name: 'Toppings' }],
  active: true,
  imageUrl: null,
  imageCount: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
};

function signIn(roles = ['PROP_ADMIN']) {
  saveSession(buildLoginResponse({ user: buildUser({ roles, propertyId: 12 }) }));
}

const PREVIEW: MenuImportPreview = {
  rows: [
    {
      line: 2,
      name: '',
      group: 'Desserts',
      price: null,
      taxRate: null,
      code: '',
      newGroup: true,
      errors: { name: 'This field is required' },
      errorKeys: { name: 'validation.required' },
    },
  ],
  fileErrors: [],
  valid: false,
  newGroups: ['Desserts'],
};

function api() {
  return mockApi({
    [`GET /api/service-catalogue/property/12/business-services`]: () => page([OUTLET]),
    [`GET ${BASE}/property/12/groups`]: () => page([PIZZAS, TOPPINGS]),
    [`GET ${BASE}/property/12/products`]: (url) =>
      page(url.searchParams.get('outOfStock') === 'true' ? [] : [MARGHERITA]),
    [`POST ${BASE}/property/12/products`]: (_url, init) =>
      jsonResponse({ ...MARGHERITA, id: 31, ...(bodyOf(init) as object), images: [], maxImages: 1 }, 201),
    [`POST ${BASE}/property/12/import/preview`]: () => jsonResponse(PREVIEW),
  });
}

describe('product list address', () => {
  it('a tab is the server filter it stands for', () => {
    const state = (status: string) => ({
      filters: { status, group: '7', stock: '', search: ' pie ' },
      page: 0,
      size: 25,
      sort: null,
      order: 'asc' as const,
    });
    expect(productQuery(state('outOfStock'))).toMatchObject({
      active: 'true',
      outOfStock: 'true',
      productGroupId: 7,
      search: 'pie',
    });
    expect(productQuery(state('inactive'))).toMatchObject({ active: 'false', outOfStock: undefined });
    expect(productQuery(state(''))).toMatchObject({ active: undefined, outOfStock: undefined });
    expect(PRODUCT_LIST.filters.status.values).toEqual(['active', 'outOfStock', 'inactive']);
  });
});

describe('Products', () => {
  it('lists the products, keeps the tab in the address and asks the server', SLOW, async () => {
    signIn();
    const fetchMock = api();
    const { user, router } = renderRoutes(
      [{ path: '/product/list', element: <ProductListPage propertyId={12} /> }],
      {
        initialEntries: ['/product/list'],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    const row = (await screen.findByText('Margherita')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText(/Small/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sold out' }));
    await screen.findByText('Nothing matches these filters.');
    expect(router.state.location.search).toContain('status=outOfStock');
    expect(
      callsTo(fetchMock, 'GET', `${BASE}/property/12/products`).at(-1)?.[0].searchParams.get('outOfStock'),
    ).toBe('true');
  });

  it('adds a product with a factored variation whose price shows as the price is typed', SLOW, async () => {
    signIn();
    const fetchMock = api();
    const { user } = renderRoutes([{ path: '/', element: <ProductListPage propertyId={12} /> }]);
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'capri');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Capricciosa');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Price/ }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add a variation' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Variation 1/ }), 'Family');
    await user.click(within(dialog).getByRole('combobox', { name: 'Priced by (variation 1)' }));
    await user.click(await screen.findByRole('option', { name: 'A factor of the price' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Factor \(variation 1\)/ }), '1.5');
    expect(within(dialog).getByText(/Makes/)).toHaveTextContent('30.00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Modifiers and toppings' }));
    await user.click(await screen.findByRole('option', { name: 'Toppings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${BASE}/property/12/products`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', `${BASE}/property/12/products`)[0]![1])).toMatchObject({
      productGroupId: 1,
      code: 'CAPRI',
      name: 'Capricciosa',
      sellPrice: 20,
      variations: [{ name: 'Family', price: null, factor: 1.5 }],
      modifierGroupIds: [2],
    });
  });

  it("shows a menu file's row errors and offers no import", SLOW, async () => {
    signIn();
    api();
    const { user } = renderRoutes([{ path: '/', element: <ProductListPage propertyId={12} /> }]);
    await user.click(await screen.findByRole('button', { name: 'Import a menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a menu (CSV)' });
    // The outlet is picked for the user once the outlets have come (the bistro has one).
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Outlet/ })).toHaveTextContent('Dine In'),
    );
    const file = new File(['name,group,price\n,Desserts,\n'], 'menu.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), file);
    expect(await within(dialog).findByText('Name: This field is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it("removes a group's image from its dialog", SLOW, async () => {
    signIn();
    const withImage = { ...PIZZAS, imageUrl: '/uploads/product-groups/1-a.png' };
    const fetchMock = mockApi({
      [`GET /api/service-catalogue/property/12/business-services`]: () => page([OUTLET]),
      [`GET ${BASE}/property/12/groups`]: () => page([withImage]),
      [`DELETE ${BASE}/groups/1/image`]: () => jsonResponse({ ...PIZZAS, imageUrl: null }),
    });
    const { user } = renderRoutes([{ path: '/', element: <ProductGroupListPage propertyId={12} /> }]);
    await user.click(await screen.findByText('Pizzas'));
    const dialog = await screen.findByRole('dialog', { name: 'Product group: Pizzas' });
    expect(within(dialog).getByRole('img', { name: "Pizzas, the group's image" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the image' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `${BASE}/groups/1/image`)).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('img')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Add an image')).toBeInTheDocument();
  });

  it('the group list: outlet filter, active tabs; the desk sees no write action', SLOW, async () => {
    signIn(['PROP_FRONTDESK']);
    api();
    renderRoutes([{ path: '/', element: <ProductGroupListPage propertyId={12} /> }]);
    expect(await screen.findByRole('heading', { name: 'Product groups' })).toBeInTheDocument();
    const row = (await screen.findByText('Toppings')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Pizza oven')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inactive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
  });
});
