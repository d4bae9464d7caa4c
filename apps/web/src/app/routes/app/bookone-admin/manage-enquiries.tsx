import { HistoryPanel } from '../../../../features/audit/components/history-panel';
import { EnquiryListPage } from '../../../../features/enquiries/components/enquiry-list-page';

/**
 * /bookone-admin/manage-enquiries (issue 15): the enquiry inbox; an open enquiry shows its History from the audit
 * log (the audit feature's panel, composed here).
 */
export default function ManageEnquiriesRoute() {
  return <EnquiryListPage HistoryPanel={HistoryPanel} />;
}
