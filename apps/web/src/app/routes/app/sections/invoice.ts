import type { SectionModule } from '../../../route-module';

/**
 * The lazily loaded 'invoice' section (invoices). No page of it is built yet: every route of the section shows the
 * shared "not built yet" page until its module adds the page here, by route id (domain APP_ROUTES).
 */
export const pages: SectionModule['pages'] = {};
