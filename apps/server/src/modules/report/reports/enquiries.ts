// Enquiries (issue 15): the enquiries the properties received in the range, by accommodation type, source, status
// or property, with how many were quoted, won, lost or expired, the conversion rate and the average minutes to the
// first answer. The figures are the enquiry module's (the same as spec §7.4's reports), in SQL aggregates.
import { ENQUIRY_BREAKDOWNS, rangeReportQuery } from '@bookone/domain';
import { z } from 'zod';

import { enquiryFigures } from '../../enquiry/enquiry.service';
import { defineReport } from '../report-definition';
import { cellsOf, totalsOf } from '../report-sql';

const columns = [
  { key: 'group', label: 'Group', type: 'text' },
  { key: 'enquiries', label: 'Enquiries', type: 'int' },
  { key: 'open', label: 'Open', type: 'int' },
  { key: 'quoted', label: 'Quoted', type: 'int' },
  { key: 'won', label: 'Won', type: 'int' },
  { key: 'lost', label: 'Lost', type: 'int' },
  { key: 'expired', label: 'Expired', type: 'int' },
  { key: 'conversionRate', label: 'Conversion rate %', type: 'percent' },
  { key: 'avgFirstAnswerMinutes', label: 'Minutes to first answer', type: 'int' },
] as const;

export const enquiriesReport = defineReport({
  id: 'enquiries',
  group: 'enquiries',
  permission: 'enquiry.read',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Enquiries received in the range (each property’s days) by accommodation type, source, status or property: ' +
    'open, quoted, won, lost, expired, conversion rate (won of received) and average minutes to the first answer',
  query: rangeReportQuery({ by: z.enum(ENQUIRY_BREAKDOWNS).default('type') }),
  filters: [{ key: 'by', kind: 'select', options: ENQUIRY_BREAKDOWNS, translate: true }],
  columns,
  chart: { kind: 'bar', x: 'group', series: ['enquiries', 'won'] },
  sheet: 'Enquiries',
  async compute(db, scope, q) {
    const { rows, totals } = await enquiryFigures(
      db,
      { propertyIds: scope.propertyIds, from: q.from, to: q.to },
      q.by,
    );
    return {
      rows: cellsOf(columns, rows as unknown as Record<string, unknown>[]),
      totals: totalsOf(columns, { ...totals, group: 'Total' }),
    };
  },
});
