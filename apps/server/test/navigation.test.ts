// GET /api/me/navigation (spec §2.5, §6): the caller's menu, built on the server from the stored roles (the first
// decides) and the property's type, status, plan, room types and subscriptions; with the home path of spec §2.1 and
// the permission keys the caller holds.
import {
  buildMenu,
  navigationSchema,
  PERMISSIONS,
  topMenu,
  type LoginResponse,
  type MenuItem,
  type Navigation,
  type Permission,
} from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { property, roomType } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectError,
  insertUser,
  sessions,
  type ForeignTenant,
} from './support';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;
let DEMO_ORG: number;
let HARBOUR: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  session = sessions(t);
  rival = await createForeignTenant(t);
  DEMO_ORG = ids.organisation('Demo Hospitality Group');
  HARBOUR = ids.property('Harbour View Hotel');
});
afterAll(() => t.close());

const as = (username: string) => session(username);
async function navigation(token: string, query = ''): Promise<Navigation> {
  const res = await t.api('GET', `/api/me/navigation${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return navigationSchema.parse(res.json());
}
const navigationOf = async (username: string, query = '') => navigation(await as(username), query);
/** Top-level entries without the Frequently Accessed row (what the top menu shows). */
const main = (menu: MenuItem[]) => topMenu(menu).map((i) => i.name);
const find = (menu: MenuItem[], name: string) => menu.find((i) => i.name === name && i.type !== 'icon');

const BUSINESS_ADMIN = [
  'menu.dashboard',
  'menu.userManagement',
  'menu.businessProfile',
  'menu.serviceManagement',
  'menu.managePayment',
  'menu.manageExpense',
  'menu.order',
  'menu.reservation',
  'menu.product',
  'menu.customer',
  'menu.invoice',
  'menu.businessPromotion',
  'menu.businessReview',
];
const ORGANISATION = [
  'menu.dashboard',
  'menu.userManagement',
  'menu.b2b',
  'menu.partnerProperties',
  'menu.otaChannelManagement',
  'menu.propertyManagement',
  'menu.msgTracker',
  'menu.businessTypeConfig',
  'menu.businessPromotion',
  'menu.businessCampaign',
  'menu.businessReview',
  'menu.order',
  'menu.roomFacilities',
  'menu.manageBooking',
  'menu.manageEnquiries',
  'menu.manageInvoice',
  'menu.report',
];
/** Written out, not computed from the domain table: the test is the spec. */
const STAFF_PERMISSIONS: Permission[] = [
  'self.read',
  'self.update',
  'subscription.read',
  'address.read',
  'notification.read',
  'notification.update',
  'search.run',
  'property.read',
  'room.read',
  'room.status',
  'rates.read',
  'facility.read',
  // The front desk runs bookings and customers (issue 5).
  'booking.read',
  'booking.write',
  'customer.read',
  'customer.write',
  // …takes payments (not expenses), sees the dashboards and its own sales against a target.
  'payment.read',
  'payment.write',
  // …makes invoices and takes their payments, but does not issue them (issue 13)…
  'invoice.read',
  'invoice.write',
  // …and sends payment links (issue 13).
  'paymentLink.read',
  'paymentLink.write',
  // …reads the services catalogue it books from (issue 11)…
  'services.read',
  // …and the outlets' products, to take orders (issue 12)…
  'product.read',
  'dashboard.read',
  // …and bills bookings to the organisation's companies (issue 10).
  'company.bill',
  // Every role reads its organisation's business types (issue 10, Business Type Config).
  'businessType.read',
  'report.sales',
  // The report dashboard, for the reports of its permissions (none of its own: issue 15).
  'report.read',
  // It takes enquiries on the phone (issue 15), raises service requests and books reservations (issue 11).
  'enquiry.read',
  'enquiry.write',
  'serviceRequest.read',
  'serviceRequest.write',
  'reservation.read',
  'reservation.write',
  // It takes orders at the outlets and for room service, and sees their kitchen tickets (issue 12).
  'order.read',
  'order.write',
  'kitchen.read',
  'kitchen.write',
];
const PROPERTY_ADMIN_PERMISSIONS: Permission[] = [
  'self.read',
  'self.update',
  'user.read',
  'user.create',
  'user.update',
  'user.readAll',
  // The roles it may hand out (issue 10, roles as data).
  'role.read',
  'property.users',
  'subscription.read',
  'address.read',
  'property.addSubscription',
  'notification.read',
  'notification.update',
  'search.run',
  'property.read',
  'property.setup',
  'room.read',
  'room.write',
  'room.status',
  'rates.read',
  'rates.write',
  'facility.read',
  'booking.read',
  'booking.write',
  'customer.read',
  'customer.write',
  'payment.read',
  'payment.write',
  'expense.read',
  'expense.write',
  // It makes, issues, voids and credits invoices (issue 13).
  'invoice.read',
  'invoice.write',
  'invoice.issue',
  // Its property's payment gateway setting, and payment links (issue 13).
  'gateway.setting',
  // Its property's OTA channels (issue 16).
  'channel.read',
  'channel.connect',
  'paymentLink.read',
  'paymentLink.write',
  // It keeps the services catalogue (issue 11).
  'services.read',
  'services.write',
  // …and the outlets' products (issue 12).
  'product.read',
  'product.write',
  'dashboard.read',
  'company.bill',
  'businessType.read',
  'report.sales',
  // The report dashboard and its accommodation, services and orders reports (issue 15).
  'report.read',
  'report.accommodation',
  'report.services',
  'report.orders',
  'enquiry.read',
  'enquiry.write',
  'serviceRequest.read',
  'serviceRequest.write',
  'reservation.read',
  'reservation.write',
  'order.read',
  'order.write',
  'kitchen.read',
  'kitchen.write',
  // Its property's audit log (issue 10).
  'audit.read',
  // Its property's guest reviews, promotions and marketing campaigns (issue 14).
  'review.read',
  'review.write',
  'promotion.read',
  'promotion.write',
  'campaign.read',
  'campaign.write',
];
const HOME = '/master-service/home';
// Organisation and platform roles start on their dashboard (issue 8: the spec's home action target).
const SU_HOME = '/bookone/su-dashboard';
const PROFILE = '/master-service/business-dashboard/profile';

describe('GET /api/me/navigation: the menu of each demo account', () => {
  it('superadmin: the super admin menu (dashboard group, Super Admin group), every permission', async () => {
    const nav = await navigationOf('superadmin@bookone.demo');
    expect(nav.menuKey).toBe('superAdmin');
    expect(nav.menu.filter((i) => i.type === 'separator').map((i) => i.name)).toEqual([
      'menu.dashboardGroup',
      'menu.superAdminGroup',
    ]);
    expect(main(nav.menu)).toEqual(['menu.dashboard', 'menu.superAdmin']);
    expect(find(nav.menu, 'menu.dashboard')?.state).toBe('bookone/su-dashboard');
    expect(find(nav.menu, 'menu.superAdmin')?.sub?.map((i) => i.name)).toEqual([
      'menu.userManagement',
      'menu.b2b',
      'menu.roleManagement',
      'menu.organizationManagement',
      'menu.otaChannelManagement',
      'menu.addressSetup',
      'menu.paymentGateway',
    ]);
    expect(JSON.stringify(nav.menu)).not.toContain('menu.subscriptionManagement'); // disabled (spec §2.5)
    expect(nav.homePath).toBe(SU_HOME);
    expect(nav.permissions).toEqual(Object.keys(PERMISSIONS));
  });

  it('orgadmin: the organisation menu', async () => {
    const nav = await navigationOf('orgadmin@bookone.demo');
    expect(nav.menuKey).toBe('organisation');
    expect(main(nav.menu)).toEqual(ORGANISATION);
    expect(find(nav.menu, 'menu.dashboard')?.state).toBe('bookone/su-dashboard');
    expect(nav.homePath).toBe(SU_HOME);
    expect(nav.permissions).toContain('user.readOrganisation');
    expect(nav.permissions).not.toContain('subscription.create');
  });

  it('orgsupport: the customer-support menu, Dashboard and Manage Enquiries only', async () => {
    const nav = await navigationOf('orgsupport@bookone.demo');
    expect(nav.menuKey).toBe('customerSupport');
    expect(main(nav.menu)).toEqual(['menu.dashboard', 'menu.manageEnquiries']);
    expect(nav.permissions).toEqual([
      'self.read',
      'self.update',
      'user.read',
      'user.readAll',
      'user.readOrganisation',
      'property.users',
      'subscription.read',
      'address.read',
      'notification.read',
      'notification.update',
      'search.run',
      'property.read',
      'room.read',
      'rates.read',
      'facility.read',
      // Organisation roles open a property's dashboard from the organisation dashboard (issue 10).
      'dashboard.read',
      'dashboard.organisation',
      'businessType.read',
      // Manage Enquiries is in its menu (spec §2.5; issue 15).
      'enquiry.read',
      'enquiry.write',
    ]);
  });

  it('hotel.admin: the accommodation menu, Front Office after Dashboard, Frequently Accessed icons first', async () => {
    const nav = await navigationOf('hotel.admin@bookone.demo');
    expect(nav.menuKey).toBe('accommodation');
    expect(main(nav.menu)).toEqual(['menu.dashboard', 'menu.frontOffice', ...BUSINESS_ADMIN.slice(1)]);
    expect(find(nav.menu, 'menu.frontOffice')?.sub?.map((i) => i.state)).toEqual([
      'dashboard',
      'manage-booking/list',
      'booking-calendar',
      'manage-rates-availability',
      'manage-property',
    ]);
    expect(nav.menu[0]).toEqual({ name: 'menu.frequentlyAccessed', type: 'separator' });
    expect(nav.menu.filter((i) => i.type === 'icon').map((i) => i.name)).toEqual([
      'menu.dashboard',
      'menu.businessProfile',
      'menu.serviceManagement',
      'menu.managePayment',
    ]);
    expect(nav.homePath).toBe(HOME);
    expect(nav.permissions).toEqual(PROPERTY_ADMIN_PERMISSIONS);
  });

  it('spa.admin (Business Premium services): the premium menu, the full business-admin menu', async () => {
    const nav = await navigationOf('spa.admin@bookone.demo');
    expect(nav.menuKey).toBe('premium');
    expect(main(nav.menu)).toEqual(BUSINESS_ADMIN);
    expect(nav.homePath).toBe(HOME);
  });

  it('barber.admin (Business Essentials services): the essentials menu', async () => {
    const nav = await navigationOf('barber.admin@bookone.demo');
    expect(nav.menuKey).toBe('essentials');
    expect(main(nav.menu)).toEqual(
      BUSINESS_ADMIN.filter(
        (n) => !['menu.userManagement', 'menu.manageExpense', 'menu.businessPromotion'].includes(n),
      ),
    );
    expect(nav.homePath).toBe(HOME);
  });

  it('bistro.admin (Business Premium restaurant): the business-admin menu', async () => {
    const nav = await navigationOf('bistro.admin@bookone.demo');
    expect(nav.menuKey).toBe('premium');
    expect(main(nav.menu)).toEqual(BUSINESS_ADMIN);
    expect(nav.homePath).toBe(HOME);
  });

  it('nails.admin (Business Starter services): the starter menu, and Home is the business profile', async () => {
    const nav = await navigationOf('nails.admin@bookone.demo');
    expect(nav.menuKey).toBe('starter');
    expect(main(nav.menu)).toEqual([
      'menu.businessProfile',
      'menu.serviceManagement',
      'menu.reservation',
      'menu.payments',
      'menu.businessReview',
    ]);
    expect(nav.homePath).toBe(PROFILE);
  });

  it('lodge.admin (status NEW): only Add Property, addressed with the user and organisation ids', async () => {
    const nav = await navigationOf('lodge.admin@bookone.demo');
    expect(nav.menuKey).toBe('onboardingProperty');
    expect(nav.menu).toEqual([
      expect.objectContaining({
        name: 'menu.addProperty',
        type: 'link',
        state: `bookone-onboarding/property/${ids.user('lodge.admin@bookone.demo')}/${DEMO_ORG}`,
      }),
    ]);
  });

  it('motel.admin (COMPLETED, no room types): only Add Room', async () => {
    const nav = await navigationOf('motel.admin@bookone.demo');
    expect(nav.menuKey).toBe('onboardingRoom');
    expect(nav.menu).toEqual([
      expect.objectContaining({ name: 'menu.addRoom', state: 'bookone-onboarding/room' }),
    ]);
  });

  it('hotel.frontdesk: the property-staff menu with only the Dashboard', async () => {
    const nav = await navigationOf('hotel.frontdesk@bookone.demo');
    expect(nav.menuKey).toBe('propertyStaff');
    expect(nav.menu).toEqual([
      expect.objectContaining({ name: 'menu.dashboard', state: 'master-service/home' }),
    ]);
    expect(nav.homePath).toBe(HOME);
    expect(nav.permissions).toEqual(STAFF_PERMISSIONS);
  });

  it.each(['hotel.manager@bookone.demo', 'hotel.housekeeping@bookone.demo', 'hotel.marketing@bookone.demo'])(
    '%s: the property-staff menu with only the Dashboard',
    async (who) => {
      const nav = await navigationOf(who);
      expect(nav.menuKey).toBe('propertyStaff');
      expect(main(nav.menu)).toEqual(['menu.dashboard']);
    },
  );

  it.each(DEMO_ACCOUNTS.map((a) => a.username))(
    '%s: the same menu the web app would build from its signed-in session',
    async (username) => {
      const login = await t.api('POST', '/api/user/login', { body: { username, password: DEMO_PASSWORD } });
      const { user, property: prop, token } = login.json<LoginResponse>();
      for (const sideMenuType of ['icon-menu', 'separator-menu', 'default-menu'] as const) {
        const nav = await navigation(token, `?sideMenuType=${sideMenuType}`);
        expect(nav.menu).toEqual(
          buildMenu({
            roles: user.roles,
            userId: user.id,
            organizationId: user.organisationId,
            property: prop,
            sideMenuType,
          }),
        );
      }
    },
  );
});

describe('GET /api/me/navigation: side menu types', () => {
  it('defaults to icon-menu', async () => {
    const token = await as('hotel.admin@bookone.demo');
    expect(await navigation(token)).toEqual(await navigation(token, '?sideMenuType=icon-menu'));
  });

  it('separator-menu: a separator and one Dashboard link to master-service, for any role', async () => {
    for (const who of [
      'superadmin@bookone.demo',
      'hotel.admin@bookone.demo',
      'hotel.frontdesk@bookone.demo',
    ]) {
      const nav = await navigationOf(who, '?sideMenuType=separator-menu');
      expect(nav.menu.map((i) => [i.type, i.name, i.state])).toEqual([
        ['separator', 'menu.mainSeparator', undefined],
        ['link', 'menu.dashboard', 'master-service'],
      ]);
    }
  });

  it('default-menu: one Dashboard link to master-service; the menu key and home path still follow the role', async () => {
    const nav = await navigationOf('nails.admin@bookone.demo', '?sideMenuType=default-menu');
    expect(nav.menu).toEqual([
      { name: 'menu.dashboard', type: 'link', state: 'master-service', icon: 'dashboard' },
    ]);
    expect(nav.menuKey).toBe('starter');
    expect(nav.homePath).toBe(PROFILE);
  });

  it('400s an unknown side menu type, naming the field', async () => {
    const res = await t.api('GET', '/api/me/navigation?sideMenuType=mega-menu', {
      token: await as('hotel.admin@bookone.demo'),
    });
    expectError(res, 400, { fields: ['sideMenuType'] });
  });

  it('401s without a token, and with a forged one', async () => {
    expectError(await t.api('GET', '/api/me/navigation'), 401);
    expectError(await t.api('GET', '/api/me/navigation', { token: 'not.a.token' }), 401);
  });
});

describe('GET /api/me/navigation: built from the database, not from the session', () => {
  it('the first stored role decides the menu; permissions come from every role', async () => {
    const staffFirst = await insertUser(t, {
      roles: ['PROP_FRONTDESK', 'PROP_ADMIN'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const adminFirst = await insertUser(t, {
      roles: ['PROP_ADMIN', 'PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const a = await navigation(await t.login(staffFirst.username));
    expect(a.menuKey).toBe('propertyStaff');
    expect(a.permissions).toEqual(PROPERTY_ADMIN_PERMISSIONS);
    const b = await navigation(await t.login(adminFirst.username));
    expect(b.menuKey).toBe('accommodation');
  });

  it("follows the property's status and room types as they change", async () => {
    const lodge = ids.property('Kauri Lodge');
    const token = await as('lodge.admin@bookone.demo');
    expect((await navigation(token)).menuKey).toBe('onboardingProperty');
    await t.db.update(property).set({ propertyStatus: 'COMPLETED' }).where(eq(property.id, lodge));
    expect((await navigation(token)).menuKey).toBe('onboardingRoom');
    await t.db.insert(roomType).values({ propertyId: lodge, name: 'Garden Chalet' });
    const nav = await navigation(token);
    expect(nav.menuKey).toBe('accommodation');
    expect(main(nav.menu)).toContain('menu.frontOffice');
  });

  it('a business still being set up (not accommodation, status NEW) gets Business Details Setup only', async () => {
    const [shell] = await t.db
      .insert(property)
      .values({
        organisationId: DEMO_ORG,
        name: 'Nail Studio',
        businessType: 'Services',
        propertyStatus: 'NEW',
      })
      .returning();
    const owner = await insertUser(t, {
      roles: ['PROP_ADMIN'],
      organisationId: DEMO_ORG,
      propertyId: shell!.id,
    });
    const nav = await navigation(await t.login(owner.username));
    expect(nav.menuKey).toBe('onboardingBusiness');
    expect(nav.menu).toEqual([
      expect.objectContaining({
        name: 'menu.businessDetailsSetup',
        state: 'bookone-onboarding/on-boarding-property/0/0/0',
      }),
    ]);
  });

  it('staff of a Business Starter business go Home to the dashboard (the profile is the admin’s)', async () => {
    const nails = ids.property('Kowhai Nails');
    const staff = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: nails,
    });
    const nav = await navigation(await t.login(staff.username));
    expect(nav.menuKey).toBe('propertyStaff');
    expect(nav.homePath).toBe(HOME);
  });

  it("another organisation's property admin gets the menu of their own property", async () => {
    const nav = await navigation(await as(rival.propAdmin.username));
    expect(nav.menuKey).toBe('accommodation');
    expect(JSON.stringify(nav)).not.toMatch(/Harbour|bookone\.demo/);
    const org = await navigation(await as(rival.orgAdmin.username));
    expect(org.menuKey).toBe('organisation');
  });
});
