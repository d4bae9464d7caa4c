import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'product' section (issue 12): product groups and products, by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  productGroupList: () => import('../product/product-group-list'),
  productList: () => import('../product/list'),
};
