import { todayIn, type Role } from '@bookone/domain';

import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';
import { hashPassword } from '../../lib/password';

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Name of the property the account works at; none for platform and organisation staff. */
  property?: string;
  /** Staff of the platform organisation (the default leads organisation), not of the demo's. */
  platform?: true;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'superadmin@bookone.demo', firstName: 'Priya', lastName: 'Sharma', role: 'SUPER_ADMIN' },
  { username: 'orgadmin@bookone.demo', firstName: 'Oliver', lastName: 'Bennett', role: 'ORG_ADMIN' },
  { username: 'orgsupport@bookone.demo', firstName: 'Mia', lastName: 'Thompson', role: 'ORG_CUST_SUPPORT' },
  { username: 'orgfinance@bookone.demo', firstName: 'Lucas', lastName: 'Wright', role: 'ORG_FINANCE' },
  // The platform's own sales account: it works the business leads (issue 15).
  {
    username: 'sales@bookone.demo',
    firstName: 'Noah',
    lastName: 'Fraser',
    role: 'ORG_SALES',
    platform: true,
  },
  {
    username: 'hotel.admin@bookone.demo',
    firstName: 'Hana',
    lastName: 'Walker',
    role: 'PROP_ADMIN',
    property: 'Harbour View Hotel',
  },
  {
    username: 'hotel.manager@bookone.demo',
    firstName: 'James',
    lastName: 'Wilson',
    role: 'PROP_MANAGER',
    property: 'Harbour View Hotel',
  },
  {
    username: 'hotel.frontdesk@bookone.demo',
    firstName: 'Emma',
    lastName: 'Brown',
    role: 'PROP_FRONTDESK',
    property: 'Harbour View Hotel',
  },
  {
    username: 'hotel.housekeeping@bookone.demo',
    firstName: 'Tama',
    lastName: 'Rangi',
    role: 'PROP_HOUSEKEEPING',
    property: 'Harbour View Hotel',
  },
  {
    username: 'hotel.marketing@bookone.demo',
    firstName: 'Chloe',
    lastName: 'Martin',
    role: 'PROP_MARKETING',
    property: 'Harbour View Hotel',
  },
  {
    username: 'spa.admin@bookone.demo',
    firstName: 'Grace',
    lastName: 'Lee',
    role: 'PROP_ADMIN',
    property: 'Lotus Day Spa',
  },
  {
    username: 'barber.admin@bookone.demo',
    firstName: 'Daniel',
    lastName: 'Kim',
    role: 'PROP_ADMIN',
    property: 'Fresh Cuts Barbers',
  },
  {
    username: 'bistro.admin@bookone.demo',
    firstName: 'Marco',
    lastName: 'Rossi',
    role: 'PROP_ADMIN',
    property: 'Corner Bistro',
  },
  // The bistro's waiter (service staff): the point of sale, the floor and the kitchen display, not the setup.
  {
    username: 'bistro.waiter@bookone.demo',
    firstName: 'Sofia',
    lastName: 'Moretti',
    role: 'PROP_SERVICE',
    property: 'Corner Bistro',
  },
  {
    username: 'nails.admin@bookone.demo',
    firstName: 'Aroha',
    lastName: 'Ngata',
    role: 'PROP_ADMIN',
    property: 'Kowhai Nails',
  },
  {
    username: 'lodge.admin@bookone.demo',
    firstName: 'Ruby',
    lastName: 'Clarke',
    role: 'PROP_ADMIN',
    property: 'Kauri Lodge',
  },
  {
    username: 'motel.admin@bookone.demo',
    firstName: 'Noah',
    lastName: 'Davis',
    role: 'PROP_ADMIN',
    property: 'Pine Motel',
  },
];

export async function seedDemoUsers(
  db: Db,
  organisations: { platform: number; demo: number },
  properties: Record<string, { id: number }>,
) {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  // The target period is this calendar year (the hotel's), so that a fresh start always shows a live target.
  const year = todayIn('Pacific/Auckland').slice(0, 4);
  await db.insert(appUser).values(
    DEMO_ACCOUNTS.map((a, i) => ({
      username: a.username,
      email: a.username,
      passwordHash: hashes[i]!,
      firstName: a.firstName,
      lastName: a.lastName,
      roles: [a.role],
      organisationId: a.role === 'SUPER_ADMIN' || a.platform ? organisations.platform : organisations.demo,
      propertyId: a.property ? properties[a.property]!.id : null,
      // The hotel's manager has a sales target, so that target figures have something to show.
      ...(a.role === 'PROP_MANAGER'
        ? { targetStartDate: `${year}-01-01`, targetEndDate: `${year}-12-31`, targetAmount: 250000 }
        : {}),
      // Discount caps of the booking form: the desk up to 10 %, the manager 25 %, the others unset (no cap).
      ...(a.username === 'hotel.frontdesk@bookone.demo' ? { maxBookingDiscountPercentage: 10 } : {}),
      ...(a.username === 'hotel.manager@bookone.demo' ? { maxBookingDiscountPercentage: 25 } : {}),
    })),
  );
}

/** The first administrator when demo data is off: from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function seedFirstAdmin(
  db: Db,
  platformOrganisationId: number,
  email: string,
  password: string,
) {
  await db.insert(appUser).values({
    username: email.toLowerCase(),
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Platform',
    lastName: 'Administrator',
    roles: ['SUPER_ADMIN'],
    organisationId: platformOrganisationId,
  });
}
