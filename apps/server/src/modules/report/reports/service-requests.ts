// Spec §7.3's service request reports (getServiceManagementReport, getPropertyServiceReport, getIssueTypeReport,
// answered by modules/service-request for one property) on the dashboard's services tab, for every property in
// reach: requests by assignee, by day and by issue type.
import type { ReportColumn } from '@bookone/domain';

import { groupedReports } from './grouped-report';
import { requestsByAssignee, requestsByDay, requestsByIssueType } from './service-request-reports.repository';

const counts: readonly ReportColumn[] = [
  { key: 'total', label: 'Requests', type: 'int' },
  { key: 'open', label: 'Open', type: 'int' },
  { key: 'inProgress', label: 'In progress', type: 'int' },
  { key: 'resolved', label: 'Resolved', type: 'int' },
  { key: 'closed', label: 'Closed', type: 'int' },
  { key: 'urgent', label: 'Urgent', type: 'int' },
  { key: 'averageResolutionHours', label: 'Average hours to resolve', type: 'int' },
];

const OPENED = 'service requests opened on the range’s days (property-local)';

export const serviceRequestReports = groupedReports(
  {
    group: 'services',
    permission: 'report.services',
    businessTypes: ['Accommodation', 'Services', 'Restaurant', 'Other'],
  },
  [
    {
      id: 'service-request-assignees',
      summary: `Service management report (spec §7.3): the ${OPENED} by assigned user, else role (unassigned last): where they stand, urgent ones, average hours from opened to resolved`,
      columns: [
        { key: 'assignee', label: 'Assignee', type: 'text' },
        { key: 'role', label: 'Role', type: 'text' },
        ...counts,
      ],
      chart: { kind: 'bar', x: 'assignee', series: ['total'] },
      sheet: 'Service management',
      figures: (db, scope) => requestsByAssignee(db, scope),
    },
    {
      id: 'service-request-days',
      summary: `Property service report (spec §7.3): the ${OPENED}, day by day (every day listed)`,
      columns: [{ key: 'date', label: 'Date', type: 'date' }, ...counts],
      chart: { kind: 'line', x: 'date', series: ['total'] },
      sheet: 'Property service',
      figures: (db, scope) => requestsByDay(db, scope),
    },
    {
      id: 'service-request-issue-types',
      summary: `Issue type report (spec §7.3): the ${OPENED} by issue type, most frequent first`,
      columns: [{ key: 'issueType', label: 'Issue type', type: 'text' }, ...counts],
      chart: { kind: 'pie', x: 'issueType', series: ['total'] },
      sheet: 'Issue types',
      figures: (db, scope) => requestsByIssueType(db, scope),
    },
  ],
);
