import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'Campaign' section (issue 14): the pages by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  campaignList: () => import('../campaign/campaign-list'),
};
