// Answers of the order, product and catalogue APIs for the POS and floor unit tests: the bistro's outlet, a few
// products and an order, in the shapes the server sends.
import type { CatalogueService, FloorTable, Order, OrderLine, Product, ProductGroup } from '@bookone/domain';

import { saveSession } from '../../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../../testing/data-generators';
import { jsonResponse } from '../../../../testing/test-utils';

const STAMP = '2026-11-27T19:00:00.000Z';
export const page = <T>(items: T[]) => jsonResponse({ items, total: items.length, page: 0, size: 200 });

/** A waiter of property 12, whose property taxes 15 % (GST). */
export function signInWaiter(roles = ['PROP_SERVICE']) {
  saveSession(
    buildLoginResponse({
      user: buildUser({ roles, propertyId: 12 }),
      property: buildProperty({ id: 12, taxDetails: { name: 'GST', percentage: 15, taxSlabsList: [] } }),
    }),
  );
}

export const OUTLET = {
  id: 4,
  propertyId: 12,
  name: 'Dine In',
  description: null,
  serviceType: 'Restaurant',
  email: null,
  phone: null,
  code: null,
  groupName: null,
  minLeadMinutes: 0,
  maxLeadDays: null,
  bufferMinutes: 0,
  priceIncludesTax: false,
  locationTerm: null,
  resourceTerm: null,
  taxDetails: null,
  openingHours: null,
  active: true,
  offeringCount: 0,
  resourceCount: 12,
  createdAt: STAMP,
  updatedAt: STAMP,
} satisfies CatalogueService;

export function group(id: number, name: string, over: Partial<ProductGroup> = {}): ProductGroup {
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
    printerName: 'Kitchen',
    groupKot: false,
    taxable: true,
    active: true,
    productCount: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}

export function product(id: number, name: string, groupId: number, over: Partial<Product> = {}): Product {
  return {
    id,
    propertyId: 12,
    businessServiceId: 4,
    businessServiceName: 'Dine In',
    productGroupId: groupId,
    productGroupName: '',
    name,
    code: name.toUpperCase().replace(/\W+/g, '-'),
    shortDescription: null,
    description: null,
    sellPrice: 10,
    buyPrice: null,
    discountedPrice: null,
    taxRate: null,
    outOfStock: false,
    maintainStock: false,
    unitsInStock: 0,
    variations: [],
    modifierGroups: [],
    active: true,
    imageUrl: null,
    imageCount: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}

export function table(id: number, name: string, over: Partial<FloorTable> = {}): FloorTable {
  return {
    id,
    name,
    area: 'Dining room',
    seats: 4,
    status: 'FREE',
    orderId: null,
    referenceNumber: null,
    covers: null,
    total: null,
    since: null,
    ...over,
  };
}

export function orderLine(id: number, name: string, total: number, over: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    productId: id,
    productName: name,
    productCode: name.toUpperCase(),
    variationId: null,
    variationName: null,
    modifiers: [],
    unitPrice: total,
    modifiersPrice: 0,
    quantity: 1,
    note: null,
    amount: total,
    discountPercentage: 0,
    discountAmount: 0,
    serviceCharge: 0,
    taxRate: 0,
    tax: 0,
    total,
    station: 'Kitchen',
    groupName: 'Mains',
    confirmedAt: STAMP,
    ...over,
  };
}

export function order(over: Partial<Order> = {}): Order {
  const lines = over.lines ?? [];
  const total = lines.reduce((s, l) => s + l.total, 0);
  return {
    id: 77,
    propertyId: 12,
    businessServiceId: 4,
    outletName: 'Dine In',
    referenceNumber: 'BISTRO-O-000401',
    status: 'SERVED',
    paymentStatus: 'NotPaid',
    deliveryMethod: 'DINE_IN',
    tableId: 4,
    tableName: 'Table 4',
    covers: 2,
    bookingId: null,
    bookingNumber: null,
    customerId: null,
    customerName: null,
    currency: 'NZD',
    total,
    paid: 0,
    billRequested: false,
    createdAt: STAMP,
    deliveryAddress: null,
    notes: null,
    subtotal: total,
    discountPercentage: 0,
    discountAmount: 0,
    serviceChargePercentage: 0,
    serviceCharge: 0,
    tax: 0,
    balance: total,
    chargedToRoom: false,
    cancelReason: null,
    confirmedAt: STAMP,
    completedAt: null,
    cancelledAt: null,
    createdByName: 'Wendy Waiter',
    updatedAt: STAMP,
    lines,
    payments: [],
    actions: ['complete'],
    ...over,
  };
}
