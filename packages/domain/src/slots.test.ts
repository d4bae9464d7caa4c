import { describe, expect, it } from 'vitest';

import { WEEKDAYS } from './schemas/fields';
import {
  engineLanes,
  freeSlots,
  holdCells,
  holdShape,
  nextFreeSlots,
  sessionTimes,
  type HeldPlaces,
  type SlotQuery,
  type SlotResource,
  type WorkingDay,
} from './slots';

// A Monday in winter in Paris (UTC+1): 09:00 local is 08:00Z.
const MONDAY = '2026-12-07';
const PARIS = 'Europe/Paris';

function week(open: Partial<Record<string, Omit<WorkingDay, 'weekday' | 'open'>>>): WorkingDay[] {
  return WEEKDAYS.map((weekday) => {
    const day = open[weekday];
    return day
      ? { weekday, open: true, ...day }
      : { weekday, open: false, opensAt: null, closesAt: null, breaks: [] };
  });
}
const NINE_TO_FIVE = { opensAt: '09:00', closesAt: '17:00', breaks: [{ start: '12:00', end: '13:00' }] };
const WEEKDAY_HOURS = week({ MON: NINE_TO_FIVE, TUE: NINE_TO_FIVE, WED: NINE_TO_FIVE });

const resource = (id: number, more: Partial<SlotResource> = {}): SlotResource => ({
  id,
  hours: null,
  timeOff: [],
  ...more,
});
const MASSAGE = { id: 1, durationMinutes: 60, bufferMinutes: 0, capacity: 1 };
const CLASS = { id: 2, durationMinutes: 60, bufferMinutes: 0, capacity: 10 };

function query(more: Partial<SlotQuery> = {}): SlotQuery {
  return {
    date: MONDAY,
    timeZone: PARIS,
    now: new Date('2026-12-01T08:00:00Z'),
    hours: WEEKDAY_HOURS,
    offering: MASSAGE,
    resources: [resource(10)],
    held: [],
    ...more,
  };
}
const starts = (q: SlotQuery) => freeSlots(q).slots.map((s) => s.localStart);
/** A hold in Paris local time on MONDAY. */
function held(resourceId: number, from: string, until: string, more: Partial<HeldPlaces> = {}): HeldPlaces {
  return {
    resourceId,
    offeringId: MASSAGE.id,
    startsAt: `${MONDAY}T${from}:00+01:00`,
    heldUntil: `${MONDAY}T${until}:00+01:00`,
    persons: 1,
    ...more,
  };
}

describe('slot engine: opening hours', () => {
  it('offers every 15 minutes within the opening hours, none overlapping the lunch break', () => {
    const day = freeSlots(query());
    expect(day.reason).toBeNull();
    const local = day.slots.map((s) => s.localStart);
    // 09:00..11:00 end by 12:00; 13:00..16:00 end by 17:00.
    expect(local.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(local).toContain('11:00');
    expect(local).not.toContain('11:15');
    expect(local).not.toContain('12:30');
    expect(local).toContain('13:00');
    expect(local.at(-1)).toBe('16:00');
    expect(local).toHaveLength(9 + 13);
    expect(day.slots[0]).toMatchObject({
      startsAt: '2026-12-07T08:00:00.000Z',
      endsAt: '2026-12-07T09:00:00.000Z',
      localEnd: '10:00',
      places: 1,
      resourceIds: [10],
    });
  });

  it('offers nothing on a closed weekday or a closed date', () => {
    expect(freeSlots(query({ date: '2026-12-10' }))).toEqual({
      date: '2026-12-10',
      reason: 'CLOSED',
      slots: [],
    });
    expect(freeSlots(query({ closedDates: [MONDAY] })).reason).toBe('CLOSED');
    expect(freeSlots(query({ closedDates: ['2026-12-08'] })).slots).toHaveLength(22);
  });

  it('keeps a slot within the resource’s own hours', () => {
    const short = week({ MON: { opensAt: '10:00', closesAt: '14:00', breaks: [] } });
    expect(starts(query({ resources: [resource(10, { hours: short })] }))).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '13:00',
    ]);
    const offOnMonday = week({ TUE: NINE_TO_FIVE });
    expect(freeSlots(query({ resources: [resource(10, { hours: offOnMonday })] })).reason).toBe('FULL');
  });

  it('keeps a slot out of the resource’s time off', () => {
    const off = resource(10, {
      timeOff: [{ startsAt: '2026-12-07T08:00:00Z', endsAt: '2026-12-07T11:00:00Z' }], // 09:00-12:00 local
    });
    expect(starts(query({ resources: [off] }))[0]).toBe('13:00');
    const wholeDay = resource(10, {
      timeOff: [{ startsAt: '2026-12-06T23:00:00Z', endsAt: '2026-12-07T23:00:00Z' }],
    });
    expect(freeSlots(query({ resources: [wholeDay] })).reason).toBe('FULL');
  });
});

