// The deposit sweep (issue 16): a reservation a customer made online holds its time only until its deposit falls
// due (depositDueAt: its link's expiry). Unpaid by then, or its link cancelled, the reservation is cancelled and its
// time can be sold again. The state is the database's (the link's expiry, the reservation's status), never a timer:
// every server process polls, a restart misses nothing, and each release is one transaction under row locks that
// re-checks the rules, so two processes never release one reservation twice and a payment arriving meanwhile wins.
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client';
import { pollWhileServing } from '../../lib/poll';
import { cancelUnpaidOnline } from '../reservation/reservation.service';
import { cancelOpenLinks, dueDepositHolds, lockDueHold } from './booking-engine-deposit.repository';

/** Why the reservation was cancelled, in its history, the business's bell and the list's cancel reason. */
export const DEPOSIT_NOT_PAID = 'Deposit not paid in time';
/** Who cancelled the links of a released reservation, as the links list says it (who opened them too). */
const RELEASED_BY = 'Online booking';
/** A minute late at most: the deposit's due time is an hour before the visit at the latest. */
export const DEPOSIT_SWEEP_POLL_MS = 60_000;
/** Reservations looked at per round; more are left to the next round. */
const ROUND = 100;

/** One round: releases the reservations due at `now`; answers the ids released. Safe to run anywhere, any time. */
export async function releaseUnpaidDeposits(db: Db, now = new Date()): Promise<number[]> {
  const released: number[] = [];
  for (const id of await dueDepositHolds(db, now, ROUND)) {
    const done = await db.transaction(async (tx) => {
      const row = await lockDueHold(tx, id, now);
      if (!row) return false;
      await cancelUnpaidOnline(tx, row, DEPOSIT_NOT_PAID);
      await cancelOpenLinks(tx, id, now, RELEASED_BY);
      return true;
    });
    if (done) released.push(id);
  }
  return released;
}

/** The real server's poll (app.ts's schedule flag); tests call releaseUnpaidDeposits themselves. */
export function scheduleDepositSweep(app: FastifyInstance, db: Db, pollMs = DEPOSIT_SWEEP_POLL_MS) {
  pollWhileServing(app, () => releaseUnpaidDeposits(db), { pollMs, what: 'unpaid deposit release' });
}
