// One way to export a list: the route hands the list's rows (same filter and order as the list, read by the
// repository's `firstRows`) and its columns to `sendExport`, which refuses an export over the row limit with a clear
// 400 and otherwise streams the workbook as it is written (docs/decisions: export).
import { PassThrough, type Writable } from 'node:stream';

import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

import { AppError } from './errors';

/** One column of an exported sheet: its header, how wide, and how to read the value from a row. */
export interface ExcelColumn<T> {
  header: string;
  width?: number;
  /** 'money' and 'number' cells stay numbers in Excel (sums work); 'date' is an ISO date string shown as is. */
  type?: 'text' | 'number' | 'money' | 'date';
  value: (row: T) => string | number | null | undefined;
}

/** Largest export: a list export is the filtered list, not a backup; beyond this the caller narrows the filter. */
export const MAX_EXPORT_ROWS = 50_000;
/** Rows an export reads: one more than it may send, so that a filter over the limit is told, never cut silently. */
export const EXPORT_READ_ROWS = MAX_EXPORT_ROWS + 1;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The 400 of an export whose filter matches more rows than one file may hold. */
export function tooManyRows(max: number) {
  return new AppError(
    400,
    `The filter matches more than ${max.toLocaleString('en')} rows: narrow it (dates, status, search) to export`,
    { filter: `More than ${max.toLocaleString('en')} rows` },
  );
}

export interface ExportSheet<T> {
  /** Sheet name (Excel: at most 31 characters, no []:*?/\). */
  sheet: string;
  /** File name base: the download is `<file>-<date>.xlsx`. */
  file: string;
  /** The property's today, for the file name. */
  date: string;
  columns: ExcelColumn<T>[];
  rows: readonly T[];
  /** A bold last row summing the money columns. */
  totals?: boolean;
  /** A bold last row given whole (totals computed elsewhere, in SQL); instead of `totals`. */
  totalRow?: T;
  /** Row limit (tests lower it); rows beyond it refuse the export. */
  max?: number;
}

/**
 * Writes the sheet into `out` row by row with exceljs' streaming writer (the workbook is never held whole in
 * memory): a bold frozen header with an auto-filter, numbers as numbers, an optional totals row.
 */
export async function writeSheet<T>(out: Writable, s: Omit<ExportSheet<T>, 'file' | 'date'>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'BookOne';
  workbook.created = new Date();
  const columns = s.columns;
  const sheet = workbook.addWorksheet(s.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  if (columns.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.max(10, Math.min(40, c.header.length + 4)),
    style: c.type === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const sums = columns.map(() => 0);
  for (const row of s.rows) {
    const values = columns.map((c) => c.value(row) ?? null);
    values.forEach((v, i) => {
      if (columns[i]!.type === 'money') sums[i]! += Number(v) || 0;
    });
    sheet.addRow(Object.fromEntries(values.map((v, i) => [`c${i}`, v]))).commit();
  }
  if (s.totalRow) {
    const totals = sheet.addRow(
      Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(s.totalRow!) ?? null])),
    );
    totals.font = { bold: true };
    totals.commit();
  } else if (s.totals && s.rows.length > 0) {
    const totals = sheet.addRow(
      Object.fromEntries(
        columns.map((c, i) => [
          `c${i}`,
          i === 0 ? 'Total' : c.type === 'money' ? Math.round(sums[i]! * 100) / 100 : null,
        ]),
      ),
    );
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers a list export: 400 when the rows are over the limit (checked before anything is sent), otherwise the
 * workbook streamed as the download `<file>-<date>.xlsx`.
 */
export function sendExport<T>(reply: FastifyReply, s: ExportSheet<T>) {
  const max = s.max ?? MAX_EXPORT_ROWS;
  if (s.rows.length > max) throw tooManyRows(max);
  const name = `${s.file.replace(/[^A-Za-z0-9_-]+/g, '-')}-${s.date}.xlsx`;
  const body = new PassThrough();
  writeSheet(body, s).catch((err: unknown) => body.destroy(err as Error));
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}
