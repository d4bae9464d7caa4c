import type { Calendar } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { parseResourceId, toTimeline, unallocatedNights, type CalendarBooking } from './to-timeline';

const labels = {
  bed: (room: string, bed: number) => `${room} bed ${bed}`,
  roomDetail: (room: Calendar['rooms'][number]) => room.status,
  tooltip: (b: CalendarBooking) => b.bookingNumber,
  unallocatedLabel: (b: CalendarBooking, count: number) => `${b.guestName} (${count})`,
};

function booking(overrides: Partial<CalendarBooking>): CalendarBooking {
  return {
    id: 1,
    bookingNumber: 'HV000001',
    status: 'CONFIRMED',
    guestName: 'Ann Smith',
    roomTypeId: 1,
    arrival: '2026-05-10',
    departure: '2026-05-13',
    units: 1,
    adults: 2,
    children: 0,
    balance: 0,
    groupReference: null,
    allocations: [],
    ...overrides,
  };
}

const calendar = (bookings: CalendarBooking[]): Calendar => ({
  from: '2026-05-09',
  to: '2026-05-23',
  today: '2026-05-10',
  roomTypes: [
    { id: 1, name: 'Queen', shared: false, beds: 1 },
    { id: 2, name: 'Dorm', shared: true, beds: 2 },
  ],
  rooms: [
    { id: 11, roomNumber: '10', floor: 1, roomTypeId: 1, status: 'VACANT_READY', inService: true },
    { id: 12, roomNumber: '9', floor: 1, roomTypeId: 1, status: 'NOT_READY', inService: true },
    { id: 21, roomNumber: 'D1', floor: 2, roomTypeId: 2, status: 'VACANT_READY', inService: true },
  ],
  bookings,
});

const alloc = (id: number, roomId: number, fromDate: string, toDate: string, bed = 0) => ({
  id,
  roomId,
  roomNumber: String(roomId),
  bed,
  fromDate,
  toDate,
});

describe('toTimeline', () => {
  it('groups rooms by type in number order, beds for a shared type, each type with an unallocated row', () => {
    const { groups } = toTimeline(calendar([]), labels);
    expect(groups.map((g) => [g.id, g.label, g.unallocatedRow])).toEqual([
      ['1', 'Queen', true],
      ['2', 'Dorm', true],
    ]);
    expect(groups[0]!.resources.map((r) => [r.id, r.label, r.detail])).toEqual([
      ['12:0', '9', 'NOT_READY'],
      ['11:0', '10', 'VACANT_READY'],
    ]);
    expect(groups[1]!.resources.map((r) => r.label)).toEqual(['D1 bed 1', 'D1 bed 2']);
    expect(parseResourceId('21:2')).toEqual({ roomId: 21, bed: 2 });
  });

  it('draws one bar per allocation and none on the unallocated row when every night has its room', () => {
    const b = booking({
      allocations: [alloc(5, 11, '2026-05-10', '2026-05-11'), alloc(6, 12, '2026-05-11', '2026-05-13')],
    });
    const { items, sources } = toTimeline(calendar([b]), labels);
    expect(items.map((i) => [i.resourceId, i.start, i.end])).toEqual([
      ['11:0', '2026-05-10', '2026-05-11'],
      ['12:0', '2026-05-11', '2026-05-13'],
    ]);
    expect(sources.get(items[1]!.id)?.allocation?.id).toBe(6);
  });

  it("puts a booking missing rooms on some night on its type's unallocated row, with how many are missing", () => {
    const b = booking({ units: 2, allocations: [alloc(5, 11, '2026-05-10', '2026-05-13')] });
    const { items } = toTimeline(calendar([b]), labels);
    const unallocated = items.find((i) => i.resourceId == null);
    expect(unallocated).toMatchObject({
      groupId: '1',
      start: '2026-05-10',
      end: '2026-05-13',
      label: 'Ann Smith (1)',
    });
    expect(unallocatedNights(booking({}))).toEqual(['2026-05-10', '2026-05-11', '2026-05-12']);
  });

  it('keeps checked-out stays in their rooms, not movable, and never unallocated', () => {
    const b = booking({ status: 'CHECKEDOUT', allocations: [alloc(5, 11, '2026-05-10', '2026-05-12')] });
    const { items } = toTimeline(calendar([b]), labels);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ movable: false, resizable: false, resourceId: '11:0' });
  });
});
