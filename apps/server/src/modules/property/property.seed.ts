import type { TaxDetails } from '@bookone/domain';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { paymentGateway, property, propertyPaymentSetting, propertySubscription } from '../../db/schema';

const GST: TaxDetails = { name: 'GST', percentage: 15, taxSlabsList: [] };
const ROOM_TAX: TaxDetails = {
  name: 'Room tax',
  percentage: 12,
  taxSlabsList: [
    { minAmount: 0, maxAmount: 999.99, percentage: 5 },
    { minAmount: 1000, maxAmount: 7499.99, percentage: 12 },
    { minAmount: 7500, maxAmount: null, percentage: 18 },
  ],
};

/** The demo properties of the foundation issue; later modules add their own records to these. */
export async function seedDemoProperties(
  db: Db,
  organisationId: number,
  subscriptions: { id: number; name: string }[],
) {
  const rows = await db
    .insert(property)
    .values([
      {
        organisationId,
        name: 'Harbour View Hotel',
        shortName: 'Harbour View',
        businessType: 'Accommodation',
        propertyStatus: 'COMPLETED',
        plan: 'Business Essentials',
        seoFriendlyName: 'harbour-view-hotel',
        localCurrency: 'NZD',
        timezone: 'Pacific/Auckland',
        email: 'stay@harbourview.demo',
        phone: '+64 9 555 0100',
        mobile: '+64 21 555 0100',
        addressLine1: '12 Quay Street',
        suburb: 'Auckland Central',
        city: 'Auckland',
        state: 'Auckland',
        country: 'New Zealand',
        postcode: '1010',
        taxDetails: ROOM_TAX,
        taxes: [{ ...ROOM_TAX, name: 'Room tax' }],
        noOfFloor: 3,
        checkInTime: '14:00',
        checkOutTime: '10:00',
        slogan: 'Wake up to the harbour',
        website: 'https://harbourview.demo',
        managerFirstName: 'James',
        managerLastName: 'Wilson',
        managerEmail: 'hotel.manager@bookone.demo',
      },
      {
        organisationId,
        name: 'Lotus Day Spa',
        shortName: 'Lotus Spa',
        businessType: 'Services',
        propertyStatus: 'COMPLETED',
        plan: 'Business Premium',
        seoFriendlyName: 'lotus-day-spa',
        email: 'relax@lotusspa.demo',
        phone: '+64 4 555 0142',
        addressLine1: '88 Cuba Street',
        suburb: 'Te Aro',
        city: 'Wellington',
        state: 'Wellington',
        country: 'New Zealand',
        postcode: '6011',
        taxDetails: GST,
        taxes: [{ ...GST, name: 'GST' }],
      },
      {
        organisationId,
        name: 'Fresh Cuts Barbers',
        shortName: 'Fresh Cuts',
        businessType: 'Services',
        propertyStatus: 'COMPLETED',
        plan: 'Business Essentials',
        seoFriendlyName: 'fresh-cuts-barbers',
        email: 'book@freshcuts.demo',
        phone: '+64 3 555 0177',
        addressLine1: '5 Colombo Street',
        suburb: 'Sydenham',
        city: 'Christchurch',
        state: 'Canterbury',
        country: 'New Zealand',
        postcode: '8023',
        taxDetails: GST,
        taxes: [{ ...GST, name: 'GST' }],
      },
      {
        organisationId,
        name: 'Corner Bistro',
        businessType: 'Restaurant',
        propertyStatus: 'COMPLETED',
        plan: 'Business Premium',
        seoFriendlyName: 'corner-bistro',
        email: 'table@cornerbistro.demo',
        phone: '+64 3 555 0199',
        addressLine1: '201 George Street',
        city: 'Dunedin',
        state: 'Otago',
        country: 'New Zealand',
        postcode: '9016',
        taxDetails: GST,
        taxes: [{ ...GST, name: 'GST' }],
      },
      {
        organisationId,
        name: 'Kauri Lodge',
        businessType: 'Accommodation',
        propertyStatus: 'NEW',
        email: 'hello@kaurilodge.demo',
        city: 'Paihia',
        state: 'Northland',
        country: 'New Zealand',
      },
      {
        organisationId,
        name: 'Pine Motel',
        businessType: 'Accommodation',
        propertyStatus: 'COMPLETED',
        plan: 'Business Starter',
        seoFriendlyName: 'pine-motel',
        email: 'stay@pinemotel.demo',
        phone: '+64 7 555 0123',
        addressLine1: '40 Lake Terrace',
        city: 'Taupō',
        state: 'Waikato',
        country: 'New Zealand',
        postcode: '3330',
        taxDetails: GST,
        taxes: [{ ...GST, name: 'GST' }],
      },
      // The Business Starter example of a non-accommodation business (spec §2.3, §2.5: the starter menu, Home on the
      // profile, no reservation creation): the bistro is on Premium so that its demo takes table bookings and orders.
      {
        organisationId,
        name: 'Kowhai Nails',
        businessType: 'Services',
        propertyStatus: 'COMPLETED',
        plan: 'Business Starter',
        seoFriendlyName: 'kowhai-nails',
        email: 'hello@kowhainails.demo',
        phone: '+64 3 555 0131',
        addressLine1: '12 Trafalgar Street',
        city: 'Nelson',
        state: 'Nelson',
        country: 'New Zealand',
        postcode: '7010',
        taxDetails: GST,
        taxes: [{ ...GST, name: 'GST' }],
      },
    ])
    .returning();
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
  const harbour = byName['Harbour View Hotel']!;

  const harbourSubs = subscriptions.filter((s) =>
    ['Booking Engine', 'Channel Management', 'Payment Link'].includes(s.name),
  );
  await db
    .insert(propertySubscription)
    .values(harbourSubs.map((s) => ({ propertyId: harbour.id, subscriptionId: s.id })));
  // The demo hotel takes cards through the built-in test gateway, so that its booking page and payment links can be
  // paid from a fresh start (no money moves; its pages say test mode). The others take no card online yet.
  const [testGateway] = await db
    .select({ id: paymentGateway.id })
    .from(paymentGateway)
    .where(eq(paymentGateway.kind, 'TEST'));
  if (testGateway)
    await db
      .insert(propertyPaymentSetting)
      .values({ propertyId: harbour.id, gatewayId: testGateway.id, mode: 'TEST' });
  // The demo spa and bistro sell online too (issue 16): their booking page shows their offerings and tables.
  const engine = subscriptions.find((s) => s.name === 'Booking Engine');
  if (engine)
    await db.insert(propertySubscription).values(
      ['Lotus Day Spa', 'Corner Bistro'].map((name) => ({
        propertyId: byName[name]!.id,
        subscriptionId: engine.id,
      })),
    );
  return byName;
}
