import {
  cancelReservationSchema,
  idParam,
  reservationInputSchema,
  reservationListQuerySchema,
  reservationHistorySchema,
  reservationPageSchema,
  reservationTodaySchema,
  scheduleQuerySchema,
  scheduleSchema,
  reservationPaymentInputSchema,
  reservationQuoteRequestSchema,
  reservationQuoteSchema,
  reservationSchema,
  rescheduleInputSchema,
  slotDaySchema,
  slotSearchQuerySchema,
  slotTakenErrorSchema,
  instantToWallClock,
  type ReservationAction,
  type ReservationListItem,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import { SlotTakenError, type ReservationService } from './reservation.service';

const tags = ['reservations'];
const reservationParams = z.object({ reservationId: idParam });
const referenceParams = propertyParams.extend({ referenceNumber: z.string().trim().min(1).max(40) });
/** Create and reschedule answer a taken slot with the next free ones. */
const slotErrorResponses = { ...errorResponses, 409: slotTakenErrorSchema };

/** The 409 of a taken slot, with its next free slots; any other error goes to the error handler. */
async function orSlotTaken<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof SlotTakenError)) throw err;
    return reply
      .status(409)
      .send({ statusCode: 409, error: 'Conflict', message: err.message, nextSlots: err.nextSlots });
  }
}

const exportColumns = (timeZone: string): ExcelColumn<ReservationListItem>[] => {
  const local = (iso: string) => {
    const w = instantToWallClock(Date.parse(iso), timeZone);
    return `${w.date} ${w.time}`;
  };
  return [
    { header: 'Reference', width: 14, value: (r) => r.referenceNumber },
    { header: 'Starts', width: 18, value: (r) => local(r.startsAt) },
    { header: 'Ends', width: 18, value: (r) => local(r.endsAt) },
    { header: 'Status', width: 12, value: (r) => r.status },
    { header: 'Customer', width: 24, value: (r) => r.customerName },
    { header: 'Phone', width: 16, value: (r) => r.customerPhone },
    { header: 'Email', width: 26, value: (r) => r.customerEmail },
    { header: 'Offerings', width: 30, value: (r) => r.offerings },
    { header: 'Resources', width: 24, value: (r) => r.resources },
    { header: 'Persons', type: 'number', width: 9, value: (r) => r.persons },
    { header: 'Currency', width: 9, value: (r) => r.currency },
    { header: 'Total', type: 'money', width: 12, value: (r) => r.total },
  ];
};

const TRANSITIONS: { action: Exclude<ReservationAction, 'cancel'>; summary: string }[] = [
  { action: 'confirm', summary: 'Confirm a booked reservation' },
  { action: 'check-in', summary: 'The customer arrived: check in a booked or confirmed reservation' },
  { action: 'complete', summary: 'Complete a checked-in reservation' },
  {
    action: 'no-show',
    summary:
      'The customer did not come: mark a booked or confirmed reservation no-show (its places are freed)',
  },
];

