import { ReportDashboardPage } from '../../../../features/reports/components/report-dashboard-page';

/** /report/report-dashboard (issue 15): the report dashboard and, with ?report=<id>, one report. */
export default function ReportDashboardRoute() {
  return <ReportDashboardPage />;
}
