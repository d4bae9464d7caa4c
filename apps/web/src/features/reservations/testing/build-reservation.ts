import {
  wallClockToInstant,
  type Offering,
  type Payment,
  type Reservation,
  type SlotDayAnswer,
} from '@bookone/domain';

const ZONE = 'Pacific/Auckland';

/** A 60-minute massage of property 12 that Mia Chen or Leo Park can deliver, 120 NZD. */
export function buildOffering(overrides: Partial<Offering> = {}): Offering {
  return {
    id: 31,
    propertyId: 12,
    businessServiceId: 4,
    businessServiceName: 'Lotus Spa',
    name: 'Swedish Massage 60 min',
    description: null,
    code: 'SWE60',
    durationMinutes: 60,
    bufferMinutes: 15,
    capacity: 1,
    price: 120,
    taxDetails: null,
    effectiveFrom: null,
    expiresOn: null,
    tags: [],
    bookable: true,
    active: true,
    resources: [
      { id: 51, name: 'Mia Chen', kind: 'STAFF', capacity: 1 },
      { id: 52, name: 'Leo Park', kind: 'STAFF', capacity: 1 },
    ],
    imageUrl: null,
    imageCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A free slot of a day at the property (Auckland), local times 'HH:mm'. */
export function buildSlot(date: string, start: string, end: string, places = 1, resourceIds = [51]) {
  return {
    startsAt: new Date(wallClockToInstant(date, start, ZONE)).toISOString(),
    endsAt: new Date(wallClockToInstant(date, end, ZONE)).toISOString(),
    localStart: start,
    localEnd: end,
    places,
    resourceIds,
  };
}

export function buildSlotDay(date: string, slots: SlotDayAnswer['slots']): SlotDayAnswer {
  return { date, timeZone: ZONE, reason: slots.length ? null : 'FULL', slots };
}

/** A Paid payment linked to reservation 7. */
export function buildReservationPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 90,
    propertyId: 12,
    bookingId: null,
    bookingNumber: null,
    guestName: 'Hana Brown',
    reservationId: 7,
    reservationReference: 'RS-000007',
    orderId: null,
    orderReference: null,
    expenseId: null,
    date: '2026-12-07',
    amount: 50,
    currency: 'NZD',
    mode: 'Cash',
    status: 'Paid',
    reference: null,
    description: null,
    refundReason: null,
    refundOf: null,
    advance: true,
    receivedByName: 'Front Desk',
    createdAt: '2026-12-01T01:00:00.000Z',
    updatedAt: '2026-12-01T01:00:00.000Z',
    ...overrides,
  };
}

/** Reservation RS-000007 of property 12: a booked 60-minute massage for Hana Brown, 138 NZD, nothing paid. */
export function buildFullReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 7,
    propertyId: 12,
    referenceNumber: 'RS-000007',
    status: 'BOOKED',
    customerId: 3,
    customerName: 'Hana Brown',
    customerEmail: 'hana@example.nz',
    customerPhone: '+64 21 555 1000',
    startsAt: '2026-12-07T21:00:00.000Z',
    endsAt: '2026-12-07T22:00:00.000Z',
    currency: 'NZD',
    total: 138,
    createdAt: '2026-12-01T01:00:00.000Z',
    notes: null,
    serviceAddress: null,
    subtotal: 120,
    discountPercentage: 0,
    discountAmount: 0,
    tax: 18,
    cancelReason: null,
    confirmedAt: null,
    checkedInAt: null,
    completedAt: null,
    cancelledAt: null,
    createdByName: 'Front Desk',
    updatedAt: '2026-12-01T01:00:00.000Z',
    lines: [
      {
        id: 70,
        offeringId: 31,
        offeringName: 'Swedish Massage 60 min',
        resourceId: 51,
        resourceName: 'Mia Chen',
        startsAt: '2026-12-07T21:00:00.000Z',
        endsAt: '2026-12-07T22:00:00.000Z',
        persons: 1,
        unitPrice: 120,
        price: 120,
        tax: 18,
      },
    ],
    paid: 0,
    balance: 138,
    payments: [],
    ...overrides,
  };
}
