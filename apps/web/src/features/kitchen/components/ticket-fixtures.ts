// A kitchen ticket as the API answers it, for the kitchen components' tests: two Large Margheritas for table T4.
import type { KitchenTicket } from '@bookone/domain';

export const ticket = (id: number, minutesAgo: number, more: Partial<KitchenTicket> = {}): KitchenTicket => ({
  id,
  propertyId: 12,
  orderId: 100 + id,
  orderReference: `BISTRO-O-00010${id}`,
  number: id,
  station: 'Pizza oven',
  groupName: null,
  priority: 'NORMAL',
  status: 'NEW',
  deliveryMethod: 'DINE_IN',
  label: 'T4',
  notes: null,
  createdByName: 'Wendy Waiter',
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  statusChangedAt: new Date().toISOString(),
  voidedAt: null,
  voidReason: null,
  voidAcknowledgedAt: null,
  lines: [
    {
      id: id * 10,
      orderLineId: id * 10,
      productName: 'Margherita',
      variationName: 'Large',
      modifiers: ['Olives'],
      quantity: 2,
      voidedQuantity: 0,
      note: 'Well done',
    },
  ],
  ...more,
});
