import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, ratePlan, roomType } from '../../db/schema';
import { insertCompany } from './company.repository';

/**
 * The demo organisation's corporate clients (issue 10): one with a negotiated plan of Harbour View and a credit
 * limit, one without a plan; one of Harbour View's upcoming or in-house bookings is billed to the first.
 */
export async function seedDemoCompanies(tx: Db, organisationId: number, harbourId: number) {
  const [plan] = await tx
    .select({ id: ratePlan.id })
    .from(ratePlan)
    .innerJoin(roomType, eq(roomType.id, ratePlan.roomTypeId))
    .where(eq(roomType.propertyId, harbourId))
    .orderBy(asc(ratePlan.id))
    .limit(1);
  const southernCross = await insertCompany(tx, {
    organisationId,
    name: 'Southern Cross Engineering Ltd',
    taxNumber: '123-456-789',
    email: 'accounts@southerncross.demo',
    phone: '+64 9 555 0142',
    contactName: 'Aroha Ngata',
    contactEmail: 'aroha.ngata@southerncross.demo',
    contactPhone: '+64 21 555 0198',
    addressLine1: '12 Quay Street',
    city: 'Auckland',
    country: 'New Zealand',
    postcode: '1010',
    creditLimit: 5000,
    paymentTermsDays: 30,
    ratePlanId: plan?.id ?? null,
    notes: 'Site engineers on rotation; invoices to accounts payable.',
  });
  await insertCompany(tx, {
    organisationId,
    name: 'Tasman Events Co',
    taxNumber: '987-654-321',
    email: 'bookings@tasmanevents.demo',
    phone: '+64 4 555 0177',
    contactName: 'Liam Carter',
    addressLine1: '80 Lambton Quay',
    city: 'Wellington',
    country: 'New Zealand',
    postcode: '6011',
    creditLimit: 2000,
    paymentTermsDays: 14,
  });
  // The first upcoming or in-house booking with something owed that fits the limit.
  const [billed] = await tx
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.propertyId, harbourId),
        inArray(booking.status, ['CONFIRMED', 'CHECKEDIN']),
        sql`${booking.total} + ${booking.servicesTotal} + ${booking.expensesTotal} - ${booking.paid} between 1 and 4000`,
      ),
    )
    .orderBy(asc(booking.arrival), asc(booking.id))
    .limit(1);
  if (billed) await tx.update(booking).set({ companyId: southernCross.id }).where(eq(booking.id, billed.id));
}
