// Guest messages (issue 13, decision 0043): a reservation or booking made, moved and cancelled sends its guest a
// confirmation, an update and a cancellation through the outbox, received by the SMTP server started here, in the
// guest's language (else the property's) with times in the property's zone; the reminder N hours before waits in the
// outbox until due, is cancelled by a move or a cancellation (a new one for the new time), and two workers racing
// for a due one send it once. The property's settings switch each kind off; the SMS goes only with the subscription.
import { tmpdir } from 'node:os';

import { addDays, type MessageSettings, type OutboxMessage, type Reservation } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxMessage, propertySubscription, subscription } from '../src/db/schema';
import { fileSmsTransport, smtpTransport } from '../src/modules/outbox/outbox-transports';
import { createOutboxWorker } from '../src/modules/outbox/outbox-worker';
import { day, openForTests, today } from './demo-app';
import type { TestApp } from './helpers';
import {
  at,
  createCatalogue,
  openDayFrom,
  openSpaApp,
  reservationBody,
  reserve,
  type SpaApp,
} from './reservation-fixtures';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server';
import { createBooking, createRoomType } from './stay-fixtures';
import { expectError, uniqueEmail } from './support';

let t: TestApp;
let app: SpaApp;
openForTests(openSpaApp, (a) => ({ t: t } = app = a));

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const worker = () => {
  const drop = fileSmsTransport(tmpdir());
  return createOutboxWorker(
    t.db,
    { EMAIL: smtpTransport(smtp.url, 'BookOne <no-reply@bookone.example>'), SMS: drop, WHATSAPP: drop },
    { appUrl: () => 'https://bookone.test' },
  );
};
async function deliverDue() {
  const w = worker();
  while ((await w.runOnce()) > 0);
}
const mailsTo = (email: string) => smtp.received.filter((r) => r.to.includes(email));

/** The outbox rows about a record, oldest first. */
const about = (entity: string, id: number) =>
  t.db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.relatedEntity, entity), eq(outboxMessage.relatedId, String(id))))
    .orderBy(outboxMessage.id);

const HOUR = 3600_000;

