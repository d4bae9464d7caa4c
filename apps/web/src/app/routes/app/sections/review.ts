import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'review' section (issue 14): the pages by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  reviewList: () => import('../review/review-list'),
};
