import type { SectionModule } from '../../../route-module';

/** The lazily loaded 'invoice' section (issue 13): the pages by route id (domain APP_ROUTES). */
export const pages: SectionModule['pages'] = {
  invoiceList: () => import('../invoice/invoice-list'),
  invoiceCreate: () => import('../invoice/invoice-create'),
};
