import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'business-promotion' section (issue 14): the pages by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  promotionList: () => import('../business-promotion/promotion-list'),
  addPromotion: () => import('../business-promotion/promotion-add'),
};
