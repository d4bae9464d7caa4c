// Demo service requests of Harbour View Hotel (issue 11): about forty over the last five weeks, in every status,
// placed relative to the moment of seeding (the same pattern every run), linked to rooms and in-house guests.
import type {
  ServiceAssignableRole,
  ServiceIssueType,
  ServiceRequestPriority,
  ServiceRequestStatus,
} from '@bookone/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  booking,
  bookingRoom,
  property,
  room,
  serviceRequest,
  serviceRequestSequence,
} from '../../db/schema';

type Template = [
  ServiceIssueType,
  string,
  ServiceRequestPriority,
  ServiceAssignableRole | null,
  'GUEST' | 'STAFF',
];

/** What guests and staff ask for, in turn; the room and guest come from the hotel's rooms and stays. */
const TEMPLATES: Template[] = [
  ['HOUSEKEEPING', 'Extra towels, please', 'NORMAL', 'PROP_HOUSEKEEPING', 'GUEST'],
  ['MAINTENANCE', 'Broken tap in the bathroom', 'HIGH', 'PROP_SERVICE', 'GUEST'],
  ['FRONT_DESK', 'Late checkout until 2 pm', 'NORMAL', 'PROP_FRONTDESK', 'GUEST'],
  ['HOUSEKEEPING', 'Room not made up this morning', 'HIGH', 'PROP_HOUSEKEEPING', 'GUEST'],
  ['AMENITIES', 'Extra pillows and a blanket', 'LOW', 'PROP_HOUSEKEEPING', 'GUEST'],
  ['MAINTENANCE', 'Air conditioning not cooling', 'URGENT', 'PROP_SERVICE', 'GUEST'],
  ['FOOD_AND_BEVERAGE', 'Breakfast in the room at 7:00', 'NORMAL', 'PROP_SERVICE', 'GUEST'],
  ['TRANSPORT', 'Taxi to the airport at 5:30', 'NORMAL', 'PROP_FRONTDESK', 'GUEST'],
  ['NOISE', 'Noise from the next room after midnight', 'HIGH', 'PROP_MANAGER', 'GUEST'],
  ['MAINTENANCE', 'Light bulb out above the desk', 'LOW', 'PROP_SERVICE', 'STAFF'],
  ['HOUSEKEEPING', 'Minibar restock', 'LOW', 'PROP_HOUSEKEEPING', 'STAFF'],
  ['COMPLAINT', 'Charged twice for parking', 'HIGH', 'PROP_MANAGER', 'GUEST'],
  ['AMENITIES', 'Iron and ironing board', 'NORMAL', 'PROP_HOUSEKEEPING', 'GUEST'],
  ['MAINTENANCE', 'Shower drain blocked', 'HIGH', 'PROP_SERVICE', 'STAFF'],
  ['OTHER', 'Lost earring, may be under the bed', 'NORMAL', null, 'GUEST'],
];

/** Hours between two requests, newest first: about forty over five weeks. */
const SPACING_HOURS = 21;
const COUNT = 40;

/** Where a request stands, by its age in hours: recent ones still open, older ones finished. */
function statusAt(ageHours: number, i: number): ServiceRequestStatus {
  if (ageHours < 24) return i % 3 === 0 ? 'IN_PROGRESS' : 'OPEN';
  if (ageHours < 96) return (['IN_PROGRESS', 'RESOLVED', 'OPEN', 'RESOLVED'] as const)[i % 4]!;
  return i % 5 === 0 ? 'RESOLVED' : 'CLOSED';
}

export async function seedHarbourServiceRequests(tx: Db, harbourId: number) {
  const [hotel] = await tx
    .select({ organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, harbourId));
  if (!hotel) return;
  const rooms = await tx
    .select({ id: room.id })
    .from(room)
    .where(eq(room.propertyId, harbourId))
    .orderBy(asc(room.roomNumber));
  // Guests in house (their room and booking), the newest requests name them.
  const stays = await tx
    .select({ bookingId: booking.id, customerId: booking.customerId, roomId: bookingRoom.roomId })
    .from(booking)
    .innerJoin(bookingRoom, eq(bookingRoom.bookingId, booking.id))
    .where(and(eq(booking.propertyId, harbourId), eq(booking.status, 'CHECKEDIN')))
    .orderBy(asc(booking.id));
  const staff = await tx
    .select({
      id: appUser.id,
      role: sql<string>`${appUser.roles}[1]`,
      first: appUser.firstName,
      last: appUser.lastName,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.propertyId, harbourId),
        inArray(sql`${appUser.roles}[1]`, ['PROP_FRONTDESK', 'PROP_HOUSEKEEPING']),
      ),
    );
  const desk = staff.find((s) => s.role === 'PROP_FRONTDESK');
  const housekeeper = staff.find((s) => s.role === 'PROP_HOUSEKEEPING');
  if (rooms.length === 0) return;

  const now = Date.now();
  const hour = 3_600_000;
  const values: (typeof serviceRequest.$inferInsert)[] = [];
  for (let i = 0; i < COUNT; i++) {
    const [issueType, description, priority, assignedRole, raisedBy] = TEMPLATES[i % TEMPLATES.length]!;
    const ageHours = i * SPACING_HOURS + (i % 4) * 2 + 1;
    const opened = new Date(now - ageHours * hour);
    const status = statusAt(ageHours, i);
    const stay = ageHours < 96 && raisedBy === 'GUEST' ? stays[i % Math.max(stays.length, 1)] : undefined;
    const roomId = stay?.roomId ?? (issueType === 'TRANSPORT' ? null : rooms[(i * 7) % rooms.length]!.id);
    const started = status === 'OPEN' ? null : new Date(opened.getTime() + ((i % 3) + 1) * 0.25 * hour);
    const resolved =
      status === 'RESOLVED' || status === 'CLOSED' ? new Date(opened.getTime() + ((i % 6) + 1) * hour) : null;
    const closed = status === 'CLOSED' ? new Date(resolved!.getTime() + 12 * hour) : null;
    const sequence = COUNT - i;
    values.push({
      organisationId: hotel.organisationId,
      propertyId: harbourId,
      sequence,
      referenceNumber: `SR-${String(sequence).padStart(6, '0')}`,
      issueType,
      description,
      priority,
      raisedBy,
      status,
      roomId,
      bookingId: stay?.bookingId ?? null,
      customerId: stay?.customerId ?? null,
      assignedRole,
      // Some of housekeeping's go to the demo housekeeper by name, the rest to the team.
      assignedUserId: assignedRole === 'PROP_HOUSEKEEPING' && i % 2 === 1 ? (housekeeper?.id ?? null) : null,
      notes: status === 'RESOLVED' || status === 'CLOSED' ? 'Done; guest informed.' : null,
      openedAt: opened,
      startedAt: started,
      resolvedAt: resolved,
      closedAt: closed,
      createdBy: desk?.id ?? null,
      createdByName: desk ? `${desk.first} ${desk.last}` : null,
      createdAt: opened,
      updatedAt: closed ?? resolved ?? started ?? opened,
    });
  }
  await tx.insert(serviceRequest).values(values);
  await tx.insert(serviceRequestSequence).values({ propertyId: harbourId, lastValue: COUNT });
}
