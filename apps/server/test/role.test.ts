// Issue 10, roles as data: the built-in roles are rows seeded from the domain's table and cannot be changed or
// deleted; the super admin's custom roles grant exactly their permissions (plus the shell's baseline) to their
// holders, whose menu lists exactly the pages those permissions open; a change reaches the permission check at once
// in the process that made it and within a second in every other; admins hand out only custom roles below them.
import {
  BASELINE_PERMISSIONS,
  builtInPermissions,
  ROLES,
  type AuditLogPage,
  type MenuItem,
  type Navigation,
  type RoleHolder,
  type RoleView,
} from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { createRoleCache } from '../src/modules/role/role-cache';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, insertUser, type ForeignTenant, uniqueEmail } from './support';

let t: TestApp;
let session: Session;
let HARBOUR: number;
let DEMO_ORG: number;
let rival: ForeignTenant;

openForTests(openTenantsApp, (app) => ({ t, session, HARBOUR, DEMO_ORG, rival } = app));

const superAdmin = () => session('superadmin@bookone.demo');
const orgAdmin = () => session('orgadmin@bookone.demo');
const NIGHT_AUDITOR = 'CUSTOM_PROPERTY_NIGHT_AUDITOR';
const NIGHT_AUDIT_PERMISSIONS = ['dashboard.read', 'booking.read', 'payment.read'];

async function createRole(body: Record<string, unknown>, token?: string) {
  return t.api('POST', '/api/role', { token: token ?? (await superAdmin()), body });
}

