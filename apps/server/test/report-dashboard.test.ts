// The report dashboard's framework (issue 15, decision 0047), through its example report (sales, spec §7.5): the
// catalogue by permission, the figures and totals against bookings this test creates at Rival Inn (no seeded
// bookings), the organisation-wide run, the tenant rule, bad ranges, and the workbook read back.
import type { ReportInfo, ReportResult } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { day, openForTests, today } from './demo-app';
import { openRivalInn, type RivalInn } from './rival-inn';
import { expectDenied, expectError, expectHidden, type TestUser } from './support';

const get = async (url: string, by: TestUser) => inn.t.api('GET', url, { token: await inn.tokenOf(by) });

let inn: RivalInn;
openForTests(openRivalInn, (app) => (inn = app));

async function report(query: string, by: TestUser = inn.rival.manager) {
  const res = await get(`/api/report/sales?${query}`, by);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResult>();
}
const rowOf = (r: ReportResult, u: TestUser) => r.rows.find((row) => row.accountManager === u.username);

describe('report dashboard', () => {
  it('lists the reports each caller may run', async () => {
    const ids = async (u: TestUser) => {
      const res = await get('/api/report', u);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ReportInfo[]>().map((r) => r.id);
    };
    expect(await ids(inn.rival.manager)).toContain('sales');
    // Finance reads reports, but not the sales report (report.sales is for the users who sell).
    expect(await ids(inn.finance)).not.toContain('sales');
    expectDenied(await get('/api/report', inn.housekeeper));
  });

  it('answers the sales rows and their totals for a property, and organisation-wide', async () => {
    const range = `from=${today}&to=${today}`;
    const before = await report(`propertyId=${inn.PROP}&${range}`);
    const rt = await inn.roomTypeWithRooms([{ number: 'R1' }, { number: 'R2' }]);
    const a = await inn.book(rt.id, day(3), day(5), inn.rival.propAdmin);
    const b = await inn.book(rt.id, day(3), day(4), inn.rival.frontdesk);
    const after = await report(`propertyId=${inn.PROP}&${range}`);

    expect(after.columns.map((c) => c.key)).toEqual(['accountManager', 'bookings', 'totalAmount']);
    expect(after.currency).toBe('NZD');
    expect(after.chart).toEqual({ kind: 'bar', x: 'accountManager', series: ['totalAmount'] });
    const gained = (u: TestUser, key: string) =>
      Number(rowOf(after, u)?.[key] ?? 0) - Number(rowOf(before, u)?.[key] ?? 0);
    expect(gained(inn.rival.propAdmin, 'totalAmount')).toBeCloseTo(a.total, 2);
    expect(gained(inn.rival.propAdmin, 'bookings')).toBe(1);
    expect(gained(inn.rival.frontdesk, 'totalAmount')).toBeCloseTo(b.total, 2);
    // The totals row is the rows' sum.
    const sum = after.rows.reduce((s, r) => s + Number(r.totalAmount), 0);
    expect(Number(after.totals?.totalAmount)).toBeCloseTo(sum, 2);
    expect(after.totals?.bookings).toBe(after.rows.reduce((s, r) => s + Number(r.bookings), 0));

    // The organisation's admin, without a property: every accommodation property of the organisation (one here).
    const org = await report(range, inn.rival.orgAdmin);
    expect(org.totals).toEqual(after.totals);
    // A property user without a property: their own.
    expect((await report(range)).totals).toEqual(after.totals);
    // Yesterday's range has none of today's bookings.
    expect(
      rowOf(await report(`propertyId=${inn.PROP}&from=${day(-3)}&to=${day(-1)}`), inn.rival.propAdmin),
    ).toBe(undefined);
  });

  it("answers another tenant's property as missing, and refuses other roles", async () => {
    const url = `/api/report/sales?propertyId=${inn.PROP}&from=${today}&to=${today}`;
    expectHidden(await inn.t.api('GET', url, { token: await inn.session('hotel.manager@bookone.demo') }));
    expectHidden(await inn.t.api('GET', url, { token: await inn.session('orgadmin@bookone.demo') }));
    expectDenied(await get(url, inn.housekeeper));
    expectDenied(await get(`/api/report/sales/export?from=${today}&to=${today}`, inn.finance));
  });

  it('refuses a reversed range or one over a year, naming the field', async () => {
    const by = inn.rival.manager;
    expectError(await get(`/api/report/sales?from=${today}&to=${day(-1)}`, by), 400, { fields: ['to'] });
    expectError(await get(`/api/report/sales?from=${day(-400)}&to=${today}`, by), 400, { fields: ['to'] });
    expectError(await get(`/api/report/sales?from=2026-02-30&to=${today}`, by), 400, { fields: ['from'] });
  });

  it('downloads the report as a workbook whose last row is the totals', async () => {
    const range = `propertyId=${inn.PROP}&from=${day(-30)}&to=${today}`;
    const json = await report(range);
    const res = await get(`/api/report/sales/export?${range}`, inn.rival.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="sales-report-.*\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Account manager', 'Bookings', 'Total amount']);
    expect(sheet.rowCount).toBe(json.rows.length + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(3).value).toBeCloseTo(Number(json.totals?.totalAmount), 2);
    expect(last.getCell(2).value).toBe(json.totals?.bookings);
  });
});
