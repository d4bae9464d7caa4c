import { describe, expect, it } from 'vitest';

import { launcherFor } from './reachable-pages';

const paths = (roles: string[]) => launcherFor(roles).flatMap((s) => s.links.map((l) => l.path));
const groups = (roles: string[]) => launcherFor(roles).map((s) => s.group);

describe('home launcher', () => {
  it('gives the front desk its bookings, tape chart, payments, guests, board and orders, grouped by task', () => {
    expect(groups(['PROP_FRONTDESK'])).toEqual([
      'frontDesk',
      'guests',
      'money',
      'housekeeping',
      'rates',
      'sales',
    ]);
    expect(paths(['PROP_FRONTDESK'])).toEqual(
      expect.arrayContaining([
        '/bookone/manage-booking/list',
        '/bookone/booking-calendar',
        '/bookone/manage-payment',
        '/bookone/customer-list',
        '/bookone/housekeeping',
        '/order/create-order',
        '/order/order-list',
      ]),
    );
    // The order details needs an order's reference: it is reached from the list, never from home.
    expect(paths(['PROP_FRONTDESK'])).not.toContain('/order/order-details');
  });

  it('leaves out what the role may not do: no expenses for the desk, no bookings for housekeeping', () => {
    expect(paths(['PROP_FRONTDESK'])).not.toContain('/bookone/manage-expense');
    // The booking list's route admits every property role, but its call needs booking.read.
    expect(paths(['PROP_HOUSEKEEPING'])).not.toContain('/bookone/manage-booking/list');
    expect(paths(['PROP_HOUSEKEEPING'])).toContain('/bookone/housekeeping');
  });

  it("offers a property's dashboard to its staff, not to organisation roles (they pick a property first)", () => {
    expect(paths(['PROP_MANAGER'])).toContain('/bookone/dashboard');
    expect(paths(['ORG_ADMIN'])).not.toContain('/bookone/dashboard');
    expect(paths(['SUPER_ADMIN'])).not.toContain('/bookone/dashboard');
  });

  it('offers no page that is not built, needs an id, or is a home', () => {
    const all = paths(['PROP_ADMIN']);
    expect(all).not.toContain('/business-lead/list');
    expect(all).not.toContain('/master-service/home');
    expect(all.some((p) => p.includes(':'))).toBe(false);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives organisation roles the pages their role opens', () => {
    expect(paths(['ORG_ADMIN'])).toEqual(
      expect.arrayContaining(['/bookone/manage-booking/list', '/bookone-admin/room-facilities']),
    );
    expect(paths(['USER'])).toEqual([]);
  });
});
