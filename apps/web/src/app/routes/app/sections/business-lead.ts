import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'business-lead' section (issue 15): the pages by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  businessLeads: () => import('../business-lead/business-leads'),
};
