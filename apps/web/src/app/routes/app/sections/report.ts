import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'report' section (issue 15): the pages by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  reportDashboard: () => import('../report/report-dashboard'),
};
