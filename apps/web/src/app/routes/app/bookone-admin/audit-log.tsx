import { AuditLogPage } from '../../../../features/audit/components/audit-log-page';

/** /bookone-admin/audit-log (issue 10): the audit log within the caller's reach. */
export default function AuditLogRoute() {
  return <AuditLogPage />;
}