async function roles(token: string): Promise<RoleView[]> {
  const res = await t.api('GET', '/api/role', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RoleView[]>();
}

/** The addresses of a navigation answer's links (icon shortcuts left out: they repeat the links). */
function menuPaths(items: readonly MenuItem[], parents: string[] = []): string[] {
  return items.flatMap((item) => {
    if (item.type === 'icon' || item.type === 'separator') return [];
    const here = [...parents, ...(item.state ? [item.state] : [])];
    return item.sub?.length ? menuPaths(item.sub, here) : [`/${here.join('/')}`];
  });
}

describe('the role table', () => {
  it('holds the 14 roles of spec §6 with the permission sets of the domain table, marked built-in', async () => {
    const all = await roles(await superAdmin());
    for (const key of ROLES) {
      const row = all.find((r) => r.role === key);
      expect(row, key).toBeDefined();
      expect(row!.builtIn).toBe(true);
      expect(row!.permissions, key).toEqual(builtInPermissions(key));
    }
    // The demo's front desk is counted among its holders.
    expect(all.find((r) => r.role === 'PROP_FRONTDESK')!.userCount).toBeGreaterThan(0);
  });

  it('refuses to change or delete a built-in role (409), and leaves it as it was', async () => {
    const token = await superAdmin();
    const put = await t.api('PUT', '/api/role/PROP_FRONTDESK', {
      token,
      body: { permissions: ['expense.read'] },
    });
    expectError(put, 409);
    const del = await t.api('DELETE', '/api/role/PROP_FRONTDESK', { token });
    expectError(del, 409);
    const desk = (await roles(token)).find((r) => r.role === 'PROP_FRONTDESK')!;
    expect(desk.permissions).toEqual(builtInPermissions('PROP_FRONTDESK'));
  });

  it('is kept by the super admin only: other admins get 403 on every write', async () => {
    for (const token of [await orgAdmin(), await session.admin()]) {
      expectError(
        await createRole({ label: 'Sneaky', scope: 'property', permissions: ['booking.read'] }, token),
        403,
      );
      expectError(await t.api('DELETE', '/api/role/PROP_MARKETING', { token }), 403);
    }
    expectError(await t.api('GET', '/api/role', { token: await session.desk() }), 403);
  });

  it('answers bad input with 400 and field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ label: '', scope: 'property', permissions: ['booking.read'] }, 'label'],
      [{ label: 'X', scope: 'galaxy', permissions: ['booking.read'] }, 'scope'],
      [{ label: 'X', scope: 'property', permissions: [] }, 'permissions'],
      [{ label: 'X', scope: 'property', permissions: ['booking.fly'] }, 'permissions.0'],
      [{ label: '???', scope: 'property', permissions: ['booking.read'] }, 'label'],
    ];
    for (const [body, field] of cases) {
      const err = expectError(await createRole(body), 400);
      expect(Object.keys(err.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('a custom role: "Night auditor" with three permissions', () => {
  let holderToken: string;

  it('is created with a key made from its name and scope; the same name again is 409', async () => {
    const res = await createRole({
      label: 'Night auditor',
      scope: 'property',
      description: 'Checks the day’s bookings and payments overnight',
      permissions: NIGHT_AUDIT_PERMISSIONS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<RoleView>();
    expect(created).toMatchObject({ role: NIGHT_AUDITOR, label: 'Night auditor', builtIn: false });
    expect(created.permissions).toEqual(NIGHT_AUDIT_PERMISSIONS);

    const again = expectError(
      await createRole({ label: 'night AUDITOR', scope: 'property', permissions: ['booking.read'] }),
      409,
    );
    expect(Object.keys(again.fields ?? {})).toContain('label');
  });

  it('is offered to the property admin, who assigns it to a new colleague at their property', async () => {
    const admin = await session.admin();
    expect((await roles(admin)).map((r) => r.role)).toContain(NIGHT_AUDITOR);
    const res = await t.api('POST', '/api/user/signup', {
      token: admin,
      body: { email: uniqueEmail('night'), firstName: 'Nina', lastName: 'Night', roles: [NIGHT_AUDITOR] },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Signed in with a password of our own (the invitation flow is the users test's business).
    const holder = await insertUser(t, {
      roles: [NIGHT_AUDITOR],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    holderToken = await t.login(holder.username);
  });

  it('grants exactly its permissions: the holder reads bookings and payments, and is refused the rest', async () => {
    const ok = [
      `/api/booking/property/${HARBOUR}`,
      `/api/payment/property/${HARBOUR}`,
      `/api/dashboard/property/${HARBOUR}`,
    ];
    for (const url of ok) expect((await t.api('GET', url, { token: holderToken })).statusCode, url).toBe(200);
    for (const url of [
      `/api/expense/property/${HARBOUR}`,
      `/api/customer/property/${HARBOUR}`,
      '/api/user/findAll',
    ])
      expectError(await t.api('GET', url, { token: holderToken }), 403);
    // Reading bookings is not making them.
    expectError(
      await t.api('POST', `/api/booking/property/${HARBOUR}`, { token: holderToken, body: {} }),
      403,
    );
    // Its reach is its property: another organisation's property is missing to it.
    expectError(await t.api('GET', `/api/booking/property/${rival.propertyId}`, { token: holderToken }), 404);
  });

  it('shows the holder a menu of exactly the pages its permissions open, and those permissions', async () => {
    const res = await t.api('GET', '/api/me/navigation?sideMenuType=icon-menu', { token: holderToken });
    expect(res.statusCode, res.body).toBe(200);
    const nav = res.json<Navigation>();
    expect(nav.menuKey).toBe('custom');
    expect(menuPaths(nav.menu).sort()).toEqual(
      [
        '/bookone/dashboard',
        '/bookone/manage-booking/list',
        '/bookone/booking-calendar',
        '/bookone/manage-payment',
      ].sort(),
    );
    expect([...nav.permissions].sort()).toEqual([...BASELINE_PERMISSIONS, ...NIGHT_AUDIT_PERMISSIONS].sort());
  });

  it('its creation and the colleague given it are in the audit log, with who did it', async () => {
    const token = await superAdmin();
    const res = await t.api('GET', `/api/audit?entity=role&entityId=${NIGHT_AUDITOR}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const [created] = res.json<AuditLogPage>().items;
    expect(created).toMatchObject({ action: 'create', entity: 'role', entityId: NIGHT_AUDITOR });
    expect(created!.userName).toBeTruthy();
    expect(created!.changes.find((c) => c.field === 'permissions')?.after).toContain('payment.read');
    const users = await t.api('GET', '/api/audit?entity=user&action=create', { token });
    expect(users.statusCode, users.body).toBe(200);
    expect(
      users
        .json<AuditLogPage>()
        .items.some((e) => e.changes.some((c) => String(c.after).includes(NIGHT_AUDITOR))),
    ).toBe(true);
  });

  it('an edit reaches the holder at once: payments taken away, expenses given', async () => {
    const res = await t.api('PUT', `/api/role/${NIGHT_AUDITOR}`, {
      token: await superAdmin(),
      body: { permissions: ['dashboard.read', 'booking.read', 'expense.read'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await t.api('GET', `/api/payment/property/${HARBOUR}`, { token: holderToken }), 403);
    expect((await t.api('GET', `/api/expense/property/${HARBOUR}`, { token: holderToken })).statusCode).toBe(
      200,
    );
  });

  it('lists its holders to the super admin, and to an admin of another organisation none', async () => {
    const all = await t.api('GET', `/api/role/${NIGHT_AUDITOR}/users`, { token: await superAdmin() });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<RoleHolder[]>().length).toBeGreaterThanOrEqual(2);
    const foreign = await t.api('GET', `/api/role/${NIGHT_AUDITOR}/users`, {
      token: await t.login(rival.propAdmin.username),
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json<RoleHolder[]>()).toEqual([]);
  });

  it('cannot be deleted while held (409); a custom role nobody holds can', async () => {
    expectError(await t.api('DELETE', `/api/role/${NIGHT_AUDITOR}`, { token: await superAdmin() }), 409);
    const spare = await createRole({
      label: 'Spare role',
      scope: 'organisation',
      permissions: ['company.read'],
    });
    expect(spare.statusCode, spare.body).toBe(200);
    const key = spare.json<RoleView>().role;
    expect(key).toBe('CUSTOM_ORGANISATION_SPARE_ROLE');
    const del = await t.api('DELETE', `/api/role/${key}`, { token: await superAdmin() });
    expect(del.statusCode, del.body).toBe(200);
    expect((await roles(await superAdmin())).map((r) => r.role)).not.toContain(key);
    expectError(await t.api('DELETE', `/api/role/${key}`, { token: await superAdmin() }), 404);
  });
});

describe('handing out custom roles', () => {
  it('an organisation admin may not hand out a platform-scoped custom role, a property admin an organisation one', async () => {
    const platform = await createRole({
      label: 'Platform helper',
      scope: 'platform',
      permissions: ['user.read'],
    });
    const org = await createRole({
      label: 'Group auditor',
      scope: 'organisation',
      permissions: ['company.read'],
    });
    expect(platform.statusCode, platform.body).toBe(200);
    expect(org.statusCode, org.body).toBe(200);
    const attempts: [() => Promise<string>, string][] = [
      [orgAdmin, platform.json<RoleView>().role],
      [session.admin, org.json<RoleView>().role],
    ];
    for (const [token, role] of attempts) {
      const res = await t.api('POST', '/api/user/signup', {
        token: await token(),
        body: {
          email: uniqueEmail('esc'),
          firstName: 'E',
          lastName: 'Sc',
          roles: [role],
          propertyId: HARBOUR,
        },
      });
      expectError(res, 403);
    }
  });

  it('a well-formed key of no role is 400, not a silent grant', async () => {
    const res = await t.api('POST', '/api/user/signup', {
      token: await superAdmin(),
      body: {
        email: uniqueEmail('ghost'),
        firstName: 'G',
        lastName: 'Host',
        roles: ['CUSTOM_PROPERTY_NO_SUCH_ROLE'],
        propertyId: HARBOUR,
      },
    });
    const err = expectError(res, 400);
    expect(Object.keys(err.fields ?? {})).toContain('roles');
  });
});

describe('the permission cache of another process', () => {
  it('sees a change within its maximum age, by the catalogue version', async () => {
    const other = createRoleCache(t.db, 0);
    await other.ensureFresh();
    expect(other.exists('CUSTOM_PROPERTY_LATE_SHIFT')).toBe(false);
    const res = await createRole({ label: 'Late shift', scope: 'property', permissions: ['room.status'] });
    expect(res.statusCode, res.body).toBe(200);
    await other.ensureFresh();
    expect(other.exists('CUSTOM_PROPERTY_LATE_SHIFT')).toBe(true);
    expect(other.permissionsOf(['CUSTOM_PROPERTY_LATE_SHIFT']).has('room.status')).toBe(true);
    expect(other.permissionsOf(['CUSTOM_PROPERTY_LATE_SHIFT']).has('booking.read')).toBe(false);
  });
});
