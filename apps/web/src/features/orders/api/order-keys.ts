/**
 * The query keys of the orders feature: every order query of a property starts with ['orders', propertyId], so a
 * write (a new order, another round, a payment) refreshes the list, the floor plan and the open order at once.
 */
export const ordersKey = (propertyId: number) => ['orders', propertyId] as const;
export const orderKey = (propertyId: number, orderId: number) =>
  [...ordersKey(propertyId), 'order', orderId] as const;
export const floorKey = (propertyId: number, outletId: number | null) =>
  [...ordersKey(propertyId), 'floor', outletId] as const;
