import type { Notification, NotificationType } from '@bookone/domain';

import type { Db } from '../../db/client';
import { notification } from '../../db/schema';

type DemoNotification = [
  hoursAgo: number,
  type: NotificationType,
  referenceNumber: string | null,
  referenceId: string | null,
  status: Notification['status'],
  read: boolean,
  message: string,
];

/** Harbour View Hotel's recent activity: every notification type, over the last five days, newest last. */
const HARBOUR_VIEW: DemoNotification[] = [
  [
    118,
    'BOOKING',
    'BK-240871',
    '240871',
    'confirmed',
    true,
    'Booking BK-240871 confirmed: Sarah Mitchell, Deluxe King Harbour View, 3 nights from 24 Nov',
  ],
  [
    110,
    'PAYMENT',
    'PAY-88213',
    '88213',
    'confirmed',
    true,
    'Payment of NZD 642.00 received for booking BK-240871',
  ],
  [
    97,
    'INVOICE',
    'INV-2026-0412',
    '412',
    'submitted',
    true,
    'Invoice INV-2026-0412 sent to Harbour Events Ltd (NZD 1,280.00)',
  ],
  [
    90,
    'RATES_AVAILABILITY',
    'Standard Queen',
    null,
    'submitted',
    false,
    'Rates for Standard Queen updated for 1–14 Dec: NZD 189 per night',
  ],
  [
    81,
    'ORDER',
    'ORD-10234',
    '10234',
    'confirmed',
    true,
    'Room service order ORD-10234 for room 204 confirmed (NZD 58.50)',
  ],
  [
    66,
    'BOOKING',
    'BK-240902',
    '240902',
    'cancelled',
    false,
    "Booking BK-240902 cancelled by the guest: James O'Connor, Family Suite, 28–30 Nov",
  ],
  [
    60,
    'DASHBOARD',
    null,
    null,
    'submitted',
    false,
    'Occupancy for tonight has reached 92%: consider closing the Standard Queen discount rate',
  ],
  [
    52,
    'PAYMENT',
    'PAY-88240',
    '88240',
    'cancelled',
    false,
    'Refund of NZD 310.00 issued for cancelled booking BK-240902',
  ],
  [
    46,
    'ORDER',
    'ORD-10251',
    '10251',
    'cancelled',
    false,
    'Order ORD-10251 (minibar restock, room 311) cancelled',
  ],
  [
    40,
    'INVOICE',
    'INV-2026-0419',
    '419',
    'confirmed',
    false,
    'Invoice INV-2026-0419 paid in full by Tasman Travel (NZD 2,415.00)',
  ],
  [
    34,
    'RATES_AVAILABILITY',
    'Deluxe King Harbour View',
    null,
    'confirmed',
    false,
    'Availability for Deluxe King Harbour View confirmed on all connected channels until 31 Jan',
  ],
  [
    20,
    'BOOKING',
    'BK-240955',
    '240955',
    'submitted',
    false,
    'New booking request BK-240955 from the booking engine: Aroha Ngata, Standard Queen, 2 nights from 5 Dec',
  ],
  [
    30,
    'ENQUIRY',
    null,
    null,
    'submitted',
    false,
    'New enquiry from the website form: Lena Fischer, 2 adults, 3 nights in late December',
  ],
  [
    16,
    'ENQUIRY',
    null,
    null,
    'cancelled',
    false,
    'A quote could not be booked when the guest paid: the rooms sold out in between (no payment was taken)',
  ],
  [
    14,
    'DASHBOARD',
    null,
    null,
    'confirmed',
    false,
    'Daily summary: 18 arrivals, 15 departures and NZD 6,870.00 revenue yesterday',
  ],
  [
    8,
    'ORDER',
    'ORD-10262',
    '10262',
    'submitted',
    false,
    'New order ORD-10262 from room 118: breakfast for 2 at 7:00 am',
  ],
  [
    4,
    'PAYMENT',
    'PAY-88291',
    '88291',
    'submitted',
    false,
    'Payment link sent for booking BK-240955 (NZD 398.00), awaiting payment',
  ],
  [
    1,
    'INVOICE',
    'INV-2026-0423',
    '423',
    'submitted',
    false,
    'Invoice INV-2026-0423 created for group booking BK-240930 (NZD 3,960.00)',
  ],
];

/** A seeded reservation to name (see the reservation seed's demoReservationNotices). */
export interface ReservationNotice {
  referenceNumber: string;
  customerName: string;
  offerings: string;
  status: string;
}

/**
 * Harbour View's reservation notifications, each naming one of its seeded reservations (a click opens it): a new
 * one, a confirmed one and a cancelled one, when the seed made such reservations.
 */
function reservationNotifications(reservations: readonly ReservationNotice[]): DemoNotification[] {
  const open = reservations.filter((r) => r.status === 'BOOKED' || r.status === 'CONFIRMED');
  const cancelled = reservations.find((r) => r.status === 'CANCELLED');
  const what = (r: ReservationNotice) => `${r.customerName}, ${r.offerings}`;
  const out: DemoNotification[] = [];
  const [confirmed, fresh] = open;
  if (confirmed) {
    const ref = confirmed.referenceNumber;
    out.push([
      72,
      'RESERVATION',
      ref,
      ref,
      'confirmed',
      false,
      `Reservation ${ref} confirmed: ${what(confirmed)}`,
    ]);
  }
  if (cancelled) {
    const ref = cancelled.referenceNumber;
    out.push([
      28,
      'RESERVATION',
      ref,
      ref,
      'cancelled',
      false,
      `Reservation ${ref} cancelled: ${what(cancelled)}`,
    ]);
  }
  if (fresh) {
    const ref = fresh.referenceNumber;
    out.push([2, 'RESERVATION', ref, ref, 'submitted', false, `New reservation ${ref}: ${what(fresh)}`]);
  }
  return out;
}

/**
 * The demo notifications, dated relative to the time of seeding so that they always look recent. Runs after the
 * reservations are seeded, so that its reservation notifications name real ones.
 */
export async function seedDemoNotifications(
  db: Db,
  properties: Record<string, { id: number }>,
  reservations: readonly ReservationNotice[] = [],
) {
  const harbour = properties['Harbour View Hotel'];
  if (!harbour) return;
  const now = Date.now();
  await db.insert(notification).values(
    [...HARBOUR_VIEW, ...reservationNotifications(reservations)].map(
      ([hoursAgo, type, referenceNumber, referenceId, status, read, message]) => ({
        propertyId: harbour.id,
        notificationType: type,
        referenceNumber,
        referenceId,
        status,
        notificationStatus: read ? ('Read' as const) : ('New' as const),
        message,
        createdDate: new Date(now - hoursAgo * 3_600_000),
      }),
    ),
  );
}
