import {
  type Booking,
  type BookingListQuery,
  type Calendar,
  type CalendarQuery,
  type FrontDesk,
  type Page,
  stayNights,
  todayIn,
  VALIDATION_KEYS,
  withValues,
} from '@bookone/domain';

import { badRequest } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { listRoomTypeRows, listRooms } from '../room/room.service';
import {
  exportBookings,
  listBookings,
  listCalendarBookings,
  listFrontDeskBookings,
} from './booking.repository';
import { bedsOf, CALENDAR_MAX_DAYS, type BookingCore } from './booking-core';

/** Read views: the list and its export, one booking, the tape chart and the front desk. */
export function bookingViewOperations(core: BookingCore) {
  const { db, reachableBooking, answer } = core;
  return {
    async list(actor: Actor, propertyId: number, query: BookingListQuery): Promise<Page<Booking>> {
      const property = await reachableProperty(db, actor, propertyId);
      // Today (the property's) only shapes the quick views; formatting it in a time zone (Intl) costs about as much
      // processor time as building the list's queries, so a list without a view skips it.
      return listBookings(db, propertyId, query, query.view ? todayIn(property.timezone) : '');
    },

    /** The filtered list without paging, one row over the export limit at most (sendExport refuses those). */
    async exportList(actor: Actor, propertyId: number, query: BookingListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const today = todayIn(property.timezone);
      return { today, rows: await exportBookings(db, propertyId, query, today, EXPORT_READ_ROWS) };
    },

    async get(actor: Actor, id: number): Promise<Booking> {
      await reachableBooking(actor, id);
      return answer(id);
    },

    /** What the booking form would cost now; never takes inventory. */

    async calendar(actor: Actor, propertyId: number, query: CalendarQuery): Promise<Calendar> {
      const property = await reachableProperty(db, actor, propertyId);
      if (stayNights(query.from, query.to).length > CALENDAR_MAX_DAYS)
        throw badRequest(`At most ${CALENDAR_MAX_DAYS} days`, {
          to: withValues(VALIDATION_KEYS.atMostDaysAfterFrom, { max: CALENDAR_MAX_DAYS }),
        });
      const [types, rooms, list] = await Promise.all([
        listRoomTypeRows(db, propertyId),
        listRooms(db, propertyId),
        listCalendarBookings(db, propertyId, query.from, query.to),
      ]);
      return {
        from: query.from,
        to: query.to,
        today: todayIn(property.timezone),
        roomTypes: types.map((t) => ({
          id: t.id,
          name: t.name,
          shared: t.shared,
          beds: t.shared ? bedsOf(t) : 1,
        })),
        rooms: rooms.map((r) => ({
          id: r.id,
          roomNumber: r.roomNumber,
          floor: r.floor ?? null,
          roomTypeId: r.roomTypeId,
          status: r.status,
          inService: r.inService,
        })),
        bookings: list.map((b) => ({
          id: b.id,
          bookingNumber: b.bookingNumber,
          status: b.status,
          guestName: b.guestName,
          roomTypeId: b.roomTypeId,
          arrival: b.arrival,
          departure: b.departure,
          units: b.units,
          adults: b.adults,
          children: b.children,
          balance: b.balance,
          groupReference: b.groupReference,
          allocations: b.allocations.filter((a) => a.fromDate < query.to && a.toDate > query.from),
        })),
      };
    },

    async frontDesk(actor: Actor, propertyId: number): Promise<FrontDesk> {
      const property = await reachableProperty(db, actor, propertyId);
      const today = todayIn(property.timezone);
      const list = await listFrontDeskBookings(db, propertyId, today);
      return {
        date: today,
        arrivals: list.filter((b) => b.status === 'CONFIRMED'),
        departures: list.filter((b) => b.status === 'CHECKEDIN' && b.departure <= today),
        inHouse: list.filter((b) => b.status === 'CHECKEDIN'),
      };
    },
  };
}
