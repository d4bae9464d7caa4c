import { count, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { organisation } from '../db/schema';
import { seedCountries, seedNewZealandPlaces } from '../modules/address/address.seed';
import { seedDemoBusinessSetup } from '../modules/business/business.seed';
import { seedBusinessTypes } from '../modules/business-type/business-type.seed';
import { ephemeralSecretsKey } from '../lib/secret-box';
import { seedDemoCampaigns } from '../modules/campaign/campaign.seed';
import { seedDemoCompanies } from '../modules/company/company.seed';
import { seedDemoEnquiries } from '../modules/enquiry/enquiry.seed';
import { seedDemoLeads } from '../modules/lead/lead.seed';
import { seedDemoNotifications } from '../modules/notification/notification.seed';
import { seedDemoOrganisation, seedPlatformOrganisation } from '../modules/organisation/organisation.seed';
import { seedDemoPartner } from '../modules/partner/partner.seed';
import { seedDemoProperties } from '../modules/property/property.seed';
import { seedDemoReviews } from '../modules/review/review.seed';
import { seedDemoProducts } from '../modules/product/product.seed';
import { seedDemoOrders } from '../modules/order/order.seed';
import { seedDemoFacilities, seedHarbourRooms } from '../modules/room/room.seed';
import { demoReservationNotices, seedDemoReservations } from '../modules/reservation/reservation.seed';
import {
  seedBistroTableBooking,
  seedDemoServiceCatalogue,
} from '../modules/service-catalogue/service-catalogue.seed';
import { seedHarbourServiceRequests } from '../modules/service-request/service-request.seed';
import { seedSubscriptionCatalogue } from '../modules/subscription/subscription.seed';
import { seedChannelCatalogue, seedDemoChannels } from '../modules/channel/channel.seed';
import { seedDemoUsers, seedFirstAdmin } from '../modules/user/user.seed';
import { seedHarbourFrontOffice } from './front-office.seed';
import { seedDemoPromotions } from './promotion.seed';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../modules/user/user.seed';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organisation);
  return (row?.n ?? 0) === 0;
}

export interface SeedOptions {
  demo: boolean;
  firstAdmin?: { email: string; password: string } | undefined;
  /**
   * The server's secrets key (main.ts): the seeded campaign's unsubscribe links are signed with it. Without it (the
   * tests' template) a key of this process only: those links then answer 404, as forged ones.
   */
  secretsKey?: Buffer | undefined;
}

/**
 * Fills an empty database: the platform organisation, subscription catalogue and countries always, the demo
 * organisation, properties, accounts and New Zealand's places when `demo` is on. Each module seeds its own records;
 * the order follows the foreign keys.
 */
export async function seed(db: Db, options: SeedOptions) {
  await db.transaction(async (tx) => {
    const platform = await seedPlatformOrganisation(tx);
    const subscriptions = await seedSubscriptionCatalogue(tx);
    const countries = await seedCountries(tx);
    await seedBusinessTypes(tx);
    const channels = await seedChannelCatalogue(tx);
    if (options.demo) {
      await seedNewZealandPlaces(tx, countries);
      const demo = await seedDemoOrganisation(tx, platform.id);
      const properties = await seedDemoProperties(tx, demo.id, subscriptions);
      const facilities = await seedDemoFacilities(tx, demo.id);
      const harbour = properties['Harbour View Hotel'];
      if (harbour) await seedHarbourRooms(tx, harbour, facilities);
      await seedDemoBusinessSetup(tx, properties);
      await seedDemoUsers(tx, { platform: platform.id, demo: demo.id }, properties);
      // Fifteen business leads across the board of the platform (the default leads organisation) and its sales.
      await seedDemoLeads(tx, platform.id);
      // Business services, offerings, resources and their leave (the services and staff accounts above).
      await seedDemoServiceCatalogue(tx, properties);
      // The bistro's menu and Harbour View's room-service menu (after the catalogue's outlets).
      await seedDemoProducts(tx, properties);
      // About three hundred spa reservations around today, placed on free slots of that catalogue.
      await seedDemoReservations(tx, properties, ['Lotus Day Spa']);
      // Three months of front office around today; needs the rooms, rates and staff above.
      if (harbour) await seedHarbourFrontOffice(tx, harbour.id);
      // Corporate clients, one of the bookings above billed to one of them.
      if (harbour) await seedDemoCompanies(tx, demo.id, harbour.id);
      // About twenty-five enquiries in every status, the won ones naming the hotel's bookings above.
      await seedDemoEnquiries(tx, demo.id, properties);
      // About forty guest and staff requests of the last five weeks, on the rooms and stays above.
      if (harbour) await seedHarbourServiceRequests(tx, harbour.id);
      // Another organisation's lodge that the demo organisation distributes (partner properties).
      await seedDemoPartner(tx, demo.id);
      // Fresh Cuts' weeks and nearly full Saturday; Harbour View's guests (above) book its spa and transfers.
      await seedDemoReservations(tx, properties, ['Fresh Cuts Barbers', 'Harbour View Hotel']);
      // The bistro's tables and three months of orders; Harbour View's room service on in-house guests' folios.
      await seedDemoOrders(tx, properties);
      // The bistro takes table reservations on those tables: weeks of them, Friday and Saturday evenings nearly full.
      await seedBistroTableBooking(tx, properties);
      await seedDemoReservations(tx, properties, ['Corner Bistro']);
      // Promotions in every status for the hotel, the spa and the bistro; their uses on weekend bookings made through
      // the booking service and on the bistro's orders above that took ten per cent off.
      await seedDemoPromotions(tx, properties);
      // About 120 guest reviews on the stays, visits and orders above that ended (some answered, some hidden).
      await seedDemoReviews(tx, properties);
      // Marketing consent of about two guests in three, a sent campaign of the hotel and a scheduled one of the group.
      await seedDemoCampaigns(tx, demo.id, properties, options.secretsKey ?? ephemeralSecretsKey());
      // Harbour View sells on iCal and Airbnb (after its bookings: their pushes are the one of the coming year).
      if (harbour) await seedDemoChannels(tx, channels, harbour.id);
      // Last: its reservation notifications name Harbour View's seeded reservations.
      await seedDemoNotifications(
        tx,
        properties,
        harbour ? await demoReservationNotices(tx, harbour.id) : [],
      );
    } else if (options.firstAdmin) {
      await seedFirstAdmin(tx, platform.id, options.firstAdmin.email, options.firstAdmin.password);
    }
  });
}

/** Empties every table and restarts the ids, for `npm run seed`. */
export async function truncateAll(db: Db) {
  const rows = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const list = (rows as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (list.length > 0) await db.execute(sql.raw(`truncate ${list.join(', ')} restart identity cascade`));
}
