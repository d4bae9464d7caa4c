// A report cell as a person reads it, by its column's type: money in the report's currency, numbers and
// percentages in the language's format, calendar days as the language writes them.
import type { ReportCell, ReportColumn } from '@bookone/domain';

import { formatDay } from '../../../lib/dates';

export interface CellFormat {
  language: string;
  currency: string | null;
}

export function formatCell(column: ReportColumn, value: ReportCell | undefined, f: CellFormat): string {
  if (value == null || value === '') return '';
  if (column.type === 'text') return String(value);
  if (column.type === 'date') return formatDay(String(value), f.language);
  const n = Number(value);
  if (Number.isNaN(n)) return String(value);
  if (column.type === 'money')
    return new Intl.NumberFormat(f.language, {
      ...(f.currency ? { style: 'currency', currency: f.currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(n);
  if (column.type === 'percent')
    return new Intl.NumberFormat(f.language, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
  return new Intl.NumberFormat(f.language, { maximumFractionDigits: 0 }).format(n);
}

/** Numbers are read right-aligned in a table. */
export const alignOf = (column: ReportColumn) =>
  column.type === 'text' || column.type === 'date' ? ('left' as const) : ('right' as const);
