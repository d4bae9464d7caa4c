// The steps of a close (decision 0046), each run in its own transaction by the runner. A step is written so that it
// may run again after a crash: its transaction rolled back whole, or the unique keys (one posting per booking and
// night) and its own checks (a no-show only of a booking still expected) make a second pass change nothing.
import {
  addDays,
  nightShare,
  nightsToPost,
  stayNights,
  wallClockToInstant,
  type DayCloseExceptionKind,
  type DayCloseSettings,
  type DayCloseStep,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { recordAuditEvents } from '../audit/audit.service';
import { markNoShowIn } from '../booking/booking.service';
import {
  countExceptions,
  departuresNotCheckedOut,
  expectedArrivals,
  stayedStays,
  insertPostings,
  openOrders,
  postedBy,
  replaceExceptions,
  rollBusinessDate,
  unbalancedFolios,
  type DayCloseRunRow,
} from './day-close.repository';

export interface StepContext {
  run: DayCloseRunRow;
  timezone: string;
  settings: DayCloseSettings;
  /** Who the effects are audited under: the manager who ran it, or the automatic close (no id). */
  who: { id: number | null; name: string };
}

/** What a step counted for the run's figures, and whether it finished the run. */
export type StepResult = Partial<
  Pick<DayCloseRunRow, 'nightsPosted' | 'amountPosted' | 'noShows' | 'exceptions'>
> & { done?: boolean };

const auditActor = (who: StepContext['who']) =>
  who.id == null ? null : { id: who.id, username: who.name, name: who.name };

/** Arrivals not checked in by the close: listed, and marked no-shows when the property's rule says so. */
async function noShows(tx: Db, c: StepContext): Promise<StepResult> {
  const arrivals = await expectedArrivals(tx, c.run.propertyId, c.run.businessDate);
  let marked = 0;
  const rows = [];
  for (const a of arrivals) {
    const noShow = c.settings.markNoShows && (await markNoShowIn(tx, a.id, c.who));
    if (noShow) marked++;
    rows.push({
      runId: c.run.id,
      kind: 'ARRIVAL_NOT_CHECKED_IN' as const,
      bookingId: a.id,
      reference: a.bookingNumber,
      guestName: a.guestName,
      markedNoShow: noShow,
    });
  }
  await replaceExceptions(tx, c.run.id, ['ARRIVAL_NOT_CHECKED_IN'], rows);
  return { noShows: marked };
}

/** The closed date's start and end in the property's zone. */
const dayOf = (c: StepContext) => ({
  start: new Date(wallClockToInstant(c.run.businessDate, '00:00', c.timezone)),
  end: new Date(wallClockToInstant(addDays(c.run.businessDate, 1), '00:00', c.timezone)),
});

/**
 * Posts every night stayed up to the date and not posted yet: of guests in house and of those who left during the
 * day (a guest checked in late, or gone before the close, posts the nights missed).
 */
async function roomCharges(tx: Db, c: StepContext): Promise<StepResult> {
  const stays = await stayedStays(tx, c.run.propertyId, c.run.businessDate, dayOf(c));
  const rows = stays.flatMap((s) => {
    const all = stayNights(s.arrival, s.departure);
    return nightsToPost(s, c.run.businessDate).map((night) => ({
      propertyId: c.run.propertyId,
      bookingId: s.id,
      runId: c.run.id,
      night,
      ...nightShare(s, all.indexOf(night)),
    }));
  });
  const written = await insertPostings(tx, rows);
  for (const p of written)
    await recordAuditEvents(
      tx,
      auditActor(c.who),
      { entity: 'booking', entityId: p.bookingId, propertyId: c.run.propertyId },
      [
        {
          event: 'ROOM_CHARGE_POSTED',
          action: 'update',
          before: null,
          after: `${p.night}: ${p.amount.toFixed(2)} + tax ${p.tax.toFixed(2)} (${c.who.name})`,
        },
      ],
    );
  const posted = await postedBy(tx, c.run.id);
  return { nightsPosted: posted.nights, amountPosted: posted.amount };
}

const LATER_KINDS: readonly DayCloseExceptionKind[] = [
  'DEPARTURE_NOT_CHECKED_OUT',
  'UNBALANCED_FOLIO',
  'UNPOSTED_CHARGE',
];

/** The rest of the exceptions report, as things stand at the close. */
async function exceptions(tx: Db, c: StepContext): Promise<StepResult> {
  const { propertyId, businessDate, id: runId } = c.run;
  const endOfDay = dayOf(c).end;
  const [departures, folios, orders] = [
    await departuresNotCheckedOut(tx, propertyId, businessDate),
    await unbalancedFolios(tx, propertyId, endOfDay),
    await openOrders(tx, propertyId, endOfDay),
  ];
  await replaceExceptions(tx, runId, LATER_KINDS, [
    ...departures.map((b) => ({
      runId,
      kind: 'DEPARTURE_NOT_CHECKED_OUT' as const,
      bookingId: b.id,
      reference: b.bookingNumber,
      guestName: b.guestName,
    })),
    ...folios.map((b) => ({
      runId,
      kind: 'UNBALANCED_FOLIO' as const,
      bookingId: b.id,
      reference: b.bookingNumber,
      guestName: b.guestName,
      amount: b.balance,
    })),
    ...orders.map((o) => ({
      runId,
      kind: 'UNPOSTED_CHARGE' as const,
      bookingId: o.bookingId,
      orderId: o.id,
      reference: o.referenceNumber,
      guestName: o.guestName,
      amount: o.total,
    })),
  ]);
  return { exceptions: await countExceptions(tx, runId) };
}

/** Opens the next business date and finishes the run, audited with its figures. */
async function roll(tx: Db, c: StepContext): Promise<StepResult> {
  const { run } = c;
  await rollBusinessDate(tx, run.propertyId, run.businessDate, addDays(run.businessDate, 1));
  await recordAuditEvents(
    tx,
    auditActor(c.who),
    { entity: 'day_close', entityId: run.id, propertyId: run.propertyId },
    [
      {
        event: 'DAY_CLOSED',
        action: 'update',
        before: run.businessDate,
        after: `${addDays(run.businessDate, 1)} (${c.who.name})`,
      },
    ],
  );
  return { done: true };
}

export const STEPS: Record<DayCloseStep, (tx: Db, c: StepContext) => Promise<StepResult>> = {
  NO_SHOWS: noShows,
  ROOM_CHARGES: roomCharges,
  EXCEPTIONS: exceptions,
  ROLL: roll,
};