describe('slot engine: existing reservations and buffers', () => {
  it('refuses a slot overlapping a place already held, and offers the ones around it', () => {
    const local = starts(query({ held: [held(10, '10:00', '11:00')] }));
    expect(local).toContain('09:00');
    for (const t of ['09:15', '09:45', '10:00', '10:45']) expect(local).not.toContain(t);
    expect(local).toContain('11:00');
  });

  it('holds the resource for the buffer after the service, its own and the one already booked', () => {
    const withBuffer = { ...MASSAGE, bufferMinutes: 30 };
    // The earlier booking holds 13:00-14:30 (60 + 30).
    const local = starts(query({ offering: withBuffer, held: [held(10, '13:00', '14:30')] }));
    expect(local).not.toContain('14:15');
    expect(local).toContain('14:30');
    // Its own buffer must not run into the next booking: 10:00 is taken, so 08:30..09:00 + 90 min do not fit.
    const before = starts(query({ offering: withBuffer, held: [held(10, '10:30', '11:30')] }));
    expect(before).toContain('09:00');
    expect(before).not.toContain('09:15');
    // The last service ends at closing; its preparation may run past it.
    expect(local.at(-1)).toBe('16:00');
  });

  it('rounds holds out to whole 15-minute cells, as the database holds them', () => {
    expect(
      holdCells('2026-12-07T10:05:00Z', '2026-12-07T10:50:00Z').map((c) => new Date(c).toISOString()),
    ).toEqual([
      '2026-12-07T10:00:00.000Z',
      '2026-12-07T10:15:00.000Z',
      '2026-12-07T10:30:00.000Z',
      '2026-12-07T10:45:00.000Z',
    ]);
    expect(holdCells('2026-12-07T10:00:00Z', '2026-12-07T10:30:00Z')).toHaveLength(2);
    expect(sessionTimes({ durationMinutes: 45, bufferMinutes: 10 }, '2026-12-07T10:00:00Z')).toEqual({
      startsAt: new Date('2026-12-07T10:00:00Z'),
      endsAt: new Date('2026-12-07T10:45:00Z'),
      heldUntil: new Date('2026-12-07T10:55:00Z'),
    });
    // A 45-minute service + 10 held until 10:55 takes the 10:45 cell: 11:00 is the next start on that resource.
    const local = starts(query({ held: [held(10, '10:00', '10:55')] }));
    expect(local).not.toContain('10:45');
    expect(local).toContain('11:00');
  });
});

describe('slot engine: lead times', () => {
  it('starts no sooner than the minimum lead time from now', () => {
    const now = new Date('2026-12-07T08:20:00Z'); // 09:20 local
    expect(starts(query({ now }))[0]).toBe('09:30');
    expect(starts(query({ now, minLeadMinutes: 60 }))[0]).toBe('10:30');
    expect(starts(query({ now: new Date('2026-12-07T15:30:00Z') }))).toEqual([]);
  });

  it('offers no past day and no day beyond the maximum lead days', () => {
    const now = new Date('2026-12-07T08:00:00Z');
    expect(freeSlots(query({ now, date: '2026-11-30' })).reason).toBe('PAST');
    expect(freeSlots(query({ now, date: '2026-12-08', maxLeadDays: 1 })).reason).toBeNull();
    expect(freeSlots(query({ now, date: '2026-12-09', maxLeadDays: 1 })).reason).toBe('TOO_FAR');
    expect(freeSlots(query({ now, date: '2026-12-09', maxLeadDays: null })).reason).toBeNull();
  });

  it('offers nothing outside the offering’s effective and expiry dates', () => {
    expect(freeSlots(query({ offering: { ...MASSAGE, effectiveDate: '2026-12-08' } })).reason).toBe(
      'NOT_OFFERED',
    );
    expect(freeSlots(query({ offering: { ...MASSAGE, expiryDate: '2026-12-06' } })).reason).toBe(
      'NOT_OFFERED',
    );
    expect(freeSlots(query({ offering: { ...MASSAGE, expiryDate: MONDAY } })).reason).toBeNull();
  });
});

