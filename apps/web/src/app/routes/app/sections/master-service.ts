import type { SectionModule } from '../../../route-module';
import * as businessProfile from '../master-service/business-profile';
import * as home from '../master-service/home';
import * as upgradePlan from '../master-service/upgrade-plan';

/**
 * The lazily loaded 'master-service' section: the pages built so far, by route id (domain APP_ROUTES). The other
 * routes of the section show the shared "not built yet" page. The section index ('masterService') is a redirect to
 * the user's home, declared in the router.
 */
export const pages: SectionModule['pages'] = { home, upgradePlan, businessProfile };
