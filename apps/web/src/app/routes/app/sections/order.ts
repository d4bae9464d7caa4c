import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'order' section (issue 12), by route id (domain APP_ROUTES): POS, order list and details. */
export const pages: SectionModule['pages'] = {
  createOrder: () => import('../order/create-order'),
  orderList: () => import('../order/order-list'),
  orderDetails: () => import('../order/order-details'),
  kitchenDisplay: () => import('../order/kitchen-display'),
};