describe('reservation messages', () => {
  it('confirms in the guest’s language with the time in the property’s zone; a move updates and re-schedules the reminder; a cancellation cancels it', async () => {
    const { SPA, spa } = app;
    const cat = await createCatalogue(t, SPA, { price: 80 });
    const date = openDayFrom(today, 4, addDays);
    const email = uniqueEmail('ana');
    const body = reservationBody(cat.offeringId, at(date, '10:00'));
    const r = await reserve(t, SPA, spa, {
      ...body,
      customer: { firstName: 'Anaïs', lastName: 'Martin', email, language: 'Français' },
    });

    let rows = await about('reservation', r.id);
    expect(rows.map((m) => [m.purpose, m.channel, m.status])).toEqual([
      ['RESERVATION_CONFIRMATION', 'EMAIL', 'PENDING'],
      ['RESERVATION_REMINDER', 'EMAIL', 'PENDING'],
    ]);
    // The reminder is not due before 24 hours ahead of the start.
    expect(rows[1]!.nextAttemptAt.getTime()).toBe(Date.parse(r.startsAt) - 24 * HOUR);

    await deliverDue();
    const [confirmation, ...more] = mailsTo(email);
    expect(more, 'the reminder is not sent before its time').toEqual([]);
    expect(confirmation!.mail.subject).toBe(
      `Votre réservation ${r.referenceNumber} chez Lotus Day Spa est confirmée`,
    );
    const when = new Intl.DateTimeFormat('fr', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(r.startsAt));
    expect(when).toContain('10:00');
    expect(confirmation!.mail.text).toContain(`Quand : ${when}.`);
    expect(confirmation!.mail.text).toContain(`Prestation : Massage`);
    const total = new Intl.NumberFormat('fr', { style: 'currency', currency: r.currency }).format(r.total);
    expect(confirmation!.mail.text).toContain(`Total : ${total}.`);
    expect(confirmation!.mail.text).toMatch(/contactez-nous : .*@/);
    expect(String(confirmation!.mail.html)).toContain('<html lang="fr">');

    // Moved to 14:00: an update, the 10:00 reminder cancelled with its reason, one for 14:00 scheduled.
    const moved = await t.api('POST', `/api/reservation/${r.id}/reschedule`, {
      token: spa,
      body: { lineId: r.lines[0]!.id, startsAt: at(date, '14:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<Reservation>();
    rows = await about('reservation', r.id);
    const reminders = rows.filter((m) => m.purpose === 'RESERVATION_REMINDER');
    expect(reminders.map((m) => m.status)).toEqual(['CANCELLED', 'PENDING']);
    expect(reminders[0]!.lastError).toMatch(/changed/);
    expect(reminders[1]!.nextAttemptAt.getTime()).toBe(Date.parse(after.startsAt) - 24 * HOUR);
    await deliverDue();
    const update = mailsTo(email).find((m) => m.mail.subject?.includes('a changé'));
    expect(update!.mail.text).toContain('14:00');

    // Cancelled: the guest is told, the reminder never goes.
    const cancel = await t.api('POST', `/api/reservation/${r.id}/cancel`, {
      token: spa,
      body: { reason: 'Malade' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    rows = await about('reservation', r.id);
    expect(rows.filter((m) => m.purpose === 'RESERVATION_REMINDER').map((m) => m.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
    await deliverDue();
    const cancelled = mailsTo(email).find((m) => m.mail.subject?.includes('est annulée'));
    expect(cancelled!.mail.text).toContain('Motif : Malade.');

    // The tracker shows them, about the reservation.
    const tracked = await t.api('GET', `/api/messages?search=${encodeURIComponent(email)}&size=50`, {
      token: await app.session('orgadmin@bookone.demo'),
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const listed = tracked.json<{ items: OutboxMessage[] }>().items;
    expect(
      listed
        .filter((m) => m.status === 'SENT')
        .map((m) => m.purpose)
        .sort(),
    ).toEqual(['RESERVATION_CANCELLATION', 'RESERVATION_CHANGE', 'RESERVATION_CONFIRMATION']);
    expect(listed.every((m) => m.relatedEntity === 'reservation' && m.relatedId === String(r.id))).toBe(true);
  });

  it('a due reminder is sent once even when two workers claim at the same time', async () => {
    const { SPA, spa } = app;
    const cat = await createCatalogue(t, SPA);
    const email = uniqueEmail('twice');
    const r = await reserve(t, SPA, spa, {
      ...reservationBody(cat.offeringId, at(openDayFrom(today, 5, addDays), '11:00')),
      customer: { firstName: 'Tom', lastName: 'Twice', email },
    });
    await deliverDue();
    // Its time has come (as if the clock had moved on).
    await t.db
      .update(outboxMessage)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(outboxMessage.relatedId, String(r.id)), eq(outboxMessage.purpose, 'RESERVATION_REMINDER')),
      );
    const [a, b] = [worker(), worker()];
    const claimed = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(claimed.reduce((s, n) => s + n, 0)).toBe(1);
    const reminders = mailsTo(email).filter((m) => m.mail.subject?.startsWith('Reminder: Lotus Day Spa'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.mail.text).toContain('A reminder of your reservation at Lotus Day Spa.');
  });

  it('settings: defaults until saved; a switched-off confirmation is not sent, the reminder hours apply; other tenants 404', async () => {
    const { SPA, spa } = app;
    const path = `/api/property/${SPA}/message-settings`;
    const first = await t.api('GET', path, { token: spa });
    expect(first.json<MessageSettings>()).toMatchObject({
      reservationConfirmation: true,
      reservationReminderHours: 24,
    });
    expectError(
      await t.api('PUT', path, {
        token: spa,
        body: { ...first.json<MessageSettings>(), reservationReminderHours: 0 },
      }),
      400,
      { fields: ['reservationReminderHours'] },
    );
    const saved = await t.api('PUT', path, {
      token: spa,
      body: { ...first.json<MessageSettings>(), reservationConfirmation: false, reservationReminderHours: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const cat = await createCatalogue(t, SPA);
      const r = await reserve(
        t,
        SPA,
        spa,
        reservationBody(cat.offeringId, at(openDayFrom(today, 3, addDays), '15:00')),
      );
      const rows = await about('reservation', r.id);
      expect(rows.map((m) => m.purpose)).toEqual(['RESERVATION_REMINDER']);
      expect(rows[0]!.nextAttemptAt.getTime()).toBe(Date.parse(r.startsAt) - 2 * HOUR);
      expectError(await t.api('GET', path, { token: await t.login(app.rival.manager.username) }), 404);
      expectError(
        await t.api('PUT', path, { token: await t.login(app.rival.manager.username), body: saved.json() }),
        404,
      );
    } finally {
      await t.api('PUT', path, { token: spa, body: first.json() });
    }
  });
});

describe('booking messages', () => {
  it('confirms a booking in the property’s language when the guest has none, updates it when amended, and a cancellation calls off the arrival reminder', async () => {
    const { HARBOUR, session } = app;
    const rt = await createRoomType(t, HARBOUR, await session.admin());
    const email = uniqueEmail('stay');
    const b = await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      arrival: day(10),
      departure: day(12),
      customer: { firstName: 'Ruth', lastName: 'Stay', email },
    });
    let rows = await about('booking', b.id);
    expect(rows.map((m) => [m.purpose, m.status])).toEqual([
      ['BOOKING_CONFIRMATION', 'PENDING'],
      ['ARRIVAL_REMINDER', 'PENDING'],
    ]);
    await deliverDue();
    const [got] = mailsTo(email);
    expect(got!.mail.subject).toBe(`Your booking ${b.bookingNumber} at Harbour View Hotel is confirmed`);
    const arrival = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${day(10)}T00:00:00Z`),
    );
    expect(got!.mail.text).toContain(`When: ${arrival} to `);
    expect(got!.mail.text).toContain('(2 nights)');
    expect(got!.mail.text).toContain(`What: ${rt.name}, 1 room, 2 adults.`);

    const amended = await t.api('POST', `/api/booking/${b.id}/amend`, {
      token: await session.desk(),
      body: { departure: day(13) },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    await deliverDue();
    const change = mailsTo(email).find((m) => m.mail.subject?.includes('has changed'));
    expect(change!.mail.text).toContain('(3 nights)');

    const cancel = await t.api('POST', `/api/booking/${b.id}/cancel`, {
      token: await session.desk(),
      body: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    rows = await about('booking', b.id);
    expect(rows.filter((m) => m.purpose === 'ARRIVAL_REMINDER').every((m) => m.status === 'CANCELLED')).toBe(
      true,
    );
    await deliverDue();
    expect(mailsTo(email).map((m) => m.mail.subject)).toContain(
      `Your booking ${b.bookingNumber} at Harbour View Hotel is cancelled`,
    );
  });

  it('an SMS goes too when the property holds the SMS subscription and the guest has a mobile number', async () => {
    const { HARBOUR, session } = app;
    const rt = await createRoomType(t, HARBOUR, await session.admin());
    const guest = { firstName: 'Sam', lastName: 'Text', email: uniqueEmail('sms'), phone: '+64 21 555 0142' };
    const before = await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      arrival: day(20),
      departure: day(21),
      customer: guest,
    });
    expect((await about('booking', before.id)).map((m) => m.channel)).not.toContain('SMS');
    const [sms] = await t.db.select().from(subscription).where(eq(subscription.name, 'SMS Host'));
    await t.db.insert(propertySubscription).values({ propertyId: HARBOUR, subscriptionId: sms!.id });
    try {
      const b = await createBooking(t, HARBOUR, await session.desk(), {
        roomTypeId: rt.id,
        arrival: day(22),
        departure: day(23),
        customer: { ...guest, email: uniqueEmail('sms') },
      });
      const texts = (await about('booking', b.id)).filter((m) => m.channel === 'SMS');
      expect(texts.map((m) => [m.purpose, m.recipient, m.status])).toEqual([
        ['BOOKING_CONFIRMATION', guest.phone, 'PENDING'],
        ['ARRIVAL_REMINDER', guest.phone, 'PENDING'],
      ]);
      expect(texts[0]!.body).toContain(`Reference: ${b.bookingNumber}.`);
    } finally {
      await t.db
        .delete(propertySubscription)
        .where(
          and(eq(propertySubscription.propertyId, HARBOUR), eq(propertySubscription.subscriptionId, sms!.id)),
        );
    }
  });
});