describe('slot engine: capacity and resources', () => {
  const classHeld = (persons: number) => held(10, '10:00', '11:00', { offeringId: CLASS.id, persons });

  it('lets a class of 10 take 10 and refuses the 11th', () => {
    const nine = freeSlots(query({ offering: CLASS, held: [classHeld(4), classHeld(5)] }));
    expect(nine.slots.find((s) => s.localStart === '10:00')?.places).toBe(1);
    expect(starts(query({ offering: CLASS, held: [classHeld(9)], persons: 2 }))).not.toContain('10:00');
    expect(starts(query({ offering: CLASS, held: [classHeld(10)] }))).not.toContain('10:00');
    expect(freeSlots(query({ offering: CLASS, persons: 11 })).reason).toBe('NO_RESOURCE');
  });

  it('shares a resource only within one session: another start or another offering is refused', () => {
    const local = starts(query({ offering: CLASS, held: [classHeld(3)] }));
    expect(local).toContain('10:00');
    expect(local).not.toContain('10:15');
    expect(local).not.toContain('09:30');
    // A massage on the class's resource at the class's time.
    expect(starts(query({ held: [classHeld(3)] }))).not.toContain('10:00');
  });

  it('offers a slot while any resource is free, and only the chosen one’s when one is chosen', () => {
    const resources = [resource(10), resource(11)];
    const busy = [held(10, '10:00', '11:00')];
    const any = freeSlots(query({ resources, held: busy }));
    expect(any.slots.find((s) => s.localStart === '10:00')?.resourceIds).toEqual([11]);
    expect(any.slots.find((s) => s.localStart === '09:00')?.resourceIds).toEqual([10, 11]);
    expect(starts(query({ resources, held: busy, resourceId: 10 }))).not.toContain('10:00');
    expect(starts(query({ resources, held: busy, resourceId: 11 }))).toContain('10:00');
    expect(freeSlots(query({ resources, resourceId: 99 })).reason).toBe('NO_RESOURCE');
    const full = freeSlots(
      query({ resources, held: [held(10, '09:00', '17:00'), held(11, '09:00', '17:00')] }),
    );
    expect(full).toEqual({ date: MONDAY, reason: 'FULL', slots: [] });
  });

  it('lists the roomiest resource first, so that "any" fills a class before opening another', () => {
    const resources = [resource(10), resource(11)];
    const day = freeSlots(
      query({
        offering: CLASS,
        resources,
        held: [held(11, '10:00', '11:00', { offeringId: 2, persons: 4 })],
      }),
    );
    expect(day.slots.find((s) => s.localStart === '10:00')).toMatchObject({
      places: 10,
      resourceIds: [10, 11],
    });
  });
});

describe('slot engine: a resource running sessions side by side', () => {
  it('offers a second session in its second lane, and none once both lanes are taken', () => {
    const room = resource(10, { lanes: 2 });
    const one = [held(10, '10:00', '11:00', { lane: 1 })];
    expect(
      freeSlots(query({ resources: [room], held: one })).slots.find((s) => s.localStart === '10:30'),
    ).toMatchObject({ places: 1, resourceIds: [10] });
    const two = [...one, held(10, '10:30', '11:30', { lane: 2 })];
    const local = starts(query({ resources: [room], held: two }));
    expect(local).not.toContain('10:30');
    expect(local).toContain('11:00'); // lane 1 is free again from 11:00
  });
});

describe('slot engine: restaurant tables (a table seats one party of at most its seats)', () => {
  // A 90-minute table booking for up to 8 covers; tables of 2, 4 and 6 seats.
  const TABLE_BOOKING = { id: 3, durationMinutes: 90, bufferMinutes: 15, capacity: 8 };
  const tables = [
    resource(31, engineLanes({ kind: 'TABLE', capacity: 6 })),
    resource(32, engineLanes({ kind: 'TABLE', capacity: 2 })),
    resource(33, engineLanes({ kind: 'TABLE', capacity: 4 })),
  ];
  const tableQuery = (persons: number, more: Partial<SlotQuery> = {}) =>
    query({ offering: TABLE_BOOKING, resources: tables, persons, ...more });
  const at = (q: SlotQuery, local: string) => freeSlots(q).slots.find((s) => s.localStart === local);

  it('offers only the tables that seat the party, the smallest fitting table first', () => {
    expect(at(tableQuery(2), '09:00')).toMatchObject({ resourceIds: [32, 33, 31], places: 6 });
    expect(at(tableQuery(3), '09:00')?.resourceIds).toEqual([33, 31]);
    expect(at(tableQuery(5), '09:00')?.resourceIds).toEqual([31]);
    // Nine covers: no table seats them, the day is full for them.
    expect(freeSlots(tableQuery(9))).toMatchObject({ reason: 'NO_RESOURCE', slots: [] });
    expect(freeSlots(tableQuery(7))).toMatchObject({ reason: 'FULL', slots: [] });
  });

  it('gives a taken table to nobody else, even a party of one at the same start of the same offering', () => {
    // A party of 2 at the six-seat table 13:00-14:30, held with its buffer to 14:45.
    const two = held(31, '13:00', '14:45', { offeringId: TABLE_BOOKING.id, persons: 2 });
    expect(at(tableQuery(1, { held: [two] }), '13:00')?.resourceIds).toEqual([32, 33]);
    expect(at(tableQuery(5, { held: [two] }), '13:00')).toBeUndefined();
    // Free again once its buffer is over.
    expect(at(tableQuery(5, { held: [two] }), '14:45')?.resourceIds).toEqual([31]);
    expect(at(tableQuery(5, { held: [two] }), '14:30')).toBeUndefined();
  });

  it('says how the database holds a line: one lane, the row full with the party; a class shares its capacity', () => {
    expect(holdShape(engineLanes({ kind: 'TABLE', capacity: 6 }), 8, 3)).toEqual({ lanes: 1, capacity: 3 });
    expect(holdShape(engineLanes({ kind: 'ROOM', capacity: 2 }), 10, 3)).toEqual({ lanes: 2, capacity: 10 });
  });
});

