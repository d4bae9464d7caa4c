// B2B companies (issue 10): CRUD by the organisation's admin, the list (status, search, sort, export), the tenant
// rule (a foreign company answers as a missing one), bill to company on bookings (active companies of the
// booking's organisation only, the credit limit's 409), open charges and the statement's running balance.
import type {
  BillableCompany,
  Booking,
  BookingDetailsView,
  Company,
  CompanyChargePage,
  CompanyPage,
  CompanyRatePlan,
  CompanyStatement,
} from '@bookone/domain';
import { addDays } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { day, openForFile, openTenantsApp } from './demo-app';
import { createBooking, createRoomType } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail } from './support';

const { t, session, rival, HARBOUR, DEMO_ORG: ORG } = await openForFile(openTenantsApp);

const orgAdmin = () => session('orgadmin@bookone.demo');
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

async function createCompany(
  over: Record<string, unknown> = {},
  org = ORG,
  token?: string,
): Promise<Company> {
  const res = await t.api('POST', `/api/company/organisation/${org}`, {
    token: token ?? (await orgAdmin()),
    body: { name: unique('Acme Corp'), ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Company>();
}

let stays = 0;
/** A booking of a room type of its own (200 a night for two), so that no other test's inventory matters. */
async function stay(nights: number, over: Record<string, unknown> = {}): Promise<Booking> {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), { noOfRooms: 5 });
  // Clear of the seeded stop-sell (days 45-46) and New Year's rules: from day 50 on, a stay every four days.
  const start = 50 + 4 * stays++;
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId: rt.id,
    arrival: day(start),
    departure: day(start + nights),
    customer: { firstName: 'Corporate', lastName: 'Guest', email: uniqueEmail('corp') },
    ...over,
  });
}

const balanceOf = (b: Booking) => b.total + b.servicesTotal + b.expensesTotal - b.paid;

