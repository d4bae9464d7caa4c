// The dashboard's reports (decision 0047): one file per report beside this one, listed here once. The routes
// (GET /api/report/<id> and /export), the catalogue and the tenant matrix's rows are generated from this list.
import type { ReportDefinition } from '../report-definition';
import { accommodationReports } from './accommodation';
import { enquiriesReport } from './enquiries';
import { orderReports } from './orders';
import { salesReport } from './sales';
import { serviceRequestReports } from './service-requests';
import { serviceReports } from './services';

export const REPORTS: readonly ReportDefinition[] = [
  salesReport,
  ...accommodationReports,
  ...serviceReports,
  ...serviceRequestReports,
  ...orderReports,
  enquiriesReport,
];
