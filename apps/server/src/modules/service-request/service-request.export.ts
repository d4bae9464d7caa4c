// The columns of the service-request workbooks: the list and the three reports (spec §7.3).
import type {
  IssueTypeReportRow,
  PropertyServiceReportRow,
  ServiceManagementReportRow,
  ServiceRequest,
} from '@bookone/domain';

import type { ExcelColumn } from '../../lib/excel';

/** An instant as Excel reads it (YYYY-MM-DD HH:mm:ss) in the property's time zone; blank when not reached. */
const localTime = (timeZone: string) => (iso: string | null) =>
  iso == null
    ? null
    : new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(
        new Date(iso),
      );

export function requestColumns(timeZone: string): ExcelColumn<ServiceRequest>[] {
  const at = localTime(timeZone);
  return [
    { header: 'Reference', width: 12, value: (r) => r.referenceNumber },
    { header: 'Opened', width: 20, value: (r) => at(r.openedAt) },
    { header: 'Issue type', width: 18, value: (r) => r.issueType },
    { header: 'Description', width: 40, value: (r) => r.description },
    { header: 'Priority', width: 10, value: (r) => r.priority },
    { header: 'Status', width: 12, value: (r) => r.status },
    { header: 'Raised by', width: 10, value: (r) => r.raisedBy },
    { header: 'Room', width: 8, value: (r) => r.roomNumber },
    { header: 'Booking', width: 16, value: (r) => r.bookingNumber },
    { header: 'Guest', width: 22, value: (r) => r.customerName },
    { header: 'Assigned role', width: 18, value: (r) => r.assignedRole },
    { header: 'Assigned to', width: 22, value: (r) => r.assignedUserName },
    { header: 'Started', width: 20, value: (r) => at(r.startedAt) },
    { header: 'Resolved', width: 20, value: (r) => at(r.resolvedAt) },
    { header: 'Closed', width: 20, value: (r) => at(r.closedAt) },
    { header: 'Notes', width: 36, value: (r) => r.notes },
    { header: 'Raised by user', width: 22, value: (r) => r.createdByName },
  ];
}

type Counts = Pick<
  ServiceManagementReportRow,
  'total' | 'open' | 'inProgress' | 'resolved' | 'closed' | 'urgent' | 'averageResolutionHours'
>;
const countColumns = <T extends Counts>(): ExcelColumn<T>[] => [
  { header: 'Total', type: 'number', width: 8, value: (r) => r.total },
  { header: 'Open', type: 'number', width: 8, value: (r) => r.open },
  { header: 'In progress', type: 'number', width: 11, value: (r) => r.inProgress },
  { header: 'Resolved', type: 'number', width: 9, value: (r) => r.resolved },
  { header: 'Closed', type: 'number', width: 8, value: (r) => r.closed },
  { header: 'Urgent', type: 'number', width: 8, value: (r) => r.urgent },
  { header: 'Avg. hours to resolve', type: 'number', width: 20, value: (r) => r.averageResolutionHours },
];

export const MANAGEMENT_COLUMNS: ExcelColumn<ServiceManagementReportRow>[] = [
  {
    header: 'Assigned role',
    width: 18,
    value: (r) => r.assignedRole ?? (r.assignedUserId ? null : 'Unassigned'),
  },
  { header: 'Assigned to', width: 22, value: (r) => r.assignedUserName },
  ...countColumns<ServiceManagementReportRow>(),
];

export const PROPERTY_REPORT_COLUMNS: ExcelColumn<PropertyServiceReportRow>[] = [
  { header: 'Date', type: 'date', width: 12, value: (r) => r.date },
  ...countColumns<PropertyServiceReportRow>(),
];

export const ISSUE_TYPE_COLUMNS: ExcelColumn<IssueTypeReportRow>[] = [
  { header: 'Issue type', width: 20, value: (r) => r.issueType },
  ...countColumns<IssueTypeReportRow>(),
];