describe('companies: create, read, change, delete', () => {
  it('an org admin adds a company with its details and reads it back, owing nothing', async () => {
    const c = await createCompany({
      taxNumber: 'GST 11-222-333',
      email: 'ap@acme.example',
      contactName: 'Rita Ledger',
      city: 'Auckland',
      creditLimit: 1500,
      paymentTermsDays: 20,
    });
    expect(c).toMatchObject({
      organisationId: ORG,
      taxNumber: 'GST 11-222-333',
      contactName: 'Rita Ledger',
      creditLimit: 1500,
      paymentTermsDays: 20,
      status: 'ACTIVE',
      openBalance: 0,
      ratePlanId: null,
    });
    const read = await t.api('GET', `/api/company/${c.id}`, { token: await orgAdmin() });
    expect(read.json<Company>()).toEqual(c);
  });

  it('refuses a second company of the same name (any case) with 409 naming the name', async () => {
    const c = await createCompany();
    const res = await t.api('POST', `/api/company/organisation/${ORG}`, {
      token: await orgAdmin(),
      body: { name: c.name.toUpperCase() },
    });
    expectError(res, 409, { fields: ['name'], message: 'A company with this name already exists' });
  });

  it('refuses bad input with field messages', async () => {
    const res = await t.api('POST', `/api/company/organisation/${ORG}`, {
      token: await orgAdmin(),
      body: { name: '  ', email: 'not-an-email', creditLimit: -5, paymentTermsDays: 1.5, status: 'GONE' },
    });
    expectError(res, 400, {
      fields: ['name', 'email', 'creditLimit', 'paymentTermsDays', 'status'],
    });
  });

  it("takes a negotiated plan of the organisation's properties, refuses another organisation's", async () => {
    const plans = (
      await t.api('GET', `/api/company/organisation/${ORG}/rate-plans`, { token: await orgAdmin() })
    ).json<CompanyRatePlan[]>();
    expect(plans.length).toBeGreaterThan(0);
    const c = await createCompany({ ratePlanId: plans[0]!.id });
    expect(c.ratePlanId).toBe(plans[0]!.id);
    expect(c.ratePlanName).toContain(plans[0]!.name);
    expect(c.ratePlanName).toContain(plans[0]!.propertyName);

    // A plan of Rival Inn: its organisation admin makes one, ours may not use it.
    const rt = await createRoomType(t, rival.propertyId, await t.login(rival.propAdmin.username));
    const plan = await t.api('POST', `/api/room/room-types/${rt.id}/plans`, {
      token: await t.login(rival.propAdmin.username),
      body: { code: 'CORP', name: 'Corporate', amount: 150 },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const res = await t.api('PUT', `/api/company/${c.id}`, {
      token: await orgAdmin(),
      body: { ratePlanId: plan.json<{ id: number }>().id },
    });
    expectError(res, 400, { fields: ['ratePlanId'] });
  });

  it('changes only the fields sent; clears a field sent as null', async () => {
    const c = await createCompany({ city: 'Nelson', creditLimit: 800 });
    const res = await t.api('PUT', `/api/company/${c.id}`, {
      token: await orgAdmin(),
      body: { status: 'INACTIVE', creditLimit: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Company>()).toMatchObject({
      status: 'INACTIVE',
      creditLimit: null,
      city: 'Nelson',
      name: c.name,
    });
  });

  it('deletes a company nothing was billed to; one with a booking is kept (409)', async () => {
    const free = await createCompany();
    const del = await t.api('DELETE', `/api/company/${free.id}`, { token: await orgAdmin() });
    expect(del.statusCode, del.body).toBe(200);
    expectHidden(await t.api('GET', `/api/company/${free.id}`, { token: await orgAdmin() }));

    const used = await createCompany();
    await stay(1, { companyId: used.id });
    const refused = await t.api('DELETE', `/api/company/${used.id}`, { token: await orgAdmin() });
    expectError(refused, 409, { message: /make it INACTIVE/ });
  });

  it('the demo organisation has its two seeded companies, one booking billed to the first', async () => {
    const page = (
      await t.api('GET', `/api/company/organisation/${ORG}?search=southern`, { token: await orgAdmin() })
    ).json<CompanyPage>();
    expect(page.items.map((c) => c.name)).toEqual(['Southern Cross Engineering Ltd']);
    expect(page.items[0]!.openBalance).toBeGreaterThan(0);
    const charges = (
      await t.api('GET', `/api/company/${page.items[0]!.id}/charges`, { token: await orgAdmin() })
    ).json<CompanyChargePage>();
    expect(charges.total).toBe(1);
    expect(charges.totalBalance).toBe(page.items[0]!.openBalance);
  });
});

describe('companies: the list', () => {
  it('filters by status, searches, sorts and pages on the server', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await createCompany({ name: `Zulu ${tag}`, creditLimit: 100 });
    await createCompany({ name: `alpha ${tag}`, creditLimit: 300 });
    await createCompany({ name: `Mike ${tag}`, creditLimit: 200, status: 'INACTIVE' });
    const list = async (q: string) =>
      (
        await t.api('GET', `/api/company/organisation/${ORG}?search=${tag}&${q}`, { token: await orgAdmin() })
      ).json<CompanyPage>();
    expect((await list('')).items.map((c) => c.name)).toEqual([`alpha ${tag}`, `Mike ${tag}`, `Zulu ${tag}`]);
    expect((await list('status=ACTIVE')).items.map((c) => c.name)).toEqual([`alpha ${tag}`, `Zulu ${tag}`]);
    expect((await list('sort=creditLimit&order=desc')).items.map((c) => c.creditLimit)).toEqual([
      300, 200, 100,
    ]);
    const second = await list('size=2&page=1');
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(second.items.map((c) => c.name)).toEqual([`Zulu ${tag}`]);
    const bad = await t.api('GET', `/api/company/organisation/${ORG}?sort=password&status=GONE`, {
      token: await orgAdmin(),
    });
    expectError(bad, 400, { fields: ['sort', 'status'] });
  });

  it('exports the filtered list as a workbook', async () => {
    const c = await createCompany({ creditLimit: 999 });
    const res = await t.api(
      'GET',
      `/api/company/organisation/${ORG}/export?search=${encodeURIComponent(c.name)}`,
      {
        token: await orgAdmin(),
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/companies-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Companies')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(c.name);
  });
});

describe('companies: roles and tenants', () => {
  it('property roles cannot manage or read companies; the desk reads the billable ones of its organisation', async () => {
    const c = await createCompany();
    for (const token of [await session.admin(), await session.desk(), await session.manager()]) {
      expectError(await t.api('GET', `/api/company/organisation/${ORG}`, { token }), 403);
      expectError(await t.api('GET', `/api/company/${c.id}`, { token }), 403);
      expectError(
        await t.api('POST', `/api/company/organisation/${ORG}`, { token, body: { name: 'Nope' } }),
        403,
      );
      expectError(await t.api('PUT', `/api/company/${c.id}`, { token, body: { name: 'Nope' } }), 403);
      expectError(await t.api('DELETE', `/api/company/${c.id}`, { token }), 403);
    }
    const finance = await session('orgfinance@bookone.demo');
    expect((await t.api('GET', `/api/company/${c.id}`, { token: finance })).statusCode).toBe(200);
    expectError(await t.api('PUT', `/api/company/${c.id}`, { token: finance, body: { name: 'Nope' } }), 403);

    const billable = await t.api('GET', `/api/company/property/${HARBOUR}/billable`, {
      token: await session.desk(),
    });
    expect(billable.statusCode).toBe(200);
    const list = billable.json<BillableCompany[]>();
    expect(list.map((b) => b.id)).toContain(c.id);
    expect(
      list.every((b) => Object.keys(b).sort().join() === 'availableCredit,creditLimit,id,name,openBalance'),
    ).toBe(true);
  });

  it("another organisation's company answers as a missing one, to every operation", async () => {
    const ours = await createCompany({ name: unique('Hidden Ltd') });
    const token = await t.login(rival.orgAdmin.username);
    for (const [method, path, body] of [
      ['GET', `/api/company/${ours.id}`],
      ['PUT', `/api/company/${ours.id}`, { name: 'Taken' }],
      ['DELETE', `/api/company/${ours.id}`],
      ['GET', `/api/company/${ours.id}/charges`],
      ['GET', `/api/company/${ours.id}/statement`],
      ['GET', `/api/company/${ours.id}/charges/export`],
      ['GET', `/api/company/${ours.id}/statement/export`],
    ] as const) {
      const res = await t.api(method, path, { token, ...(body ? { body } : {}) });
      expectHidden(res, [ours.name]);
      const missing = await t.api(method, path.replace(String(ours.id), '2147483000'), {
        token,
        ...(body ? { body } : {}),
      });
      expect(missing.json()).toEqual(res.json());
    }
    expectHidden(await t.api('GET', `/api/company/organisation/${ORG}`, { token }));
    expectHidden(
      await t.api('POST', `/api/company/organisation/${ORG}`, { token, body: { name: 'Sneaky' } }),
    );
    expectHidden(
      await t.api('GET', `/api/company/property/${HARBOUR}/billable`, {
        token: await t.login(rival.frontdesk.username),
      }),
    );
    // Unchanged.
    expect(
      (await t.api('GET', `/api/company/${ours.id}`, { token: await orgAdmin() })).json<Company>().name,
    ).toBe(ours.name);
  });

  it('the super admin manages any organisation’s companies', async () => {
    const token = await session('superadmin@bookone.demo');
    const res = await t.api('POST', `/api/company/organisation/${rival.organisationId}`, {
      token,
      body: { name: unique('Rival Client') },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Company>().organisationId).toBe(rival.organisationId);
  });
});

describe('bill to company', () => {
  it('a booking billed to an active company of its organisation shows it, and the company owes its balance', async () => {
    const c = await createCompany();
    const b = await stay(2, { companyId: c.id });
    expect(b.companyId).toBe(c.id);
    const details = (
      await t.api('GET', `/api/booking/${b.id}/details`, { token: await session.desk() })
    ).json<BookingDetailsView>();
    expect(details.company).toEqual({ id: c.id, name: c.name, status: 'ACTIVE' });
    const after = (await t.api('GET', `/api/company/${c.id}`, { token: await orgAdmin() })).json<Company>();
    expect(after.openBalance).toBe(balanceOf(b));
  });

  it("refuses another organisation's company, an inactive one and a missing one alike (400 on companyId)", async () => {
    const foreign = await createCompany({}, rival.organisationId, await t.login(rival.orgAdmin.username));
    const inactive = await createCompany({ status: 'INACTIVE' });
    const rt = await createRoomType(t, HARBOUR, await session.admin());
    const answers = [];
    for (const companyId of [foreign.id, inactive.id, 2147483000]) {
      const res = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
        token: await session.desk(),
        body: {
          roomTypeId: rt.id,
          arrival: day(20),
          departure: day(21),
          adults: 1,
          source: 'Phone',
          customer: { firstName: 'No', lastName: 'Bill' },
          companyId,
        },
      });
      answers.push(expectError(res, 400, { fields: ['companyId'] }));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // Nothing was booked: the refused bookings rolled back.
    const list = await t.api('GET', `/api/booking/property/${HARBOUR}?roomTypeId=${rt.id}`, {
      token: await session.desk(),
    });
    expect(list.json<{ total: number }>().total).toBe(0);
    // Nor on an existing booking.
    const b = await stay(1);
    const put = await t.api('PUT', `/api/booking/${b.id}`, {
      token: await session.desk(),
      body: { companyId: foreign.id },
    });
    expectError(put, 400, { fields: ['companyId'] });
  });

  it('409 when the balance would take the company over its credit limit; within it, billed', async () => {
    const first = await stay(1);
    const limit = balanceOf(first) + 50;
    const c = await createCompany({ creditLimit: limit });
    const ok = await t.api('PUT', `/api/booking/${first.id}`, {
      token: await session.desk(),
      body: { companyId: c.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Booking>().companyId).toBe(c.id);

    const second = await stay(1);
    const over = await t.api('PUT', `/api/booking/${second.id}`, {
      token: await session.desk(),
      body: { companyId: c.id },
    });
    const err = expectError(over, 409, { fields: ['companyId'], message: /over its credit limit/ });
    expect(err.message).toContain(c.name);
    expect(err.fieldKeys?.companyId).toBe('validation.overCreditLimit');
    expect(
      (await t.api('GET', `/api/booking/${second.id}`, { token: await session.desk() })).json<Booking>()
        .companyId,
    ).toBeNull();

    // Paid up front, the same stay owes nothing more and fits.
    const rt = await createRoomType(t, HARBOUR, await session.admin());
    const prepaid = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
      token: await session.desk(),
      body: {
        roomTypeId: rt.id,
        arrival: day(60),
        departure: day(61),
        adults: 2,
        source: 'Phone',
        customer: { firstName: 'Pre', lastName: 'Paid' },
        companyId: c.id,
        advancePayment: { amount: second.total, mode: 'Cash' },
      },
    });
    expect(prepaid.statusCode, prepaid.body).toBe(201);
  });

  it('two clerks billing the last of the credit at once: one is billed, the other gets 409', async () => {
    const [a, b] = [await stay(1), await stay(1)];
    const c = await createCompany({ creditLimit: Math.max(balanceOf(a), balanceOf(b)) + 1 });
    const token = await session.desk();
    const answers = await Promise.all(
      [a, b].map((x) => t.api('PUT', `/api/booking/${x.id}`, { token, body: { companyId: c.id } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const company = (await t.api('GET', `/api/company/${c.id}`, { token: await orgAdmin() })).json<Company>();
    expect(company.openBalance).toBeLessThanOrEqual(company.creditLimit!);
    const charges = (
      await t.api('GET', `/api/company/${c.id}/charges`, { token: await orgAdmin() })
    ).json<CompanyChargePage>();
    expect(charges.total).toBe(1);
  });

  it('a company without a limit takes any balance; clearing the company stops the charge', async () => {
    const c = await createCompany();
    const b = await stay(3, { companyId: c.id });
    const cleared = await t.api('PUT', `/api/booking/${b.id}`, {
      token: await session.desk(),
      body: { companyId: null },
    });
    expect(cleared.json<Booking>().companyId).toBeNull();
    expect(
      (await t.api('GET', `/api/company/${c.id}`, { token: await orgAdmin() })).json<Company>().openBalance,
    ).toBe(0);
  });
});

describe('charges and statement of account', () => {
  it('lists the open charges with their due dates and exports them', async () => {
    const c = await createCompany({ paymentTermsDays: 14 });
    const a = await stay(1, { companyId: c.id });
    const b = await stay(2, { companyId: c.id });
    const page = (
      await t.api('GET', `/api/company/${c.id}/charges?sort=balance&order=desc`, { token: await orgAdmin() })
    ).json<CompanyChargePage>();
    expect(page.items.map((i) => i.reference)).toEqual([b.bookingNumber, a.bookingNumber]);
    expect(page.items[1]).toMatchObject({
      kind: 'BOOKING',
      id: a.id,
      date: a.arrival,
      dueDate: addDays(a.arrival, 14),
      balance: balanceOf(a),
      guestName: 'Corporate Guest',
    });
    expect(page.totalBalance).toBe(balanceOf(a) + balanceOf(b));

    const res = await t.api('GET', `/api/company/${c.id}/charges/export`, { token: await orgAdmin() });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Open charges')!.rowCount).toBe(4); // header, two charges, totals
  });

  it('the statement runs the balance through charges, payments and refunds by date; from/to give the opening balance', async () => {
    const c = await createCompany();
    const a = await stay(1, { companyId: c.id });
    const pay = async (amount: number, date: string) => {
      const res = await t.api('POST', `/api/payment/property/${HARBOUR}`, {
        token: await session.desk(),
        body: { bookingId: a.id, date, amount, mode: 'BankTransfer', status: 'Paid' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>();
    };
    const p1 = await pay(100, day(1));
    await pay(50, day(2));
    const refund = await t.api('POST', `/api/payment/${p1.id}/refund`, {
      token: await session.desk(),
      body: { amount: 20, reason: 'Overcharged', mode: 'BankTransfer', date: day(3) },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const all = (
      await t.api('GET', `/api/company/${c.id}/statement`, { token: await orgAdmin() })
    ).json<CompanyStatement>();
    const amount = a.total;
    // By date: the payments (days 1-3) come before the stay's charge (on arrival, day 50 or later).
    expect(all.openingBalance).toBe(0);
    expect(all.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['PAYMENT', 0, 100, -100],
      ['PAYMENT', 0, 50, -150],
      ['PAYMENT', 20, 0, -130],
      ['CHARGE', amount, 0, Math.round((amount - 130) * 100) / 100],
    ]);
    let running = 0;
    for (const l of all.lines) {
      running = Math.round((running + l.debit - l.credit) * 100) / 100;
      expect(l.balance).toBe(running);
    }
    expect(all.closingBalance).toBe(Math.round((amount - 130) * 100) / 100);
    expect(all.closingBalance).toBe(
      (await t.api('GET', `/api/company/${c.id}`, { token: await orgAdmin() })).json<Company>().openBalance,
    );
    expect(all.lines.map((l) => l.date)).toEqual([...all.lines.map((l) => l.date)].sort());

    // From the day after the first payment: it is in the opening balance, not in the lines.
    const later = (
      await t.api('GET', `/api/company/${c.id}/statement?from=${day(2)}`, { token: await orgAdmin() })
    ).json<CompanyStatement>();
    expect(later.openingBalance).toBe(-100);
    expect(later.lines.map((l) => [l.kind, l.debit, l.credit])).toEqual([
      ['PAYMENT', 0, 50],
      ['PAYMENT', 20, 0],
      ['CHARGE', amount, 0],
    ]);
    expect(later.closingBalance).toBe(all.closingBalance);
    expect(later.lines.some((l) => l.credit === 100)).toBe(false);

    const bad = await t.api('GET', `/api/company/${c.id}/statement?from=${day(5)}&to=${day(1)}`, {
      token: await orgAdmin(),
    });
    expectError(bad, 400, { fields: ['to'] });

    const xlsx = await t.api('GET', `/api/company/${c.id}/statement/export`, { token: await orgAdmin() });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Statement')!;
    expect(sheet.rowCount).toBe(all.lines.length + 3); // header, opening, lines, closing
    expect(sheet.getRow(sheet.rowCount).getCell(7).value).toBe(all.closingBalance);
  });
});
