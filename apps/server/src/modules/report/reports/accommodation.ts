// The accommodation group of the report dashboard (issue 15), in the order of its cards.
import { balancesReport } from './balances';
import { cancellationsReport } from './cancellations';
import { movementsReport } from './movements';
import { nationalityReport } from './nationality';
import { nightAuditReport } from './night-audit';
import { occupancyReport } from './occupancy';
import { paymentsReport } from './payments';
import { revenueReport } from './revenue';

export const accommodationReports = [
  nightAuditReport,
  occupancyReport,
  revenueReport,
  movementsReport,
  cancellationsReport,
  nationalityReport,
  paymentsReport,
  balancesReport,
] as const;
