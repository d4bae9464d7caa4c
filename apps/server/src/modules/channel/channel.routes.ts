import {
  channelConnectionInputSchema,
  channelConnectionListSchema,
  channelConnectionParams,
  channelConnectionSchema,
  channelConnectionUpdateSchema,
  channelInputSchema,
  channelListQuerySchema,
  channelMappingsInputSchema,
  channelPageSchema,
  channelReservationListQuerySchema,
  channelReservationPageSchema,
  channelSchema,
  channelSyncHealthSchema,
  idParam,
  messageSchema,
  type Channel,
  type ChannelReservation,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { EXPORT_READ_ROWS, sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { ChannelService } from './channel.service';

const tags = ['channels'];
const channelParams = z.object({ channelId: idParam });
const manage = { permission: 'channel.manage' } as const;
const read = { permission: 'channel.read' } as const;
const connect = { permission: 'channel.connect' } as const;
const GATE =
  'The property must hold the Channel Management subscription (403 with messageKey validation.noChannelSubscription)';

const CHANNEL_COLUMNS: ExcelColumn<Channel>[] = [
  { header: 'Name', width: 26, value: (c) => c.name },
  { header: 'Adapter', width: 12, value: (c) => c.adapterKind },
  { header: 'Booking source', width: 18, value: (c) => c.bookingSource },
  { header: 'Status', width: 10, value: (c) => c.status },
  { header: 'Website', width: 30, value: (c) => c.website },
  { header: 'Email', width: 26, value: (c) => c.email },
  { header: 'Contact number', width: 16, value: (c) => c.contactNumber },
  { header: 'Connected properties', type: 'number', width: 12, value: (c) => c.connections },
  { header: 'Created', width: 22, value: (c) => c.createdAt },
];

// The original's external reservation list columns, then what a human checks.
const RESERVATION_COLUMNS: ExcelColumn<ChannelReservation>[] = [
  { header: 'Id', type: 'number', width: 8, value: (r) => r.id },
  { header: 'Channel', width: 20, value: (r) => r.channelName },
  { header: 'Channel ID', type: 'number', width: 10, value: (r) => r.channelId },
  { header: 'External Transaction ID', width: 24, value: (r) => r.externalTransactionId },
  { header: 'OTA Reservation ID', width: 24, value: (r) => r.externalId },
  { header: 'BookOne Reservation', width: 16, value: (r) => r.bookingNumber },
  { header: 'Created', width: 22, value: (r) => r.createdAt },
  { header: 'Updated', width: 22, value: (r) => r.updatedAt },
  { header: 'Status', width: 12, value: (r) => r.status },
  { header: 'Payload Type', width: 10, value: (r) => r.payloadType },
  { header: 'Check-in', type: 'date', width: 12, value: (r) => r.checkinDate },
  { header: 'Check-out', type: 'date', width: 12, value: (r) => r.checkoutDate },
  { header: 'Guest', width: 22, value: (r) => r.guestName },
  { header: 'Persons', type: 'number', width: 8, value: (r) => r.noOfPerson },
  { header: 'Total', type: 'money', width: 12, value: (r) => r.totalAmount },
  { header: 'Paid', type: 'money', width: 12, value: (r) => r.paidAmount },
  { header: 'Problem', width: 40, value: (r) => r.problem },
];

export const channelRoutes: FastifyPluginAsyncZod<{ channels: ChannelService }> = async (
  app,
  { channels },
) => {
  // ---------------------------------------------------------------- the catalogue (platform)
  app.get(
    '/api/channel',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'A page of the platform catalogue of OTA channels (by name unless sorted), filtered by status and adapter ' +
          'kind, searched by name, website or email, with the number of properties connected to each',
        querystring: channelListQuerySchema,
        response: { 200: channelPageSchema, ...readErrorResponses },
      },
    },
    (req) => channels.listChannels(req.query),
  );

  app.get(
    '/api/channel/export',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The same filter as the catalogue list, every row, as an .xlsx workbook',
        querystring: channelListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) =>
      sendExport(reply, {
        sheet: 'Channels',
        file: 'channels',
        date: new Date().toISOString().slice(0, 10),
        columns: CHANNEL_COLUMNS,
        rows: await channels.exportChannels(req.query, EXPORT_READ_ROWS),
      }),
  );

  app.get(
    '/api/channel/choices',
    {
      config: read,
      schema: {
        tags,
        summary: 'The ACTIVE channels of the catalogue, by name: what a property may connect to',
        response: { 200: channelPageSchema, ...readErrorResponses },
      },
    },
    () => channels.listChannels({ page: 0, size: 200, order: 'asc', status: 'ACTIVE' }),
  );

  app.post(
    '/api/channel',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Add a channel to the catalogue (its adapter kind names the connector it runs on); 409 for a name in use',
        body: channelInputSchema,
        response: { 201: channelSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await channels.createChannel(req.body)),
  );

  app.get(
    '/api/channel/:channelId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'One channel of the catalogue',
        params: channelParams,
        response: { 200: channelSchema, ...readErrorResponses },
      },
    },
    (req) => channels.getChannel(req.params.channelId),
  );

  app.put(
    '/api/channel/:channelId',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Change a channel of the catalogue; an INACTIVE channel stops every connection's pushes (they stay " +
          'connected), and its connections push their year again when it changes',
        params: channelParams,
        body: channelInputSchema,
        response: { 200: channelSchema, ...errorResponses },
      },
    },
    (req) => channels.updateChannel(req.params.channelId, req.body),
  );

  app.delete(
    '/api/channel/:channelId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a channel no property is connected to (409 otherwise: make it INACTIVE)',
        params: channelParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      await channels.deleteChannel(req.params.channelId);
      return { message: 'Channel deleted' };
    },
  );

  // ---------------------------------------------------------------- a property's connections
  app.get(
    '/api/channel/property/:propertyId/connection',
    {
      config: read,
      schema: {
        tags,
        summary: `The property's channel connections with their mappings and last sync. ${GATE}`,
        params: propertyParams,
        response: { 200: channelConnectionListSchema, ...readErrorResponses },
      },
    },
    (req) => channels.connections(actorOf(req), req.params.propertyId),
  );

  app.post(
    '/api/channel/property/:propertyId/connection',
    {
      config: connect,
      schema: {
        tags,
        summary:
          'Connect the property to an ACTIVE channel of the catalogue with its fees, rate adjustment and stop-sell ' +
          `(409 when already connected); the next year of availability and rates is pushed. ${GATE}`,
        params: propertyParams,
        body: channelConnectionInputSchema,
        response: { 201: channelConnectionSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await channels.connect(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/channel/property/:propertyId/connection/:connectionId',
    {
      config: read,
      schema: {
        tags,
        summary: `One connection of the property. ${GATE}`,
        params: channelConnectionParams,
        response: { 200: channelConnectionSchema, ...readErrorResponses },
      },
    },
    (req) => channels.connection(actorOf(req), req.params.propertyId, req.params.connectionId),
  );

  app.patch(
    '/api/channel/property/:propertyId/connection/:connectionId',
    {
      config: connect,
      schema: {
        tags,
        summary:
          'Change the fees, rate adjustment, stop-sell or status of a connection; a change of what the channel ' +
          `sells pushes the next year. ${GATE}`,
        params: channelConnectionParams,
        body: channelConnectionUpdateSchema,
        response: { 200: channelConnectionSchema, ...errorResponses },
      },
    },
    (req) => channels.configure(actorOf(req), req.params.propertyId, req.params.connectionId, req.body),
  );

  app.delete(
    '/api/channel/property/:propertyId/connection/:connectionId',
    {
      config: connect,
      schema: {
        tags,
        summary: `Disconnect the property from the channel (its mappings, log and sync history go with it). ${GATE}`,
        params: channelConnectionParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      await channels.disconnect(actorOf(req), req.params.propertyId, req.params.connectionId);
      return { message: 'Disconnected' };
    },
  );

  app.put(
    '/api/channel/property/:propertyId/connection/:connectionId/mappings',
    {
      config: connect,
      schema: {
        tags,
        summary:
          "Replace the connection's mappings: each room type (and optionally one of its rate plans) with its codes " +
          `at the channel and its own stop-sell; the next year is pushed. ${GATE}`,
        params: channelConnectionParams,
        body: channelMappingsInputSchema,
        response: { 200: channelConnectionSchema, ...errorResponses },
      },
    },
    (req) => channels.map(actorOf(req), req.params.propertyId, req.params.connectionId, req.body),
  );

  app.get(
    '/api/channel/property/:propertyId/connection/:connectionId/health',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Sync health of a connection: last sync and last success, the next push and the range waiting, the ' +
          `overbookings, the recent errors with their payloads and the recent exchanges. ${GATE}`,
        params: channelConnectionParams,
        response: { 200: channelSyncHealthSchema, ...readErrorResponses },
      },
    },
    (req) => channels.health(actorOf(req), req.params.propertyId, req.params.connectionId),
  );

  app.get(
    '/api/channel/property/:propertyId/reservations',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The reservations channels sent the property (latest first unless sorted), filtered by connection and ' +
          `status (OVERBOOKED: not held by a booking), searched by reservation ids, guest name or email. ${GATE}`,
        params: propertyParams,
        querystring: channelReservationListQuerySchema,
        response: { 200: channelReservationPageSchema, ...readErrorResponses },
      },
    },
    (req) => channels.reservations(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/channel/property/:propertyId/reservations/export',
    {
      config: read,
      schema: {
        tags,
        summary: `The same filter as the reservations log, every row, as an .xlsx workbook. ${GATE}`,
        params: propertyParams,
        querystring: channelReservationListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await channels.exportReservations(
        actorOf(req),
        req.params.propertyId,
        req.query,
        EXPORT_READ_ROWS,
      );
      return sendExport(reply, {
        sheet: 'Channel reservations',
        file: 'channel-reservations',
        date: today,
        columns: RESERVATION_COLUMNS,
        rows,
      });
    },
  );
};
