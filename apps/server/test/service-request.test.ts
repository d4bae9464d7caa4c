// Service requests (issue 11, spec §7.3 under /api/service): the seeded requests, raise, edit, the status moves with
// their instants (a closed one is final, two clerks at once: one 409), housekeeping's row rule, the spec's list calls,
// the three reports and every Excel download, tenants and roles.
import type {
  IssueTypeReportRow,
  PropertyServiceReportRow,
  ServiceManagementReportRow,
  ServiceRequest,
  ServiceRequestPage,
} from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { day, openForFile, openTenantsApp, today } from './demo-app';
import { queryRows } from './openapi-support';
import { expectError, insertUser } from './support';

const { t, session, rival, HARBOUR, DEMO_ORG: ORG } = await openForFile(openTenantsApp);

const MISSING = 2_147_483_647;

async function get<T>(url: string, token?: string, status = 200): Promise<T> {
  const res = await t.api('GET', url, { token: token ?? (await session.desk()) });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
const search = async (query: string, token?: string) =>
  get<ServiceRequestPage>(`/api/service/getBySearchCriteria?propertyId=${HARBOUR}&${query}`, token);

async function raise(over: Record<string, unknown> = {}, token?: string) {
  const res = await t.api('POST', '/api/service/create', {
    token: token ?? (await session.desk()),
    body: { propertyId: HARBOUR, issueType: 'MAINTENANCE', description: 'Broken tap', ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ServiceRequest>();
}
const move = async (id: number, status: string, token?: string) =>
  t.api('POST', `/api/service/${id}/status`, { token: token ?? (await session.desk()), body: { status } });
const firstRoom = async () =>
  (
    await queryRows<{ id: number; n: string }>(
      t,
      `select id, room_number n from room where property_id = ${HARBOUR} order by id limit 1`,
    )
  )[0]!;

async function workbook(url: string) {
  const res = await t.api('GET', url, { token: await session.manager() });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/spreadsheetml/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  for (let r = 2; r <= sheet.rowCount; r++) rows.push((sheet.getRow(r).values as unknown[]).slice(1));
  return { header, rows, disposition: String(res.headers['content-disposition']) };
}

describe('the seeded requests', () => {
  it('Harbour View has about forty requests in every status, newest first', async () => {
    const page = await search('size=100');
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(new Set(page.items.map((r) => r.status))).toEqual(
      new Set(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']),
    );
    const opened = page.items.map((r) => r.openedAt);
    expect(opened).toEqual([...opened].sort().reverse());
    // A finished request carries each instant of its way, in order.
    const closed = page.items.find((r) => r.status === 'CLOSED')!;
    expect(closed.openedAt < closed.resolvedAt! && closed.resolvedAt! < closed.closedAt!).toBe(true);
  });

  it('filters by status, open, issue type and priority on the server, pages and searches', async () => {
    const open = await search('open=true&size=100');
    expect(open.items.every((r) => r.status === 'OPEN' || r.status === 'IN_PROGRESS')).toBe(true);
    const closed = await search('status=CLOSED&size=100');
    expect(closed.items.every((r) => r.status === 'CLOSED')).toBe(true);
    const all = await search('size=1');
    expect(open.total + (await search('open=false&size=1')).total).toBe(all.total);
    const towels = await search('search=towels&size=100');
    expect(towels.total).toBeGreaterThan(0);
    expect(towels.items.every((r) => /towels/i.test(r.description))).toBe(true);
    const urgentFirst = await search('sort=priority&order=desc&size=3');
    expect(urgentFirst.items[0]!.priority).toBe('URGENT');
    const second = await search('size=5&page=1');
    expect(second.items).toHaveLength(5);
    expect(second.page).toBe(1);
  });

  it('refuses a bad filter with the field named', async () => {
    const res = await t.api('GET', `/api/service/getBySearchCriteria?propertyId=${HARBOUR}&status=DONE`, {
      token: await session.desk(),
    });
    expectError(res, 400, { fields: ['status'] });
    const backwards = await t.api(
      'GET',
      `/api/service/getBySearchCriteria?propertyId=${HARBOUR}&fromDate=${day(2)}&toDate=${day(1)}`,
      { token: await session.desk() },
    );
    expectError(backwards, 400, { fields: ['toDate'] });
  });
});

describe('raising and editing', () => {
  it('the desk raises "broken tap" for a room: the next reference, the room named, opened now', async () => {
    const room = await firstRoom();
    const before = await search('size=1');
    const r = await raise({ roomId: room.id, assignedRole: 'PROP_HOUSEKEEPING', priority: 'HIGH' });
    expect(r.referenceNumber).toMatch(/^SR-\d{6}$/);
    expect(r).toMatchObject({ status: 'OPEN', roomNumber: room.n, priority: 'HIGH', raisedBy: 'GUEST' });
    expect(r.createdByName).toBeTruthy();
    expect(Date.now() - Date.parse(r.openedAt)).toBeLessThan(60_000);
    expect((await search('size=1')).total).toBe(before.total + 1);
    const again = await get<ServiceRequest>(`/api/service/findById?ServiceId=${r.id}`);
    expect(again.description).toBe('Broken tap');
    // Written to the audit log in the same transaction.
    const audit = await queryRows<{ action: string }>(
      t,
      `select action from audit_log where entity = 'service_request' and entity_id = '${r.id}'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('two requests raised at once get two reference numbers', async () => {
    const [a, b] = await Promise.all([raise(), raise()]);
    expect(a.referenceNumber).not.toBe(b.referenceNumber);
  });

  it('refuses missing fields and links that are not the property’s, naming each field', async () => {
    const bad = await t.api('POST', '/api/service/create', {
      token: await session.desk(),
      body: { propertyId: HARBOUR, issueType: 'PLUMBING', description: '' },
    });
    expectError(bad, 400, { fields: ['issueType', 'description'] });
    const rivalUser = rival.frontdesk.id;
    const links = await t.api('POST', '/api/service/create', {
      token: await session.desk(),
      body: {
        propertyId: HARBOUR,
        issueType: 'OTHER',
        description: 'Links elsewhere',
        roomId: MISSING,
        bookingId: MISSING,
        customerId: MISSING,
        assignedUserId: rivalUser,
      },
    });
    expectError(links, 400, { fields: ['roomId', 'bookingId', 'customerId', 'assignedUserId'] });
  });

  it('edits what a request says and who has it; the change is in the audit log', async () => {
    const r = await raise();
    const res = await t.api('PUT', `/api/service/${r.id}`, {
      token: await session.manager(),
      body: { priority: 'URGENT', assignedRole: 'PROP_SERVICE', notes: 'Plumber called' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ServiceRequest>()).toMatchObject({
      priority: 'URGENT',
      assignedRole: 'PROP_SERVICE',
      notes: 'Plumber called',
      description: 'Broken tap',
    });
    const [row] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int n from audit_log where entity = 'service_request' and entity_id = '${r.id}' and action = 'update'`,
    );
    expect(row!.n).toBe(1);
  });
});

describe('status', () => {
  it('moves OPEN → IN_PROGRESS → RESOLVED → CLOSED stamping each instant; a closed one cannot be resolved again', async () => {
    const r = await raise();
    const started = (await move(r.id, 'IN_PROGRESS')).json<ServiceRequest>();
    expect(started.startedAt).not.toBeNull();
    expect(started.resolvedAt).toBeNull();
    const resolved = (await move(r.id, 'RESOLVED')).json<ServiceRequest>();
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.startedAt).toBe(started.startedAt);
    const closed = (await move(r.id, 'CLOSED')).json<ServiceRequest>();
    expect(closed.closedAt).not.toBeNull();
    expectError(await move(r.id, 'RESOLVED'), 409, { message: /closed/ });
    const edit = await t.api('PUT', `/api/service/${r.id}`, {
      token: await session.desk(),
      body: { description: 'Too late' },
    });
    expectError(edit, 409);
    const events = await queryRows<{ event: string }>(
      t,
      `select event from audit_log where entity = 'service_request' and entity_id = '${r.id}' and event is not null order by id`,
    );
    expect(events.map((e) => e.event)).toEqual(['STATUS_IN_PROGRESS', 'STATUS_RESOLVED', 'STATUS_CLOSED']);
  });

  it('reopening a resolved request clears its resolution; the same status again is refused', async () => {
    const r = await raise();
    await move(r.id, 'RESOLVED');
    expectError(await move(r.id, 'RESOLVED'), 409);
    const reopened = (await move(r.id, 'IN_PROGRESS')).json<ServiceRequest>();
    expect(reopened).toMatchObject({ status: 'IN_PROGRESS', resolvedAt: null });
  });

  it('two clerks resolving at once: one wins, the other gets 409', async () => {
    const r = await raise();
    const [a, b] = await Promise.all([
      move(r.id, 'RESOLVED', await session.desk()),
      move(r.id, 'RESOLVED', await session.manager()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses an unknown status with the field named', async () => {
    const r = await raise();
    expectError(await move(r.id, 'DONE'), 400, { fields: ['status'] });
  });
});

describe('housekeeping', () => {
  it('sees only what is assigned to housekeeping, resolves it, and may not raise, edit or delete', async () => {
    const hk = await session.housekeeping();
    const mine = await raise({
      assignedRole: 'PROP_HOUSEKEEPING',
      issueType: 'HOUSEKEEPING',
      description: 'Towels',
    });
    const notMine = await raise({ assignedRole: 'PROP_SERVICE' });
    const seen = await search('size=200', hk);
    expect(seen.items.length).toBeGreaterThan(0);
    expect(
      seen.items.every((r) => r.assignedRole === 'PROP_HOUSEKEEPING' || r.assignedUserName != null),
    ).toBe(true);
    expect(seen.items.map((r) => r.id)).toContain(mine.id);
    expect(seen.items.map((r) => r.id)).not.toContain(notMine.id);
    await get(`/api/service/findById?ServiceId=${notMine.id}`, hk, 404);
    expectError(await move(notMine.id, 'RESOLVED', hk), 404);
    const done = await move(mine.id, 'RESOLVED', hk);
    expect(done.statusCode, done.body).toBe(200);
    const create = await t.api('POST', '/api/service/create', {
      token: hk,
      body: { propertyId: HARBOUR, issueType: 'OTHER', description: 'x' },
    });
    expectError(create, 403);
    expectError(await t.api('PUT', `/api/service/${mine.id}`, { token: hk, body: { priority: 'LOW' } }), 403);
    expectError(await t.api('DELETE', `/api/service/deleteById/${mine.id}`, { token: hk }), 403);
  });

  it('the board lists the open requests naming a room, oldest first', async () => {
    const room = await firstRoom();
    const r = await raise({ roomId: room.id, assignedRole: 'PROP_HOUSEKEEPING' });
    const board = await get<ServiceRequest[]>(
      `/api/service/property/${HARBOUR}/open-by-room`,
      await session.housekeeping(),
    );
    expect(board.map((x) => x.id)).toContain(r.id);
    expect(board.every((x) => x.roomId != null && (x.status === 'OPEN' || x.status === 'IN_PROGRESS'))).toBe(
      true,
    );
    const opened = board.map((x) => x.openedAt);
    expect(opened).toEqual([...opened].sort());
    await move(r.id, 'RESOLVED', await session.housekeeping());
    const after = await get<ServiceRequest[]>(
      `/api/service/property/${HARBOUR}/open-by-room`,
      await session.desk(),
    );
    expect(after.map((x) => x.id)).not.toContain(r.id);
  });
});

describe('the spec’s other calls', () => {
  it('findByPropertyId answers the property’s requests; another organisation’s id: 404 as if missing', async () => {
    const page = await get<ServiceRequestPage>(
      `/api/service/findByPropertyId?organisationId=${ORG}&propertyId=${HARBOUR}&size=5`,
    );
    expect(page.items).toHaveLength(5);
    expect(page.items.every((r) => r.propertyId === HARBOUR)).toBe(true);
    await get(
      `/api/service/findByPropertyId?organisationId=${rival.organisationId}&propertyId=${HARBOUR}`,
      undefined,
      404,
    );
  });

  it('organisation/{orgId}/dates lists what was opened in the range', async () => {
    const page = await get<ServiceRequestPage>(
      `/api/service/organisation/${ORG}/dates?fromDate=${day(-3)}&toDate=${today}&propertyId=${HARBOUR}&size=200`,
      await session.manager(),
    );
    expect(page.total).toBeGreaterThan(0);
    const earliest = Date.parse(`${day(-4)}T00:00:00Z`);
    expect(page.items.every((r) => Date.parse(r.openedAt) > earliest)).toBe(true);
    const orgAdmin = await session('orgadmin@bookone.demo');
    const whole = await get<ServiceRequestPage>(
      `/api/service/organisation/${ORG}/dates?fromDate=${day(-60)}&toDate=${today}`,
      orgAdmin,
    );
    expect(whole.total).toBeGreaterThanOrEqual(40);
    await get(
      `/api/service/organisation/${rival.organisationId}/dates?fromDate=${today}&toDate=${today}`,
      orgAdmin,
      404,
    );
  });

  it('deletes a request: gone afterwards, and in the audit log', async () => {
    const r = await raise();
    const res = await t.api('DELETE', `/api/service/deleteById/${r.id}`, { token: await session.manager() });
    expect(res.statusCode, res.body).toBe(200);
    await get(`/api/service/findById?ServiceId=${r.id}`, undefined, 404);
    const [row] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int n from audit_log where entity = 'service_request' and entity_id = '${r.id}' and action = 'delete'`,
    );
    expect(row!.n).toBe(1);
  });

  it('exports the search as .xlsx with the list’s filter and order', async () => {
    const page = await search('status=CLOSED&size=200');
    const file = await workbook(`/api/service/download/serviceToExcel?propertyId=${HARBOUR}&status=CLOSED`);
    expect(file.disposition).toMatch(/service-requests-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(file.header.slice(0, 3)).toEqual(['Reference', 'Opened', 'Issue type']);
    expect(file.rows.map((r) => r[0])).toEqual(page.items.map((r) => r.referenceNumber));
  });
});

describe('reports', () => {
  const range = () => `propertyId=${HARBOUR}&fromDate=${day(-60)}&toDate=${today}`;

  it('issue type report: counts by type that add up to the requests opened in the range', async () => {
    const rows = await get<IssueTypeReportRow[]>(
      `/api/service/getIssueTypeReport?${range()}`,
      await session.manager(),
    );
    const listed = await get<ServiceRequestPage>(
      `/api/service/getBySearchCriteria?${range()}&size=1`,
      await session.manager(),
    );
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(listed.total);
    for (const r of rows) expect(r.open + r.inProgress + r.resolved + r.closed).toBe(r.total);
    const totals = rows.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(rows.some((r) => r.averageResolutionHours != null && r.averageResolutionHours > 0)).toBe(true);
  });

  it('property service report: day by day; service management report: by assignee', async () => {
    const days = await get<PropertyServiceReportRow[]>(
      `/api/service/getPropertyServiceReport?${range()}`,
      await session.manager(),
    );
    expect(days.length).toBeGreaterThan(10);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    expect(days.every((d) => d.date >= day(-60) && d.date <= today)).toBe(true);
    const people = await get<ServiceManagementReportRow[]>(
      `/api/service/getServiceManagementReport?${range()}`,
      await session.manager(),
    );
    expect(people.map((p) => p.assignedRole)).toContain('PROP_HOUSEKEEPING');
    expect(people.some((p) => p.assignedUserName === 'Tama Rangi')).toBe(true);
    expect(people.reduce((s, r) => s + r.total, 0)).toBe(days.reduce((s, r) => s + r.total, 0));
  });

  it('an empty range gives empty reports; a backwards one is a 400 naming toDate', async () => {
    const far = `propertyId=${HARBOUR}&fromDate=${day(400)}&toDate=${day(401)}`;
    expect(await get(`/api/service/getIssueTypeReport?${far}`, await session.manager())).toEqual([]);
    const res = await t.api(
      'GET',
      `/api/service/getServiceManagementReport?propertyId=${HARBOUR}&fromDate=${today}&toDate=${day(-1)}`,
      { token: await session.manager() },
    );
    expectError(res, 400, { fields: ['toDate'] });
  });

  it('downloads each report as .xlsx holding the report’s rows', async () => {
    const issue = await get<IssueTypeReportRow[]>(
      `/api/service/getIssueTypeReport?${range()}`,
      await session.manager(),
    );
    const a = await workbook(`/api/service/downloadIssueTypeExcelReport?${range()}`);
    expect(a.rows.map((r) => r[0])).toEqual(issue.map((r) => r.issueType));
    expect(a.rows.map((r) => r[1])).toEqual(issue.map((r) => r.total));
    const b = await workbook(`/api/service/downloadPropertyServiceExcelReport?${range()}`);
    expect(b.header[0]).toBe('Date');
    expect(b.rows.length).toBeGreaterThan(10);
    const c = await workbook(`/api/service/downloadServiceManagementReportToExcel?${range()}`);
    expect(c.header.slice(0, 3)).toEqual(['Assigned role', 'Assigned to', 'Total']);
    expect(c.disposition).toMatch(/service-management-report-/);
  });
});

describe('tenants and roles', () => {
  it('another organisation’s admin gets 404 for Harbour View’s requests, exactly as for a missing one', async () => {
    const r = await raise();
    const token = await t.login(rival.propAdmin.username);
    const foreign = await t.api('GET', `/api/service/findById?ServiceId=${r.id}`, { token });
    const missing = await t.api('GET', `/api/service/findById?ServiceId=${MISSING}`, { token });
    expectError(foreign, 404);
    expect(foreign.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
    expectError(await move(r.id, 'CLOSED', token), 404);
    const list = await t.api('GET', `/api/service/getBySearchCriteria?propertyId=${HARBOUR}`, { token });
    expectError(list, 404);
    const create = await t.api('POST', '/api/service/create', {
      token,
      body: { propertyId: HARBOUR, issueType: 'OTHER', description: 'Probe' },
    });
    expectError(create, 404);
  });

  it('marketing and finance roles may not read requests (403)', async () => {
    for (const role of ['PROP_MARKETING', 'PROP_FINANCE']) {
      const user = await insertUser(t, { roles: [role], organisationId: ORG, propertyId: HARBOUR });
      const token = await t.login(user.username);
      expectError(
        await t.api('GET', `/api/service/getBySearchCriteria?propertyId=${HARBOUR}`, { token }),
        403,
      );
    }
  });

  it('a service staff member operates requests', async () => {
    const user = await insertUser(t, { roles: ['PROP_SERVICE'], organisationId: ORG, propertyId: HARBOUR });
    const token = await t.login(user.username);
    const r = await raise({ description: 'Room service tray to collect' }, token);
    expect((await move(r.id, 'IN_PROGRESS', token)).statusCode).toBe(200);
  });
});
