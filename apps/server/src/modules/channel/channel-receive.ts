// A reservation a channel sends (a webhook, an iCal event, a polled API), whatever the adapter (issue 16,
// docs/channels.md): new → a booking, modified → the booking amended, cancelled → cancelled. When the database refuses
// the stay (the last room sold meanwhile, a room night taken) the reservation is kept as OVERBOOKED with a
// notification and a sync health error: never a silent double booking, never dropped.
import {
  type BookingCreateInput,
  type ChannelReservationInput,
  channelReservationInputSchema,
  emailSchema,
  phoneSchema,
  type ChannelReservationStatus,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { createBookingService } from '../booking/booking.service';
import { raiseNotification } from '../notification/notification.service';
import { findPropertyRow } from '../property/property.service';
import { findRoomTypeRow } from '../room/room.service';
import {
  findChannelReservation,
  findConnection,
  insertChannelReservation,
  insertSyncEvent,
  lockConnection,
  mappingsOf,
  recordSyncOutcome,
  updateChannelReservation,
  type ChannelReservationRow,
  type ConnectionView,
} from './channel.repository';

export type ReceiveOutcome = ChannelReservationStatus | 'UNCHANGED';

export interface ReceiveResult {
  outcome: ReceiveOutcome;
  reservation: ChannelReservationRow;
  bookingId: number | null;
}

/** The payload as text for the log (iCal and XML are text already). */
const payloadText = (p: unknown) => (p == null ? null : typeof p === 'string' ? p : JSON.stringify(p));

/** An AppError's message, with the fields it names (the dates sold out, the room taken). */
function refusalText(err: AppError) {
  const fields = Object.values(err.fields ?? {}).filter((v): v is string => typeof v === 'string');
  return [err.message, ...fields.filter((f) => !err.message.includes(f))].join(' ').slice(0, 1000);
}

/** Runs a booking change in a savepoint: a refusal undoes its partial writes and comes back as the refusal. */
async function attempt(tx: Db, fn: (sp: Db) => Promise<number>): Promise<{ bookingId: number } | AppError> {
  try {
    return { bookingId: await tx.transaction(fn) };
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/** The room type (and plan) the channel sold: our id, or the connection's mapping of its codes (400 otherwise). */
async function roomTypeOf(tx: Db, conn: ConnectionView, input: ChannelReservationInput) {
  if (input.roomTypeId != null) {
    const rt = await findRoomTypeRow(tx, input.roomTypeId);
    if (!rt || rt.propertyId !== conn.row.propertyId)
      throw badRequest('Unknown room type', { roomTypeId: VALIDATION_KEYS.noSuchRoomType });
    return { roomTypeId: rt.id, ratePlanId: null as number | null };
  }
  const maps = (await mappingsOf(tx, [conn.row.id])).map((m) => m.row);
  const room = maps.filter((m) => m.externalRoomCode === input.externalRoomCode);
  const plan = room.find((m) => m.externalRateCode != null && m.externalRateCode === input.externalRateCode);
  const pick = plan ?? room.find((m) => m.ratePlanId == null) ?? room[0];
  if (!pick)
    throw badRequest(`No room type is mapped to the channel's room code ${input.externalRoomCode ?? ''}`, {
      externalRoomCode: VALIDATION_KEYS.noSuchRoomType,
    });
  return { roomTypeId: pick.roomTypeId, ratePlanId: plan?.ratePlanId ?? null };
}

const guestOf = (input: ChannelReservationInput, channelName: string): BookingCreateInput['customer'] => ({
  firstName: input.firstName?.trim() || 'Guest',
  lastName: input.lastName?.trim() || `(${channelName})`,
  email: input.email && emailSchema.safeParse(input.email).success ? input.email : null,
  phone:
    input.contactNumber && phoneSchema.safeParse(input.contactNumber).success ? input.contactNumber : null,
});

/**
 * Receives one reservation of `connection` on the caller's transaction. Bad input (unknown room code, dates) is a 400
 * and changes nothing; a stay the database refuses is recorded OVERBOOKED and answered as such (no error).
 */
export async function receiveChannelReservation(
  tx: Db,
  connection: { id: number },
  raw: ChannelReservationInput,
): Promise<ReceiveResult> {
  const parsed = channelReservationInputSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(
      'The reservation is not valid',
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'reservation', i.message])),
    );
  const input = parsed.data;
  // Receipts of one connection take their turn (a resend racing its original); NO KEY UPDATE leaves the bookings'
  // push inserts (their foreign key's KEY SHARE) free, so a receipt never waits on a booking that waits on it.
  if (!(await lockConnection(tx, connection.id))) throw notFound('Connection');
  const conn = (await findConnection(tx, connection.id))!;
  const property = (await findPropertyRow(tx, conn.row.propertyId))!;
  const by = { id: null, name: `${conn.channelName} (channel)` };
  const bookings = createBookingService(tx);
  const existing = await findChannelReservation(tx, conn.row.id, input.externalId);
  const fields = {
    externalTransactionId: input.externalTransactionId ?? null,
    bookingStatus: input.bookingStatus ?? null,
    checkinDate: input.arrival,
    checkoutDate: input.departure,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    email: input.email ?? null,
    contactNumber: input.contactNumber ?? null,
    noOfPerson: input.adults + input.children,
    paidAmount: input.paidAmount ?? null,
    totalAmount: input.totalAmount ?? null,
    modeOfPayment: input.modeOfPayment ?? null,
    payload: payloadText(input.payload),
    payloadType: input.payloadType,
    roomId: input.roomId ?? null,
  };

  let outcome: ReceiveOutcome;
  let bookingId = existing?.bookingId ?? null;
  let problem: string | null = null;
  let roomTypeId = existing?.roomTypeId ?? null;
  // The booking the reservation holds, unless cancelled.
  const heldId = existing?.bookingId != null && existing.status !== 'CANCELLED' ? existing.bookingId : null;

  if (input.action === 'CANCELLED') {
    if (heldId != null) {
      const r = await attempt(tx, async (sp) => {
        await bookings.cancelOnTransaction(sp, by, heldId, {
          reason: `Cancelled on ${conn.channelName}`,
        });
        return heldId;
      });
      // A booking the desk cancelled (or checked out) already: the channel's cancellation changes nothing more.
      if (r instanceof AppError && r.statusCode !== 409) throw r;
    }
    outcome = existing?.status === 'CANCELLED' ? 'UNCHANGED' : 'CANCELLED';
  } else {
    const sold = await roomTypeOf(tx, conn, input);
    roomTypeId = sold.roomTypeId;
    const stay = {
      roomTypeId: sold.roomTypeId,
      ratePlanId: sold.ratePlanId,
      arrival: input.arrival,
      departure: input.departure,
      rooms: input.rooms,
      adults: input.adults,
      children: input.children,
    };
    if (heldId != null) {
      const r = await attempt(tx, async (sp) => {
        await bookings.amendOnTransaction(sp, by, heldId, stay);
        if (input.roomId != null)
          await bookings.allocateOnTransaction(sp, by, heldId, [{ roomId: input.roomId, bed: 0 }]);
        return heldId;
      });
      // A resend of the same stay: the amendment finds nothing to change.
      if (r instanceof AppError && r.statusCode === 400 && r.message === 'Nothing to change')
        outcome = 'UNCHANGED';
      else if (r instanceof AppError) {
        outcome = 'OVERBOOKED';
        problem = `The channel changed the stay to ${input.arrival} → ${input.departure}, which could not be booked: ${refusalText(r)}. The booking keeps its former stay.`;
      } else outcome = 'MODIFIED';
    } else {
      const r = await attempt(tx, async (sp) => {
        const row = await bookings.createOnTransaction(sp, by, property, {
          ...stay,
          source: conn.bookingSource as BookingCreateInput['source'],
          externalReference: input.externalId.slice(0, 60),
          customer: guestOf(input, conn.channelName),
          notes: [`${conn.channelName} reservation ${input.externalId}`, input.notes]
            .filter(Boolean)
            .join('. '),
          status: 'CONFIRMED',
          discountPercentage: 0,
        });
        if (input.roomId != null)
          await bookings.allocateOnTransaction(sp, by, row.id, [{ roomId: input.roomId, bed: 0 }]);
        return row.id;
      });
      if (r instanceof AppError) {
        outcome = 'OVERBOOKED';
        bookingId = null;
        problem = `Not booked: ${refusalText(r)}`;
      } else {
        outcome = 'BOOKED';
        bookingId = r.bookingId;
      }
    }
  }

  const status: ChannelReservationStatus = outcome === 'UNCHANGED' ? (existing?.status ?? 'BOOKED') : outcome;
  const values = {
    ...fields,
    status,
    bookingId,
    roomTypeId,
    problem: status === 'OVERBOOKED' ? problem : null,
  };
  const reservation = existing
    ? await updateChannelReservation(tx, existing.id, values)
    : await insertChannelReservation(tx, {
        ...values,
        connectionId: conn.row.id,
        propertyId: conn.row.propertyId,
        externalId: input.externalId,
      });

  const summary = `${conn.channelName} reservation ${input.externalId} (${input.action}): ${outcome}`;
  if (outcome === 'OVERBOOKED') {
    await insertSyncEvent(tx, {
      connectionId: conn.row.id,
      direction: 'RECEIVE',
      status: 'ERROR',
      message: summary,
      error: problem,
      payload: fields.payload,
    });
    await recordSyncOutcome(tx, conn.row.id, false, problem);
    await raiseNotification(tx, {
      propertyId: conn.row.propertyId,
      notificationType: 'BOOKING',
      referenceId: reservation.id,
      referenceNumber: input.externalId,
      status: 'submitted',
      message: `Overbooking: ${conn.channelName} sold ${input.arrival} → ${input.departure} (reservation ${input.externalId}) but ${problem}`,
    });
  } else {
    await insertSyncEvent(tx, {
      connectionId: conn.row.id,
      direction: 'RECEIVE',
      status: 'SUCCESS',
      message: summary,
      payload: fields.payload,
    });
    await recordSyncOutcome(tx, conn.row.id, true, null);
  }
  return { outcome, reservation, bookingId };
}
