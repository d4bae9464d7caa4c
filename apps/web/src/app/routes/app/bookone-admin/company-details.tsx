import { HistoryPanel } from '../../../../features/audit/components/history-panel';
import { CompanyPage } from '../../../../features/companies/components/company-page';

/**
 * /bookone-admin/companyList/:companyId (issue 10): a company, its open charges and statement of account, and its
 * History from the audit log (the audit feature's panel, composed here).
 */
export default function CompanyDetailsRoute() {
  return <CompanyPage HistoryPanel={HistoryPanel} />;
}
