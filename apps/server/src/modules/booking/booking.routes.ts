import {
  allocateSchema,
  amendBookingSchema,
  auditEntrySchema,
  availableRoomSchema,
  bookingCreateSchema,
  bookingDetailsSchema,
  bookingDetailsViewSchema,
  bookingListQuerySchema,
  bookingPageSchema,
  bookingQuoteRequestSchema,
  bookingQuoteSchema,
  bookingSchema,
  bookingServiceSchema,
  calendarQuerySchema,
  calendarSchema,
  cancelBookingSchema,
  checkInSchema,
  checkOutPreviewSchema,
  folioSchema,
  frontDeskSchema,
  groupBookingCreateSchema,
  idParam,
  roomShiftSchema,
  serviceInputSchema,
  type Booking,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams } from '../../lib/route';
import { sendExport, type ExcelColumn } from '../../lib/excel';
import type { BookingService } from './booking.service';

const tags = ['bookings'];
const bookingParams = z.object({ bookingId: idParam });
const groupParams = z.object({ propertyId: idParam, groupReference: z.string().trim().min(1).max(60) });
const read = { permission: 'booking.read' } as const;
const write = { permission: 'booking.write' } as const;

/** The columns of the bookings export: what the list shows, numbers kept as numbers. */
const EXPORT_COLUMNS: ExcelColumn<Booking>[] = [
  { header: 'Booking number', width: 20, value: (b) => b.bookingNumber },
  { header: 'Status', value: (b) => b.status },
  { header: 'Guest', width: 24, value: (b) => b.guestName },
  { header: 'Email', width: 28, value: (b) => b.guestEmail },
  { header: 'Phone', width: 18, value: (b) => b.guestPhone },
  { header: 'Room type', width: 20, value: (b) => b.roomTypeName },
  { header: 'Rooms allocated', width: 18, value: (b) => b.allocations.map((a) => a.roomNumber).join(', ') },
  { header: 'Arrival', type: 'date', value: (b) => b.arrival },
  { header: 'Departure', type: 'date', value: (b) => b.departure },
  { header: 'Nights', type: 'number', value: (b) => b.nights },
  { header: 'Rooms', type: 'number', value: (b) => b.rooms },
  { header: 'Adults', type: 'number', value: (b) => b.adults },
  { header: 'Children', type: 'number', value: (b) => b.children },
  { header: 'Source', width: 16, value: (b) => b.source },
  { header: 'External reference', width: 20, value: (b) => b.externalReference },
  { header: 'Currency', value: (b) => b.currency },
  { header: 'Discount', type: 'money', value: (b) => b.discountAmount },
  { header: 'Tax', type: 'money', value: (b) => b.tax },
  { header: 'Total', type: 'money', value: (b) => b.total },
  { header: 'Services', type: 'money', value: (b) => b.servicesTotal },
  { header: 'Expenses', type: 'money', value: (b) => b.expensesTotal },
  { header: 'Paid', type: 'money', value: (b) => b.paid },
  { header: 'Balance', type: 'money', value: (b) => b.balance },
  { header: 'Group', value: (b) => b.groupReference },
  { header: 'Created by', width: 20, value: (b) => b.createdByName },
  { header: 'Created', width: 22, value: (b) => b.createdAt },
];

