import { CompanyListPage } from '../../../../features/companies/components/company-list-page';

/** /bookone-admin/companyList (issue 10): the organisation's B2B companies. */
export default function CompanyListRoute() {
  return <CompanyListPage />;
}
