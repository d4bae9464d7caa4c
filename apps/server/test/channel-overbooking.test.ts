// Issue 16's Done-when: two channels selling the last room at once end with one booking and one flagged overbooking,
// never a silent double booking. Each round hands two reservations of the same nights of a one-room type to
// receiveChannelReservation on two connections, each in its own transaction, at once. Runs on PGlite, and on
// PostgreSQL (TEST_DATABASE_URL), where the two transactions really overlap.
import { type ChannelSyncHealth, stayNights } from '@bookone/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, channelReservation, notification } from '../src/db/schema';
import { listOverbookings, receiveChannelReservation } from '../src/modules/channel/channel.service';
import { day, openForFile, openDemoApp } from './demo-app';
import { bookedUnits, createRoomType } from './stay-fixtures';

const ROUNDS = 3;

const { t, session, HARBOUR } = await openForFile(openDemoApp);

describe('two channels sell the last room at once', () => {
  it(`${ROUNDS} rounds: one booking and one OVERBOOKED reservation each, the room booked once`, async () => {
    const token = await session.admin();
    const connections = await t.api('GET', `/api/channel/property/${HARBOUR}/connection`, { token });
    expect(connections.statusCode, connections.body).toBe(200);
    const [ical, airbnb] = connections
      .json<{ id: number; channelName: string }[]>()
      .sort((a, b) => a.channelName.localeCompare(b.channelName))
      .reverse();
    expect([ical!.channelName, airbnb!.channelName]).toEqual(['iCal', 'Airbnb']);

    for (let round = 0; round < ROUNDS; round++) {
      const rt = await createRoomType(t, HARBOUR, token, { noOfRooms: 1 });
      const stay = {
        roomTypeId: rt.id,
        arrival: day(60 + round * 3),
        departure: day(62 + round * 3),
        adults: 2,
      };
      const results = await Promise.all(
        [ical!, airbnb!].map((c, i) =>
          t.db.transaction((tx) =>
            receiveChannelReservation(tx, c, {
              ...stay,
              externalId: `RACE-${round}-${i}`,
              action: 'NEW',
              lastName: `Racer ${i}`,
              payload: { race: round, channel: c.channelName },
            }),
          ),
        ),
      );
      expect(results.map((r) => r.outcome).sort()).toEqual(['BOOKED', 'OVERBOOKED']);
      const loser = results.find((r) => r.outcome === 'OVERBOOKED')!;
      expect(loser.bookingId).toBeNull();
      expect(loser.reservation.problem).toMatch(/^Not booked: No rooms of this type are left/);

      // One booking holds the room; the inventory counts it once.
      const held = await t.db.select().from(booking).where(eq(booking.roomTypeId, rt.id));
      expect(held.map((b) => b.status)).toEqual(['CONFIRMED']);
      for (const night of stayNights(stay.arrival, stay.departure))
        expect(await bookedUnits(t, rt.id, night)).toBe(1);

      // The overbooking is kept, flagged for the tape chart, told to the property and shown in sync health.
      const [row] = await t.db
        .select()
        .from(channelReservation)
        .where(eq(channelReservation.id, loser.reservation.id));
      expect(row).toMatchObject({ status: 'OVERBOOKED', roomTypeId: rt.id, bookingId: null });
      const marks = await listOverbookings(t.db, HARBOUR, stay.arrival, stay.departure);
      expect(marks.map((m) => m.externalId)).toContain(row!.externalId);
      const told = await t.db
        .select()
        .from(notification)
        .where(and(eq(notification.propertyId, HARBOUR), like(notification.message, `%${row!.externalId}%`)));
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toMatch(/^Overbooking: /);
      const health = await t.api(
        'GET',
        `/api/channel/property/${HARBOUR}/connection/${row!.connectionId}/health`,
        { token },
      );
      const h = health.json<ChannelSyncHealth>();
      expect(h.recentErrors[0]).toMatchObject({ direction: 'RECEIVE', status: 'ERROR' });
      expect(h.recentErrors[0]!.payload).toContain(`"race":${round}`);
      expect(h.overbookings).toBeGreaterThanOrEqual(1);
    }
  });

  it('the channel cancelling its overbooked reservation clears the flag; a resend once a room is free books it', async () => {
    const token = await session.admin();
    const rt = await createRoomType(t, HARBOUR, token, { noOfRooms: 1 });
    const [a, b] = (await t.api('GET', `/api/channel/property/${HARBOUR}/connection`, { token })).json<
      { id: number }[]
    >();
    const stay = { roomTypeId: rt.id, arrival: day(90), departure: day(91), action: 'NEW' as const };
    const first = await t.db.transaction((tx) =>
      receiveChannelReservation(tx, a!, { ...stay, externalId: 'FIRST' }),
    );
    const second = await t.db.transaction((tx) =>
      receiveChannelReservation(tx, b!, { ...stay, externalId: 'SECOND' }),
    );
    expect([first.outcome, second.outcome]).toEqual(['BOOKED', 'OVERBOOKED']);
    // The first channel's guest cancels: the room is free again, and the second channel's resend books it.
    await t.db.transaction((tx) =>
      receiveChannelReservation(tx, a!, { ...stay, externalId: 'FIRST', action: 'CANCELLED' }),
    );
    const resent = await t.db.transaction((tx) =>
      receiveChannelReservation(tx, b!, { ...stay, externalId: 'SECOND' }),
    );
    expect(resent.outcome).toBe('BOOKED');
    expect(resent.reservation.problem).toBeNull();
    expect(await listOverbookings(t.db, HARBOUR, day(90), day(91))).toEqual([]);
    expect(await bookedUnits(t, rt.id, day(90))).toBe(1);
  });
});
