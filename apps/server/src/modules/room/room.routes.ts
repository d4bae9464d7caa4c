import {
  facilityInputSchema,
  facilitySchema,
  idParam,
  messageSchema,
  partialUpdate,
  ratePlanInputSchema,
  ratePlanSchema,
  roomInputSchema,
  roomListQuerySchema,
  roomSchema,
  roomServiceInputSchema,
  roomStatusInputSchema,
  roomTypeImageSchema,
  roomTypeInputSchema,
  roomTypeSchema,
  updateRatePlanSchema,
  updateRoomSchema,
  updateRoomTypeImageSchema,
  updateRoomTypeSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams, uploadErrorResponses } from '../../lib/route';
import { readImageUpload } from '../../lib/images';
import type { RoomService } from './room.service';

const roomTypeParams = z.object({ roomTypeId: idParam });
const imageParams = roomTypeParams.extend({ imageId: idParam });
const roomParams = z.object({ roomId: idParam });
const facilityParams = z.object({ facilityId: idParam });
const planParams = z.object({ planId: idParam });

export const roomRoutes: FastifyPluginAsyncZod<{ rooms: RoomService }> = async (app, { rooms }) => {
  // ------------------------------------------------------------------ room types
  app.get(
    '/api/room/property/:propertyId/room-types',
    {
      config: { permission: 'room.read' },
      schema: {
        tags: ['room types'],
        summary: "A property's room types with their facilities and room counts",
        params: propertyParams,
        response: { 200: z.array(roomTypeSchema), ...errorResponses },
      },
    },
    (req) => rooms.listRoomTypes(actorOf(req), req.params.propertyId),
  );

  app.post(
    '/api/room/property/:propertyId/room-types',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['room types'],
        summary: 'Create a room type; its next 365 days of rates are generated from the base price',
        params: propertyParams,
        body: roomTypeInputSchema,
        response: { 201: roomTypeSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await rooms.createRoomType(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/room/room-types/:roomTypeId',
    {
      config: { permission: 'room.read' },
      schema: {
        tags: ['room types'],
        summary: 'One room type',
        params: roomTypeParams,
        response: { 200: roomTypeSchema, ...errorResponses },
      },
    },
    (req) => rooms.getRoomType(actorOf(req), req.params.roomTypeId),
  );

  app.put(
    '/api/room/room-types/:roomTypeId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['room types'],
        summary:
          'Edit a room type (only the fields sent change); a new number of rooms adjusts the totals from today, a new base price moves the dates still at the old one',
        params: roomTypeParams,
        body: updateRoomTypeSchema,
        response: { 200: roomTypeSchema, ...errorResponses },
      },
    },
    (req) => rooms.updateRoomType(actorOf(req), req.params.roomTypeId, req.body),
  );

  app.delete(
    '/api/room/room-types/:roomTypeId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['room types'],
        summary:
          'Delete a room type with its rooms, plans and rates (409 while bookings or holds are to come)',
        params: roomTypeParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => rooms.deleteRoomType(actorOf(req), req.params.roomTypeId),
  );

  // ------------------------------------------------------------------ room type images
  app.get(
    '/api/room/room-types/:roomTypeId/images',
    {
      config: { permission: 'room.read' },
      schema: {
        tags: ['room types'],
        summary: "A room type's gallery, by order",
        params: roomTypeParams,
        response: { 200: z.array(roomTypeImageSchema), ...errorResponses },
      },
    },
    (req) => rooms.listRoomTypeImages(actorOf(req), req.params.roomTypeId),
  );

  app.post(
    '/api/room/room-types/:roomTypeId/images',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['room types'],
        summary:
          'Add a room type image (multipart "file", PNG/JPEG/GIF/WebP, at most 5 MB; optional "caption" before it); per room type at most 1 on Business Starter, 40 on Premium and Essentials (409 beyond)',
        consumes: ['multipart/form-data'],
        params: roomTypeParams,
        response: { 201: roomTypeImageSchema, ...uploadErrorResponses },
      },
    },
    async (req, reply) => {
      const image = await rooms.addRoomTypeImage(
        actorOf(req),
        req.params.roomTypeId,
        await readImageUpload(req),
      );
      return reply.status(201).send(image);
    },
  );

  app.put(
    '/api/room/room-types/:roomTypeId/images/:imageId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['room types'],
        summary: 'Caption, main image, order of a room type image',
        params: imageParams,
        body: updateRoomTypeImageSchema,
        response: { 200: roomTypeImageSchema, ...errorResponses },
      },
    },
    (req) => rooms.updateRoomTypeImage(actorOf(req), req.params.roomTypeId, req.params.imageId, req.body),
  );

  app.delete(
    '/api/room/room-types/:roomTypeId/images/:imageId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['room types'],
        summary: 'Delete a room type image and its file',
        params: imageParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => rooms.deleteRoomTypeImage(actorOf(req), req.params.roomTypeId, req.params.imageId),
  );

  // ------------------------------------------------------------------ rooms
  app.get(
    '/api/room/property/:propertyId/rooms',
    {
      config: { permission: 'room.read' },
      schema: {
        tags: ['rooms'],
        summary: "A property's physical rooms, by floor and number",
        params: propertyParams,
        querystring: roomListQuerySchema,
        response: { 200: z.array(roomSchema), ...errorResponses },
      },
    },
    (req) => rooms.listRooms(actorOf(req), req.params.propertyId, req.query.roomTypeId),
  );

  app.post(
    '/api/room/property/:propertyId/rooms',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['rooms'],
        summary: 'Add a physical room to a room type (at most its number of rooms)',
        params: propertyParams,
        body: roomInputSchema,
        response: { 201: roomSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await rooms.createRoom(actorOf(req), req.params.propertyId, req.body)),
  );

  app.put(
    '/api/room/rooms/:roomId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['rooms'],
        summary: 'Edit a room',
        params: roomParams,
        body: updateRoomSchema,
        response: { 200: roomSchema, ...errorResponses },
      },
    },
    (req) => rooms.updateRoom(actorOf(req), req.params.roomId, req.body),
  );

  app.delete(
    '/api/room/rooms/:roomId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['rooms'],
        summary: 'Delete a room',
        params: roomParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => rooms.deleteRoom(actorOf(req), req.params.roomId),
  );

  app.put(
    '/api/room/rooms/:roomId/status',
    {
      config: { permission: 'room.status' },
      schema: {
        tags: ['rooms'],
        summary: 'Set the housekeeping status',
        params: roomParams,
        body: roomStatusInputSchema,
        response: { 200: roomSchema, ...errorResponses },
      },
    },
    (req) => rooms.setRoomStatus(actorOf(req), req.params.roomId, req.body.status),
  );

  app.put(
    '/api/room/rooms/:roomId/service',
    {
      config: { permission: 'room.status' },
      schema: {
        tags: ['rooms'],
        summary:
          'Put a room out of order or back in service; the room type sells one room fewer (or more) from today',
        params: roomParams,
        body: roomServiceInputSchema,
        response: { 200: roomSchema, ...errorResponses },
      },
    },
    (req) => rooms.setRoomService(actorOf(req), req.params.roomId, req.body),
  );

  // ------------------------------------------------------------------ facilities
  app.get(
    '/api/room/facilities/organisation/:organisationId',
    {
      config: { permission: 'facility.read' },
      schema: {
        tags: ['room facilities'],
        summary: "An organisation's room-facility catalogue",
        params: z.object({ organisationId: idParam }),
        response: { 200: z.array(facilitySchema), ...errorResponses },
      },
    },
    (req) => rooms.listFacilities(actorOf(req), req.params.organisationId),
  );

  app.post(
    '/api/room/facilities/organisation/:organisationId',
    {
      config: { permission: 'facility.write' },
      schema: {
        tags: ['room facilities'],
        summary: 'Add a facility to the catalogue',
        params: z.object({ organisationId: idParam }),
        body: facilityInputSchema,
        response: { 201: facilitySchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await rooms.createFacility(actorOf(req), req.params.organisationId, req.body)),
  );

  app.put(
    '/api/room/facilities/:facilityId',
    {
      config: { permission: 'facility.write' },
      schema: {
        tags: ['room facilities'],
        summary: 'Edit a facility',
        params: facilityParams,
        body: partialUpdate(facilityInputSchema),
        response: { 200: facilitySchema, ...errorResponses },
      },
    },
    (req) => rooms.updateFacility(actorOf(req), req.params.facilityId, req.body),
  );

  app.delete(
    '/api/room/facilities/:facilityId',
    {
      config: { permission: 'facility.write' },
      schema: {
        tags: ['room facilities'],
        summary: 'Remove a facility (and from every room type)',
        params: facilityParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => rooms.deleteFacility(actorOf(req), req.params.facilityId),
  );

  // ------------------------------------------------------------------ rate plans
  app.get(
    '/api/room/room-types/:roomTypeId/plans',
    {
      config: { permission: 'room.read' },
      schema: {
        tags: ['rate plans'],
        summary: "A room type's rate plans",
        params: roomTypeParams,
        response: { 200: z.array(ratePlanSchema), ...errorResponses },
      },
    },
    (req) => rooms.listPlans(actorOf(req), req.params.roomTypeId),
  );

  app.post(
    '/api/room/room-types/:roomTypeId/plans',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['rate plans'],
        summary: 'Add a rate plan: a fixed amount or a deviation (amount or percent) from the standard rate',
        params: roomTypeParams,
        body: ratePlanInputSchema,
        response: { 201: ratePlanSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await rooms.createPlan(actorOf(req), req.params.roomTypeId, req.body)),
  );

  app.put(
    '/api/room/plans/:planId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['rate plans'],
        summary: 'Edit a rate plan (only the fields sent change)',
        params: planParams,
        body: updateRatePlanSchema,
        response: { 200: ratePlanSchema, ...errorResponses },
      },
    },
    (req) => rooms.updatePlan(actorOf(req), req.params.planId, req.body),
  );

  app.delete(
    '/api/room/plans/:planId',
    {
      config: { permission: 'room.write' },
      schema: {
        tags: ['rate plans'],
        summary: 'Delete a rate plan',
        params: planParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => rooms.deletePlan(actorOf(req), req.params.planId),
  );
};
