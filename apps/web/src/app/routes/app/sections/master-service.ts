import type { SectionModule } from '../../../route-module';

/**
 * The lazily loaded 'master-service' section: the pages built so far, by route id (domain APP_ROUTES). The other
 * routes of the section show the shared "not built yet" page. The section index ('masterService') is a redirect to
 * the user's home, declared in the router.
 */
export const pages: SectionModule['pages'] = {
  home: () => import('../master-service/home'),
  upgradePlan: () => import('../master-service/upgrade-plan'),
  businessProfile: () => import('../master-service/business-profile'),
  serviceList: () => import('../master-service/service-list'),
  reservationList: () => import('../master-service/reservation-list'),
  reservationDetails: () => import('../master-service/reservation-details'),
  reservationDashboard: () => import('../master-service/service'),
};
