// The enquiry reports (issue 15): spec §7.4's calls at their paths and the dashboard's Enquiries report, all from the
// same SQL aggregates: a call taken and answered shows in its type's row with its minutes to the first answer, the
// summary agrees with the enquiries listed for the period, the workbook carries the totals; bad periods are 400s
// and another tenant's property answers as missing.
import type { EnquiryPage, EnquiryReport, EnquiryTypeReportRow, ReportResult } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { day, openForFile, openTenantsApp } from './demo-app';
import { expectError, expectHidden } from './support';

const { t, session, rival, HARBOUR, DEMO_ORG: ORG } = await openForFile(openTenantsApp);

const admin = () => session('orgadmin@bookone.demo');
const period = (from: string, to: string, propertyId = HARBOUR) =>
  `propertyId=${propertyId}&fromDate=${from}&toDate=${to}`;

async function get<T>(url: string, token?: string): Promise<T> {
  const res = await t.api('GET', url, { token: token ?? (await admin()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const summary = (from: string, to: string) =>
  get<EnquiryReport>(`/api/v1/accommodationEnquiry/report?${period(from, to)}`);
const byType = (from: string, to: string) =>
  get<EnquiryTypeReportRow[]>(`/api/v1/accommodationEnquiry/getEnquiryTypeReport?${period(from, to)}`);

describe('enquiry reports (spec §7.4)', () => {
  it('a call taken and answered today shows in its type, with the minutes to its first answer', async () => {
    const before = await summary(day(0), day(0));
    const type = `Glamping ${Date.now().toString(36)}`;
    const taken = await t.api('POST', `/api/enquiry/organisation/${ORG}`, {
      token: await admin(),
      body: { firstName: 'Report', phone: '+64 21 555 0111', propertyId: HARBOUR, accommodationType: type },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const { id } = taken.json<{ id: number }>();
    const lost = await t.api('PUT', `/api/enquiry/${id}/status`, {
      token: await admin(),
      body: { status: 'LOST', lostReason: 'Dates full' },
    });
    expect(lost.statusCode, lost.body).toBe(200);

    const rows = await byType(day(0), day(0));
    expect(rows.find((r) => r.enquiryType === type)).toEqual({
      enquiryType: type,
      enquiries: 1,
      open: 0,
      quoted: 0,
      won: 0,
      lost: 1,
      expired: 0,
      conversionRate: 0,
      avgFirstAnswerMinutes: 0,
    });
    const after = await summary(day(0), day(0));
    expect(after.totals.enquiries).toBe(before.totals.enquiries + 1);
    expect(after.totals.lost).toBe(before.totals.lost + 1);
    expect(after.byStatus.find((s) => s.status === 'LOST')!.count).toBe(
      before.byStatus.find((s) => s.status === 'LOST')!.count + 1,
    );
  });

  it("the summary agrees with the period's enquiries listed by getByCreatedDate and adds up", async () => {
    const [from, to] = [day(-120), day(0)];
    const report = await summary(from, to);
    expect(report.totals.enquiries).toBeGreaterThan(5);
    const listed = await get<EnquiryPage>(
      `/api/accommodationTracker/getByCreatedDate?${period(from, to)}&size=200`,
    );
    expect(listed.total).toBe(report.totals.enquiries);
    expect(listed.items.every((e) => e.propertyId === HARBOUR)).toBe(true);
    const statuses = report.byStatus.map((s) => s.status);
    expect(statuses).toEqual(['NEW', 'QUOTED', 'WON', 'LOST', 'EXPIRED']);
    expect(report.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(report.totals.enquiries);
    for (const s of ['WON', 'LOST', 'EXPIRED'] as const)
      expect(report.byStatus.find((x) => x.status === s)!.count).toBe(
        listed.items.filter((e) => e.status === s).length,
      );
    expect(report.bySource.reduce((sum, s) => sum + s.enquiries, 0)).toBe(report.totals.enquiries);
    expect(report.totals.conversionRate).toBeCloseTo((report.totals.won / report.totals.enquiries) * 100, 1);
    const types = await byType(from, to);
    expect(types.reduce((sum, r) => sum + r.enquiries, 0)).toBe(report.totals.enquiries);
  });

  it('downloads the type report as a workbook ending with the totals', async () => {
    const [from, to] = [day(-120), day(0)];
    const res = await t.api(
      'GET',
      `/api/v1/accommodationEnquiry/downloadEnquiryTypeExcelReport?${period(from, to)}`,
      {
        token: await admin(),
      },
    );
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(2).value).toBe((await summary(from, to)).totals.enquiries);
  });

  it('refuses a period backwards or longer than a year, and another tenant’s property as missing', async () => {
    expectError(
      await t.api('GET', `/api/v1/accommodationEnquiry/report?${period(day(0), day(-1))}`, {
        token: await admin(),
      }),
      400,
      { fields: ['toDate'] },
    );
    expectError(
      await t.api('GET', `/api/v1/accommodationEnquiry/getEnquiryTypeReport?${period(day(-400), day(0))}`, {
        token: await admin(),
      }),
      400,
      { fields: ['toDate'] },
    );
    const rivalToken = await t.login(rival.orgAdmin.username);
    expectHidden(
      await t.api('GET', `/api/v1/accommodationEnquiry/report?${period(day(-30), day(0))}`, {
        token: rivalToken,
      }),
    );
    expectHidden(
      await t.api('GET', `/api/accommodationTracker/getByCreatedDate?${period(day(-30), day(0))}`, {
        token: rivalToken,
      }),
    );
  });
});

describe('the dashboard’s Enquiries report', () => {
  it('counts the same enquiries by source, with the conversion rate and totals', async () => {
    const [from, to] = [day(-120), day(0)];
    const result = await get<ReportResult>(
      `/api/report/enquiries?propertyId=${HARBOUR}&from=${from}&to=${to}&by=source`,
    );
    const report = await summary(from, to);
    expect(result.totals).toMatchObject({
      group: 'Total',
      enquiries: report.totals.enquiries,
      won: report.totals.won,
    });
    expect(result.rows.map((r) => r.group).sort()).toEqual(report.bySource.map((s) => s.source).sort());
    expect(result.chart).toEqual({ kind: 'bar', x: 'group', series: ['enquiries', 'won'] });
  });
});