export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingService }> = async (
  app,
  { bookings },
) => {
  // ---------------------------------------------------------------- property-level

  app.get(
    '/api/booking/property/:propertyId',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the property's bookings with their allocations: filter by status (comma-separated), arrival or stay range, today's arrivals/in house/departures, customer, room type, group; search by number, external reference, guest name, email or phone",
        params: propertyParams,
        querystring: bookingListQuerySchema,
        response: { 200: bookingPageSchema, ...errorResponses },
      },
    },
    (req) => bookings.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/booking/property/:propertyId/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The filtered list (same filters as the list, no paging) as an .xlsx download',
        params: propertyParams,
        querystring: bookingListQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { today, rows } = await bookings.exportList(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Bookings',
        file: 'bookings',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
        totals: true,
      });
    },
  );

  app.post(
    '/api/booking/property/:propertyId',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create a booking (CONFIRMED takes rooms, 409 when sold out; ENQUIRY takes none) with a live quote, the discount (capped by the user), an advance payment and the next booking number',
        params: propertyParams,
        body: bookingCreateSchema,
        response: { 201: bookingSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await bookings.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.post(
    '/api/booking/property/:propertyId/quote',
    {
      config: read,
      schema: {
        tags,
        summary:
          'What the booking form would cost (discount capped by the user) and whether the rooms are free; takes nothing',
        params: propertyParams,
        body: bookingQuoteRequestSchema,
        response: { 200: bookingQuoteSchema, ...errorResponses },
      },
    },
    (req) => bookings.quote(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/booking/property/:propertyId/calendar',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Tape chart: rooms by type and the bookings of the range (at most 62 days) with their allocations',
        params: propertyParams,
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, ...errorResponses },
      },
    },
    (req) => bookings.calendar(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/booking/property/:propertyId/front-desk',
    {
      config: read,
      schema: {
        tags,
        summary: "Today's arrivals, departures and in-house guests (the property's time zone)",
        params: propertyParams,
        response: { 200: frontDeskSchema, ...errorResponses },
      },
    },
    (req) => bookings.frontDesk(actorOf(req), req.params.propertyId),
  );

  app.post(
    '/api/booking/property/:propertyId/group',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create a group: one booking per line, one guest and stay, one transaction (409 names the sold-out line)',
        params: propertyParams,
        body: groupBookingCreateSchema,
        response: { 201: z.array(bookingSchema), ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await bookings.createGroup(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/booking/property/:propertyId/group/:groupReference',
    {
      config: read,
      schema: {
        tags,
        summary: 'The bookings of a group',
        params: groupParams,
        response: { 200: z.array(bookingSchema), ...errorResponses },
      },
    },
    (req) => bookings.group(actorOf(req), req.params.propertyId, req.params.groupReference),
  );

  for (const [path, action, summary] of [
    [
      'check-in',
      'CHECK_IN',
      'Check in every confirmed booking of the group (each must have its rooms): all or none',
    ],
    [
      'check-out',
      'CHECK_OUT',
      'Check out every in-house booking of the group (each balance settled): all or none',
    ],
  ] as const) {
    app.post(
      `/api/booking/property/:propertyId/group/:groupReference/${path}`,
      {
        config: write,
        schema: {
          tags,
          summary,
          params: groupParams,
          response: { 200: z.array(bookingSchema), ...errorResponses },
        },
      },
      (req) => bookings.groupAction(actorOf(req), req.params.propertyId, req.params.groupReference, action),
    );
  }

  // ---------------------------------------------------------------- one booking

  app.get(
    '/api/booking/:bookingId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One booking with its guest, room type, allocations and amounts',
        params: bookingParams,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.get(actorOf(req), req.params.bookingId),
  );

  app.put(
    '/api/booking/:bookingId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change guest, source, references, notes and the discount (capped by the user; re-priced)',
        params: bookingParams,
        body: bookingDetailsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.updateDetails(actorOf(req), req.params.bookingId, req.body),
  );

  app.get(
    '/api/booking/:bookingId/details',
    {
      config: read,
      schema: {
        tags,
        summary: 'The booking, its services, folio and group, for the details page',
        params: bookingParams,
        response: { 200: bookingDetailsViewSchema, ...errorResponses },
      },
    },
    (req) => bookings.details(actorOf(req), req.params.bookingId),
  );

  app.post(
    '/api/booking/:bookingId/cancel',
    {
      config: write,
      schema: {
        tags,
        summary: 'Cancel a booking with a reason; its rooms go back on sale and its allocations are released',
        params: bookingParams,
        body: cancelBookingSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.cancel(actorOf(req), req.params.bookingId, req.body),
  );

  app.get(
    '/api/booking/:bookingId/check-out',
    {
      config: read,
      schema: {
        tags,
        summary:
          'What a check-out now would change: early, the nights removed and the re-priced charges; the balance or ' +
          'credit that results (409 when the booking may not be checked out)',
        params: bookingParams,
        response: { 200: checkOutPreviewSchema, ...errorResponses },
      },
    },
    (req) => bookings.checkOutPreview(actorOf(req), req.params.bookingId),
  );

  const simple = [
    [
      'confirm',
      'Confirm an enquiry: re-quoted, and its rooms taken (409 when sold out)',
      (a, id) => bookings.confirm(a, id),
    ],
    [
      'void',
      'Void a booking without allocated rooms; its nights go back on sale',
      (a, id) => bookings.close(a, id, 'VOID'),
    ],
    [
      'no-show',
      'Mark a booking without allocated rooms a no-show; its nights go back on sale',
      (a, id) => bookings.close(a, id, 'NO_SHOW'),
    ],
    ['release', 'Release the allocated rooms (not once checked in)', (a, id) => bookings.release(a, id)],
    [
      'check-out',
      'Check out (409 with the amount while a balance is owed); rooms become NOT_READY; early: the stay ends today',
      (a, id) => bookings.checkOut(a, id),
    ],
    [
      'undo-check-out',
      'Undo a check-out made today (property time zone)',
      (a, id) => bookings.undoCheckOut(a, id),
    ],
  ] as const satisfies readonly [
    string,
    string,
    (a: ReturnType<typeof actorOf>, id: number) => Promise<Booking>,
  ][];
  for (const [path, summary, run] of simple) {
    app.post(
      `/api/booking/:bookingId/${path}`,
      {
        config: write,
        schema: { tags, summary, params: bookingParams, response: { 200: bookingSchema, ...errorResponses } },
      },
      (req) => run(actorOf(req), req.params.bookingId),
    );
  }

  app.get(
    '/api/booking/:bookingId/available-rooms',
    {
      config: read,
      schema: {
        tags,
        summary: "Rooms (or beds) of the booking's type free for all its nights, clean ones first",
        params: bookingParams,
        response: { 200: z.array(availableRoomSchema), ...errorResponses },
      },
    },
    (req) => bookings.availableRooms(actorOf(req), req.params.bookingId),
  );

  app.post(
    '/api/booking/:bookingId/allocate',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Allocate exactly as many rooms (beds) as booked, replacing the allocation; 409 when one is taken',
        params: bookingParams,
        body: allocateSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.allocate(actorOf(req), req.params.bookingId, req.body),
  );

  app.post(
    '/api/booking/:bookingId/check-in',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Check in, optionally allocating the picked rooms first (clean ones, exactly as many as booked); rooms become OCCUPIED',
        params: bookingParams,
        // Optional: a check-in of a booking with its rooms may be posted without a body.
        body: checkInSchema.nullish(),
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.checkIn(actorOf(req), req.params.bookingId, req.body ?? {}),
  );

  app.post(
    '/api/booking/:bookingId/amend',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change dates, room type, plan, rooms or guests: re-quoted, inventory moved in one transaction (409 when sold out, nothing changed)',
        params: bookingParams,
        body: amendBookingSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.amend(actorOf(req), req.params.bookingId, req.body),
  );

  app.post(
    '/api/booking/:bookingId/room-shift',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Move an allocation to another room (ROOM_SHIFT) or, with changeCategory, a room of another type (ROOM_CATEGORY_CHANGE, re-priced)',
        params: bookingParams,
        body: roomShiftSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.roomShift(actorOf(req), req.params.bookingId, req.body),
  );

  app.get(
    '/api/booking/:bookingId/audit',
    {
      config: read,
      schema: {
        tags,
        summary: 'What happened to the booking, by whom and when (newest first)',
        params: bookingParams,
        response: { 200: z.array(auditEntrySchema), ...errorResponses },
      },
    },
    (req) => bookings.audit(actorOf(req), req.params.bookingId),
  );

  app.get(
    '/api/booking/:bookingId/services',
    {
      config: read,
      schema: {
        tags,
        summary: 'Add-on services on the folio',
        params: bookingParams,
        response: { 200: z.array(bookingServiceSchema), ...errorResponses },
      },
    },
    (req) => bookings.services(actorOf(req), req.params.bookingId),
  );

  app.post(
    '/api/booking/:bookingId/services',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a service to the folio (updates servicesTotal)',
        params: bookingParams,
        body: serviceInputSchema,
        response: { 201: bookingServiceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await bookings.addService(actorOf(req), req.params.bookingId, req.body)),
  );

  app.delete(
    '/api/booking/:bookingId/services/:serviceId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a service from the folio (updates servicesTotal); answers the booking',
        params: z.object({ bookingId: idParam, serviceId: idParam }),
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    (req) => bookings.removeService(actorOf(req), req.params.bookingId, req.params.serviceId),
  );

  app.get(
    '/api/booking/:bookingId/folio',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Charges (room, extras, discount, tax, services, expenses), payments and refunds, and the balance',
        params: bookingParams,
        response: { 200: folioSchema, ...errorResponses },
      },
    },
    (req) => bookings.folio(actorOf(req), req.params.bookingId),
  );
};
