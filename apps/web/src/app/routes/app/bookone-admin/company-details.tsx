import { CompanyPage } from '../../../../features/companies/components/company-page';

/** /bookone-admin/companyList/:companyId (issue 10): a company, its open charges and statement of account. */
export default function CompanyDetailsRoute() {
  return <CompanyPage />;
}