export const reservationRoutes: FastifyPluginAsyncZod<{ reservations: ReservationService }> = async (
  app,
  { reservations },
) => {
  app.get(
    '/api/reservation/property/:propertyId/slots',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary:
          'Free slots of an offering on a day of the property (its time zone), for a resource or any; an empty list says why (PAST, TOO_FAR, NOT_OFFERED, CLOSED, NO_RESOURCE, FULL)',
        params: propertyParams,
        querystring: slotSearchQuerySchema,
        response: { 200: slotDaySchema, ...readErrorResponses },
      },
    },
    (req) => reservations.slots(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/reservation/property/:propertyId/schedule',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary:
          "The scheduler's days (from–to, property days, at most 7): the resources of the active services with their working hours (opening hours ∩ their own, minus breaks and time off) and the offerings each delivers, and the reservation lines that hold places",
        params: propertyParams,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleSchema, ...readErrorResponses },
      },
    },
    (req) => reservations.schedule(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/reservation/property/:propertyId/today',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary:
          "Today at a glance in the property's zone: reservations by status, the next arrivals, who is checked in, each bookable offering's free places from now on, and whether the plan allows creating",
        params: propertyParams,
        response: { 200: reservationTodaySchema, ...readErrorResponses },
      },
    },
    (req) => reservations.today(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/reservation/property/:propertyId',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary:
          "A page of the property's reservations (soonest first unless sorted), filtered by status, days, offering and resource, searched by number, customer name, phone or email",
        params: propertyParams,
        querystring: reservationListQuerySchema,
        response: { 200: reservationPageSchema, ...readErrorResponses },
      },
    },
    (req) => reservations.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/reservation/property/:propertyId/export',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary:
          'The same filter as the list, every row, as an .xlsx workbook (times in the property’s zone)',
        params: propertyParams,
        querystring: reservationListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today, timeZone } = await reservations.exportRows(
        actorOf(req),
        req.params.propertyId,
        req.query,
      );
      return sendExport(reply, {
        sheet: 'Reservations',
        file: 'reservations',
        date: today,
        columns: exportColumns(timeZone),
        rows,
      });
    },
  );

  app.get(
    '/api/reservation/property/:propertyId/reference/:referenceNumber',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary: 'A reservation by its reference number (RS-000123), with its customer and lines',
        params: referenceParams,
        response: { 200: reservationSchema, ...readErrorResponses },
      },
    },
    (req) => reservations.byReference(actorOf(req), req.params.propertyId, req.params.referenceNumber),
  );

  app.post(
    '/api/reservation/property/:propertyId',
    {
      config: { permission: 'reservation.write' },
      schema: {
        tags,
        summary:
          'Reserve one or more slots for a customer (picked or new): 409 with the next free slots when a slot was taken meanwhile; 403 on the Business Starter plan',
        params: propertyParams,
        body: reservationInputSchema,
        response: { 201: reservationSchema, ...slotErrorResponses },
      },
    },
    (req, reply) =>
      orSlotTaken(reply, async () =>
        reply.status(201).send(await reservations.create(actorOf(req), req.params.propertyId, req.body)),
      ),
  );

  app.post(
    '/api/reservation/property/:propertyId/quote',
    {
      config: { permission: 'reservation.write' },
      schema: {
        tags,
        summary:
          "What the reservation form would cost with its coupon code: the code's discount or why it does not apply; holds no slot, takes no use",
        params: propertyParams,
        body: reservationQuoteRequestSchema,
        response: { 200: reservationQuoteSchema, ...errorResponses },
      },
    },
    (req) => reservations.quote(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/reservation/:reservationId',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary: 'One reservation with its customer and lines',
        params: reservationParams,
        response: { 200: reservationSchema, ...readErrorResponses },
      },
    },
    (req) => reservations.get(actorOf(req), req.params.reservationId),
  );

  app.get(
    '/api/reservation/:reservationId/history',
    {
      config: { permission: 'reservation.read' },
      schema: {
        tags,
        summary:
          'The reservation’s history, newest first: its creation, reschedules, status changes and payments, with who and when',
        params: reservationParams,
        response: { 200: reservationHistorySchema, ...readErrorResponses },
      },
    },
    (req) => reservations.history(actorOf(req), req.params.reservationId),
  );

  app.post(
    '/api/reservation/:reservationId/reschedule',
    {
      config: { permission: 'reservation.write' },
      schema: {
        tags,
        summary:
          'Move a line to another free slot (and resource, or any): 409 with the next free slots when it is taken',
        params: reservationParams,
        body: rescheduleInputSchema,
        response: { 200: reservationSchema, ...slotErrorResponses },
      },
    },
    (req, reply) =>
      orSlotTaken(reply, () => reservations.reschedule(actorOf(req), req.params.reservationId, req.body)),
  );

  app.post(
    '/api/reservation/:reservationId/cancel',
    {
      config: { permission: 'reservation.write' },
      schema: {
        tags,
        summary: 'Cancel a booked or confirmed reservation with a reason; its places are freed',
        params: reservationParams,
        body: cancelReservationSchema,
        response: { 200: reservationSchema, ...errorResponses },
      },
    },
    (req) => reservations.transition(actorOf(req), req.params.reservationId, 'cancel', req.body),
  );

  app.post(
    '/api/reservation/:reservationId/payment',
    {
      // reservation.write, not payment.write: whoever runs reservations takes their money at the counter (the
      // issue's spa clerk, PROP_SERVICE, has no payment.write); only this reservation's balance can be paid here.
      config: { permission: 'reservation.write' },
      schema: {
        tags,
        summary:
          "Take a payment for the reservation (Paid, in its currency, dated today in the property's zone unless given): permission reservation.write, which the service staff hold without the payments module's payment.write; 409 when cancelled or no-show, or beyond the balance",
        params: reservationParams,
        body: reservationPaymentInputSchema,
        response: { 200: reservationSchema, ...errorResponses },
      },
    },
    (req) => reservations.pay(actorOf(req), req.params.reservationId, req.body),
  );

  for (const { action, summary } of TRANSITIONS)
    app.post(
      `/api/reservation/:reservationId/${action}`,
      {
        config: { permission: 'reservation.write' },
        schema: {
          tags,
          summary,
          params: reservationParams,
          response: { 200: reservationSchema, ...errorResponses },
        },
      },
      (req) => reservations.transition(actorOf(req), req.params.reservationId, action),
    );
};
