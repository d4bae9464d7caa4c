// Payments by mode and operator (issue 15): the money received (refunds as negative amounts) on the days of the
// range, Paid only, by payment mode or by the user who took it; bookings', reservations', orders' and invoices'
// payments alike, as the property's till saw them.
import { rangeReportQuery } from '@bookone/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { payment } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, totalsOf } from '../report-sql';

const FIGURES = [
  { key: 'payments', label: 'Payments', type: 'int' },
  { key: 'received', label: 'Received', type: 'money' },
  { key: 'refunded', label: 'Refunded', type: 'money' },
  { key: 'net', label: 'Net', type: 'money' },
] as const;
const BY_MODE = [{ key: 'mode', label: 'Mode', type: 'text' }, ...FIGURES] as const;
const BY_OPERATOR = [{ key: 'operator', label: 'Operator', type: 'text' }, ...FIGURES] as const;

export const paymentsReport = defineReport({
  id: 'payments',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Paid payments dated in the range by mode or by the operator who took them (no operator: "Online"): count, received, refunded (negative payments) and net',
  query: rangeReportQuery({ by: z.enum(['mode', 'operator']).default('mode') }),
  filters: [{ key: 'by', kind: 'select', options: ['mode', 'operator'], translate: true }],
  columns: BY_MODE,
  chart: { kind: 'bar', x: 'mode', series: ['net'] },
  sheet: 'Payments',
  async compute(db, scope, q) {
    const byOperator = q.by === 'operator';
    const segment = byOperator ? sql`coalesce(${payment.receivedByName}, 'Online')` : sql`${payment.mode}`;
    const figures = {
      payments: sql`count(*)`,
      received: sql`coalesce(sum(${payment.amount}) filter (where ${payment.amount} > 0), 0)`,
      refunded: sql`coalesce(-sum(${payment.amount}) filter (where ${payment.amount} < 0), 0)`,
      net: sql`sum(${payment.amount})`,
    };
    const where = and(
      inScope(payment.propertyId, scope),
      eq(payment.status, 'Paid'),
      sql`${payment.date} between ${q.from}::date and ${q.to}::date`,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ segment, ...figures })
        .from(payment)
        .where(where)
        // By position: the expression's bound text would not match a second copy's in GROUP BY.
        .groupBy(sql`1`)
        .orderBy(desc(figures.net), sql`1`),
      db.select(figures).from(payment).where(where),
    ]);
    const columns = byOperator ? BY_OPERATOR : BY_MODE;
    const key = columns[0].key;
    return {
      rows: cellsOf(
        columns,
        rows.map(({ segment: name, ...r }) => ({ [key]: name, ...r })),
      ),
      totals: totalsOf(columns, totals[0]),
      columns,
      chart: { kind: 'bar' as const, x: key, series: ['net'] },
    };
  },
});
