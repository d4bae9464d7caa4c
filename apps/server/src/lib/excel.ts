import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

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

/**
 * Builds an .xlsx workbook with one sheet: a bold header row, frozen, auto-filter on, numbers as numbers. An
 * optional totals row sums the money columns.
 */
export async function buildWorkbook<T>(
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: readonly T[],
  options: { totals?: boolean } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BookOne';
  workbook.created = new Date();
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.max(10, Math.min(40, c.header.length + 4)),
    style: c.type === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(row) ?? null])));
  }
  if (columns.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  if (options.totals && rows.length > 0) {
    const totals = sheet.addRow(
      Object.fromEntries(
        columns.map((c, i) => {
          if (i === 0) return [`c${i}`, 'Total'];
          if (c.type !== 'money') return [`c${i}`, null];
          const sum = rows.reduce((acc, r) => acc + (Number(c.value(r)) || 0), 0);
          return [`c${i}`, Math.round(sum * 100) / 100];
        }),
      ),
    );
    totals.font = { bold: true };
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download named `<base>-<yyyy-mm-dd>.xlsx`. */
export function sendWorkbook(reply: FastifyReply, base: string, date: string, body: Buffer) {
  const name = `${base.replace(/[^A-Za-z0-9_-]+/g, '-')}-${date}.xlsx`;
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}
