// The booking calendar's data (GET …/calendar) as timeline rows and items: rooms (or the beds of a shared type)
// grouped by room type, each type with an "Unallocated" row, one bar per allocation and one per booking that
// still lacks rooms for some night.
import { addDays, dateRange, type Calendar } from '@bookone/domain';

import type { TimelineGroup, TimelineItem } from '../../../components/resource-timeline/types';
import { bookingColour } from './room-status';

export type CalendarBooking = Calendar['bookings'][number];
export type CalendarRoom = Calendar['rooms'][number];
export type CalendarAllocation = CalendarBooking['allocations'][number];

/** What an item stands for: a booking, and the allocation it draws (null on the unallocated row). */
export type ItemSource = { booking: CalendarBooking; allocation: CalendarAllocation | null };

/** A row is a room (bed 0) or one bed of a shared room. */
export const resourceIdOf = (roomId: number, bed: number) => `${roomId}:${bed}`;
export function parseResourceId(id: string): { roomId: number; bed: number } | null {
  const match = /^(\d+):(\d+)$/.exec(id);
  return match ? { roomId: Number(match[1]), bed: Number(match[2]) } : null;
}
export const groupIdOf = (roomTypeId: number) => String(roomTypeId);

/** Bookings that can still be moved: not over, not cancelled. Checked-in stays can change room. */
const MOVABLE: readonly string[] = ['ENQUIRY', 'NEW', 'CONFIRMED', 'CHECKEDIN'];
/** Bookings that still need their rooms: a checked-out stay is history, whatever its allocations say. */
const NEEDS_ROOMS: readonly string[] = ['NEW', 'CONFIRMED', 'CHECKEDIN'];

/** The nights of a booking with fewer allocations than units, in [arrival, departure). */
export function unallocatedNights(booking: CalendarBooking): string[] {
  if (booking.departure <= booking.arrival) return [];
  return dateRange(booking.arrival, addDays(booking.departure, -1)).filter(
    (night) =>
      booking.allocations.filter((a) => a.fromDate <= night && night < a.toDate).length < booking.units,
  );
}

export type TimelineLabels = {
  bed: (roomNumber: string, bed: number) => string;
  roomDetail: (room: CalendarRoom) => string;
  roomAdornment?: (room: CalendarRoom) => React.ReactNode;
  tooltip: (booking: CalendarBooking, unallocated: number) => string;
  unallocatedLabel: (booking: CalendarBooking, count: number) => string;
};

export function toTimeline(
  calendar: Calendar,
  labels: TimelineLabels,
): { groups: TimelineGroup[]; items: TimelineItem[]; sources: Map<string, ItemSource> } {
  const collator = new Intl.Collator(undefined, { numeric: true });
  const groups: TimelineGroup[] = calendar.roomTypes.map((type) => ({
    id: groupIdOf(type.id),
    label: type.name,
    unallocatedRow: true,
    resources: calendar.rooms
      .filter((room) => room.roomTypeId === type.id)
      .sort((a, b) => collator.compare(a.roomNumber, b.roomNumber))
      .flatMap((room) =>
        (type.shared ? Array.from({ length: Math.max(1, type.beds) }, (_, i) => i + 1) : [0]).map((bed) => ({
          id: resourceIdOf(room.id, bed),
          label: bed === 0 ? room.roomNumber : labels.bed(room.roomNumber, bed),
          detail: labels.roomDetail(room),
          adornment: labels.roomAdornment?.(room),
        })),
      ),
  }));

  const roomType = new Map(calendar.rooms.map((room) => [room.id, room.roomTypeId]));
  const items: TimelineItem[] = [];
  const sources = new Map<string, ItemSource>();
  for (const booking of calendar.bookings) {
    const movable = MOVABLE.includes(booking.status);
    const base = {
      colour: bookingColour(booking.status),
      movable,
      resizable: movable,
    };
    for (const allocation of booking.allocations) {
      const id = `booking-${booking.id}-allocation-${allocation.id}`;
      items.push({
        ...base,
        id,
        groupId: groupIdOf(roomType.get(allocation.roomId) ?? booking.roomTypeId),
        resourceId: resourceIdOf(allocation.roomId, allocation.bed),
        start: allocation.fromDate,
        end: allocation.toDate,
        label: booking.guestName,
        tooltip: labels.tooltip(booking, 0),
      });
      sources.set(id, { booking, allocation });
    }
    const missing = NEEDS_ROOMS.includes(booking.status) ? unallocatedNights(booking) : [];
    if (missing.length > 0) {
      const count = Math.max(
        ...missing.map(
          (night) =>
            booking.units - booking.allocations.filter((a) => a.fromDate <= night && night < a.toDate).length,
        ),
      );
      const id = `booking-${booking.id}-unallocated`;
      items.push({
        ...base,
        id,
        groupId: groupIdOf(booking.roomTypeId),
        resourceId: null,
        start: booking.arrival,
        end: booking.departure,
        label: labels.unallocatedLabel(booking, count),
        tooltip: labels.tooltip(booking, count),
      });
      sources.set(id, { booking, allocation: null });
    }
  }
  return { groups, items, sources };
}
