import { PassThrough } from 'node:stream';

import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';

import { AppError } from '../src/lib/errors';
import { sendExport, writeSheet, type ExcelColumn } from '../src/lib/excel';

interface Row {
  name: string;
  amount: number;
}
const columns: ExcelColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Amount', type: 'money', value: (r) => r.amount },
];
const rows: Row[] = [
  { name: 'a', amount: 10.1 },
  { name: 'b', amount: 5.25 },
  { name: 'c', amount: 1 },
];

async function read(sheet: Parameters<typeof writeSheet<Row>>[1]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeSheet(out, sheet);
  await ended;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

describe('the export helper', () => {
  it('streams a sheet with a bold header, the rows as numbers and a totals row', async () => {
    const ws = await read({ sheet: 'Payments: [all]', columns, rows, totals: true });
    expect(ws.name).toBe('Payments   all ');
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Amount']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.getRow(2).values).toEqual([undefined, 'a', 10.1]);
    expect(ws.getRow(5).values).toEqual([undefined, 'Total', 16.35]);
    expect(ws.rowCount).toBe(5);
  });

  it('refuses a filter over the row limit with a 400 that says to narrow it, before sending anything', () => {
    let sent = false;
    const reply = {
      header: () => reply,
      send: () => {
        sent = true;
        return reply;
      },
    } as unknown as FastifyReply;
    const attempt = () =>
      sendExport(reply, { sheet: 'S', file: 'f', date: '2026-01-01', columns, rows, max: 2 });
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(/more than 2 rows: narrow it/);
    try {
      attempt();
    } catch (err) {
      expect((err as AppError).statusCode).toBe(400);
    }
    expect(sent).toBe(false);
    // At the limit the export goes through.
    sendExport(reply, { sheet: 'S', file: 'f', date: '2026-01-01', columns, rows, max: 3 });
    expect(sent).toBe(true);
  });
});
