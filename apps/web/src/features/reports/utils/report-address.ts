// A report's parameters live in the address (decision 0047): `report`, the period (`from`/`to`, or `date`),
// `propertyId` for organisation users, and each filter under its key.
import { addDays, type ReportInfo } from '@bookone/domain';

import type { ReportParams } from '../api/reports';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The period a report opens with: yesterday for a day report (last night's audit), else the last 30 days. */
export function defaultPeriod(period: ReportInfo['period'], today: string): ReportParams {
  return period === 'day' ? { date: addDays(today, -1) } : { from: addDays(today, -29), to: today };
}

/**
 * The report's query from the address: the period (the default where absent or not a date), the property when one
 * is picked, and the filters that have a value.
 */
export function reportParams(info: ReportInfo, address: URLSearchParams, today: string): ReportParams {
  const period = defaultPeriod(info.period, today);
  const params: ReportParams = {};
  for (const [key, fallback] of Object.entries(period)) {
    const value = address.get(key);
    params[key] = value && ISO.test(value) ? value : fallback;
  }
  const property = address.get('propertyId');
  if (property && /^\d+$/.test(property)) params.propertyId = property;
  for (const filter of info.filters) {
    const value = address.get(filter.key);
    if (value) params[filter.key] = value;
  }
  return params;
}

/** Whether the period can be asked for: a date range in order (the server refuses the rest with field messages). */
export function periodValid(params: ReportParams): boolean {
  return params.from == null || params.to == null || params.from <= params.to;
}