describe('slot engine: daylight saving change days in Pacific/Auckland', () => {
  const NIGHT = { opensAt: '00:00', closesAt: '06:00', breaks: [] };
  const auckland = (date: string, hours: WorkingDay[]) =>
    freeSlots(query({ date, timeZone: 'Pacific/Auckland', hours, now: new Date('2026-01-01T00:00:00Z') }));

  it('2026-04-05, clocks back at 03:00: 00:00-06:00 is seven hours and 02:xx is offered twice', () => {
    const day = auckland('2026-04-05', week({ SUN: NIGHT }));
    expect(day.slots).toHaveLength(25); // starts from 00:00 to one hour before the seventh hour ends
    expect(day.slots[0]!.startsAt).toBe('2026-04-04T11:00:00.000Z');
    expect(day.slots.at(-1)).toMatchObject({ startsAt: '2026-04-04T17:00:00.000Z', localStart: '05:00' });
    const twice = day.slots.filter((s) => s.localStart === '02:30');
    expect(twice.map((s) => s.startsAt)).toEqual(['2026-04-04T13:30:00.000Z', '2026-04-04T14:30:00.000Z']);
    // A daytime business opens at 09:00 standard time (+12).
    const daytime = auckland('2026-04-05', week({ SUN: NINE_TO_FIVE }));
    expect(daytime.slots[0]!.startsAt).toBe('2026-04-04T21:00:00.000Z');
    expect(daytime.slots).toHaveLength(22);
  });

  it('2026-09-27, clocks forward at 02:00: 00:00-06:00 is five hours and no 02:xx exists', () => {
    const day = auckland('2026-09-27', week({ SUN: NIGHT }));
    expect(day.slots).toHaveLength(17);
    expect(day.slots.some((s) => s.localStart.startsWith('02:'))).toBe(false);
    // 01:30 + 60 minutes ends at 03:30 on the wall clock.
    expect(day.slots.find((s) => s.localStart === '01:30')?.localEnd).toBe('03:30');
    const daytime = auckland('2026-09-27', week({ SUN: NINE_TO_FIVE }));
    expect(daytime.slots[0]!.startsAt).toBe('2026-09-26T20:00:00.000Z');
  });

  it('holds a booking across the change by its instants', () => {
    // A session at the second 02:00 (14:00Z, standard time) leaves the first 02:00 (13:00Z) free.
    const hold: HeldPlaces = {
      resourceId: 10,
      offeringId: MASSAGE.id,
      startsAt: '2026-04-04T14:00:00Z',
      heldUntil: '2026-04-04T15:00:00Z',
      persons: 1,
    };
    const day = freeSlots(
      query({
        date: '2026-04-05',
        timeZone: 'Pacific/Auckland',
        hours: week({ SUN: NIGHT }),
        held: [hold],
        now: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    const twoOClock = day.slots.filter((s) => s.localStart === '02:00').map((s) => s.startsAt);
    expect(twoOClock).toEqual(['2026-04-04T13:00:00.000Z']);
  });
});

describe('next free slots', () => {
  it('looks from the refused day on, after a given instant, and stops at the lead limit', () => {
    const q = (date: string) =>
      freeSlots(
        query({
          date,
          now: new Date('2026-12-07T07:00:00Z'),
          maxLeadDays: 2,
          held: [held(10, '09:00', '17:00')],
        }),
      );
    // Monday is full; Tuesday opens at 09:00 local.
    const next = nextFreeSlots(MONDAY, q, { count: 2 });
    expect(next.map((s) => s.startsAt)).toEqual(['2026-12-08T08:00:00.000Z', '2026-12-08T08:15:00.000Z']);
    const after = nextFreeSlots(MONDAY, q, { count: 1, after: '2026-12-08T10:00:00Z' });
    expect(after[0]!.startsAt).toBe('2026-12-08T12:00:00.000Z'); // 11:15 local would run into lunch: 13:00
    // Wednesday is the last day within two days; Thursday on are closed or too far.
    expect(nextFreeSlots(MONDAY, q, { count: 100 }).at(-1)!.startsAt).toBe('2026-12-09T15:00:00.000Z');
  });
});
