import {
  ACCOMMODATION,
  addDays,
  canAddImage,
  type Facility,
  type FacilityInput,
  maxImagesFor,
  type RatePlan,
  type RatePlanInput,
  type Room,
  type RoomInput,
  type RoomStatus,
  type RoomType,
  type RoomTypeImage,
  roomTypeImageLimitMessage,
  type RoomTypeInput,
  todayIn,
  type UpdateRatePlanInput,
  type UpdateRoomInput,
  type UpdateRoomTypeImageInput,
  type UpdateRoomTypeInput,
  VALIDATION_KEYS,
} from '@bookone/domain';

import { inTurn, type Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertImage, removeUpload, storeImage, type UploadedFile } from '../../lib/images';
import { reachableProperty } from '../../lib/property-access';
import { canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { enqueueChannelPush } from '../channel-push/channel-push.service';
import type { PropertyRow } from '../property/property.repository';
import { findPropertyRow, refreshOnboardingStatus } from '../property/property.service';
import {
  clearMainRoomTypeImage,
  countRoomTypeImages,
  deleteRoomTypeImageRow,
  findRoomTypeImageRow,
  imagesOf,
  insertRoomTypeImage,
  lockRoomType,
  toRoomTypeImage,
  updateRoomTypeImageRow,
  deleteFacilityRow,
  deleteRatePlanRow,
  deleteRoomRow,
  deleteRoomTypeRow,
  ensureDailyRates,
  facilitiesOf,
  hasBookingsFrom,
  findFacilityRow,
  findFacilityRows,
  findRatePlanRow,
  findRoomRow,
  findRoomTypeRow,
  insertFacility,
  insertRatePlan,
  insertRoom,
  insertRoomType,
  listFacilities,
  listRatePlanRows,
  listRoomTypeRows,
  listRooms,
  repriceFutureRates,
  roomCounts,
  roomTypeHasBookings,
  setRoomTypeFacilities,
  setTotalsFrom,
  toFacility,
  toRatePlan,
  toRoom,
  toRoomType,
  unitsOf,
  updateFacilityRow,
  updateRatePlanRow,
  updateRoomRow,
  updateRoomTypeRow,
  type RoomTypeRow,
} from './room.repository';

/** A room type's, room's or rate plan's audit row (its fields but ids and times), on the change's transaction. */
function auditSetup(
  tx: Db,
  actor: Actor,
  entity: 'room_type' | 'room' | 'rate_plan',
  propertyId: number,
  before: ({ id: number } & Record<string, unknown>) | null | undefined,
  after: ({ id: number } & Record<string, unknown>) | null | undefined,
) {
  return recordAudit(tx, actor, {
    entity,
    entityId: (after ?? before)!.id,
    action: before && after ? 'update' : after ? 'create' : 'delete',
    before,
    after,
    omit: ['id', 'propertyId'],
    propertyId,
  });
}

/** A room type's facilities by name, as its audit rows list them. */
const facilityNames = async (tx: Db, roomTypeId: number) =>
  ((await facilitiesOf(tx, [roomTypeId])).get(roomTypeId) ?? []).map((f) => f.name).join(', ');

/** A room type's image added or removed: an event of the room type, naming the image by id and caption. */
const auditRoomTypeImage = (
  tx: Db,
  actor: Actor,
  rt: { id: number; propertyId: number },
  event: 'IMAGE_ADDED' | 'IMAGE_REMOVED',
  before: { id: number; caption: string | null } | null,
  after: { id: number; caption: string | null } | null,
) => {
  const name = (i: { id: number; caption: string | null } | null) =>
    i ? `#${i.id}${i.caption ? ` ${i.caption}` : ''}` : null;
  return recordAudit(tx, actor, {
    entity: 'room_type',
    entityId: rt.id,
    action: 'update',
    event,
    changes: { image: [name(before), name(after)] },
    propertyId: rt.propertyId,
  });
};

/** A facility's audit row: the catalogue is the organisation's. */
const auditFacility = (
  tx: Db,
  actor: Actor,
  organisationId: number,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  recordAudit(tx, actor, {
    entity: 'facility',
    entityId: id,
    action: before && after ? 'update' : after ? 'create' : 'delete',
    before,
    after,
    omit: ['id', 'organisationId'],
    organisationId,
  });

/** How far ahead rates exist from a room type's creation (and how far the grid fills missing rows). */
export const RATE_HORIZON_DAYS = 365;

/** Creates a room type's missing rate rows for the next year (from today in the property's time zone). */
export async function generateYearOfRates(db: Db, rt: RoomTypeRow, units: number, timezone: string) {
  const today = todayIn(timezone);
  await ensureDailyRates(db, rt, units, today, addDays(today, RATE_HORIZON_DAYS - 1));
}

export function createRoomService(db: Db, uploadsDir: string) {
  async function view(d: Db, row: RoomTypeRow, property: PropertyRow): Promise<RoomType> {
    // `d` may be a transaction: one query at a time.
    const [counts, facilities, images] = await inTurn([
      () => roomCounts(d, [row.id]),
      () => facilitiesOf(d, [row.id]),
      () => imagesOf(d, [row.id]),
    ] as const);
    return toRoomType(
      row,
      counts.get(row.id),
      facilities.get(row.id) ?? [],
      images.get(row.id) ?? [],
      maxImagesFor(property.plan),
    );
  }

  /** The room type and its property, after the tenant rule. */
  async function reachableRoomType(actor: Actor, id: number, what = 'Room type') {
    const rt = await findRoomTypeRow(db, id);
    if (!rt) throw notFound(what);
    const property = await reachableProperty(db, actor, rt.propertyId, what);
    return { rt, property };
  }

  async function reachableImage(actor: Actor, roomTypeId: number, imageId: number) {
    const { rt } = await reachableRoomType(actor, roomTypeId);
    const image = await findRoomTypeImageRow(db, imageId);
    if (!image || image.roomTypeId !== rt.id) throw notFound('Image');
    return { rt, image };
  }

  async function reachableRoom(actor: Actor, id: number) {
    const row = await findRoomRow(db, id);
    if (!row) throw notFound('Room');
    const property = await reachableProperty(db, actor, row.propertyId, 'Room');
    return { row, property };
  }

  /** Facilities must come from the property's organisation catalogue. */
  async function checkFacilities(property: PropertyRow, ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await findFacilityRows(db, unique);
    if (rows.length !== unique.length || rows.some((f) => f.organisationId !== property.organisationId))
      throw badRequest("Pick facilities from your organisation's catalogue", {
        facilityIds: VALIDATION_KEYS.unknownFacility,
      });
    return unique;
  }

  /** The channels sell a room type's year from its counts and prices: a push of it on `d` (issue 16). */
  function pushYear(d: Db, rt: RoomTypeRow, timezone: string) {
    const today = todayIn(timezone);
    return enqueueChannelPush(d, rt.propertyId, {
      from: today,
      to: addDays(today, RATE_HORIZON_DAYS),
      roomTypeIds: [rt.id],
    });
  }

  /** Recomputes the sellable units of a room type from today on (rooms added, removed, out of order…). */
  async function syncTotals(d: Db, rt: RoomTypeRow, timezone: string) {
    const counts = await roomCounts(d, [rt.id]);
    await setTotalsFrom(d, rt.id, todayIn(timezone), unitsOf(rt, counts.get(rt.id)?.outOfOrder ?? 0));
    await pushYear(d, rt, timezone);
  }

  async function roomTypeOf(property: PropertyRow, roomTypeId: number) {
    const rt = await findRoomTypeRow(db, roomTypeId);
    if (!rt || rt.propertyId !== property.id)
      throw badRequest('Pick a room type of this property', { roomTypeId: VALIDATION_KEYS.unknownRoomType });
    return rt;
  }

  /** A room type holds at most `noOfRooms` physical rooms. */
  async function assertRoomFits(d: Db, rt: RoomTypeRow, extra = 1) {
    const counts = await roomCounts(d, [rt.id]);
    const have = counts.get(rt.id)?.rooms ?? 0;
    if (have + extra > rt.noOfRooms)
      throw conflict(
        `${rt.name} has ${rt.noOfRooms} room${rt.noOfRooms === 1 ? '' : 's'} and all are recorded; raise its number of rooms first`,
        { roomTypeId: VALIDATION_KEYS.noRoomLeft },
      );
  }

  function uniqueRoomNumber(err: unknown): never {
    if (isUniqueViolation(err))
      throw conflict(VALIDATION_KEYS.roomNumberUsed, { roomNumber: VALIDATION_KEYS.alreadyUsed });
    throw err;
  }

  return {
    // ------------------------------------------------------------------ room types
    async listRoomTypes(actor: Actor, propertyId: number): Promise<RoomType[]> {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await listRoomTypeRows(db, propertyId);
      const ids = rows.map((r) => r.id);
      const [counts, facilities, images] = await Promise.all([
        roomCounts(db, ids),
        facilitiesOf(db, ids),
        imagesOf(db, ids),
      ]);
      const maxImages = maxImagesFor(property.plan);
      return rows.map((r) =>
        toRoomType(r, counts.get(r.id), facilities.get(r.id) ?? [], images.get(r.id) ?? [], maxImages),
      );
    },

    async getRoomType(actor: Actor, id: number): Promise<RoomType> {
      const { rt, property } = await reachableRoomType(actor, id);
      return view(db, rt, property);
    },

    /** Creates a room type and its next 365 days of rates (base price, all rooms available). */
    async createRoomType(actor: Actor, propertyId: number, input: RoomTypeInput): Promise<RoomType> {
      const property = await reachableProperty(db, actor, propertyId);
      if (property.businessType !== ACCOMMODATION)
        throw conflict('Only an accommodation business has room types');
      const facilityIds = await checkFacilities(property, input.facilityIds);
      const { facilityIds: _ignored, ...values } = input;
      return db.transaction(async (tx) => {
        const rt = await insertRoomType(tx, { ...values, propertyId: property.id });
        await setRoomTypeFacilities(tx, rt.id, facilityIds);
        await generateYearOfRates(tx, rt, unitsOf(rt, 0), property.timezone);
        await auditSetup(tx, actor, 'room_type', property.id, null, {
          ...rt,
          facilities: await facilityNames(tx, rt.id),
        });
        return view(tx, rt, property);
      });
    },

    async updateRoomType(actor: Actor, id: number, input: UpdateRoomTypeInput): Promise<RoomType> {
      const { rt, property } = await reachableRoomType(actor, id);
      const { facilityIds, ...values } = input;
      const next = { ...rt, ...values };
      if (next.minOccupancy > next.maxOccupancy)
        throw badRequest('Minimum occupancy exceeds the maximum', {
          minOccupancy: VALIDATION_KEYS.minOverMaxOccupancy,
        });
      if (next.baseOccupancy > next.maxOccupancy)
        throw badRequest('Base occupancy exceeds the maximum', {
          baseOccupancy: VALIDATION_KEYS.minOverMaxOccupancy,
        });
      if (next.shared && next.beds.length === 0)
        throw badRequest('A shared room lists its beds', { beds: VALIDATION_KEYS.sharedBeds });
      const counts = await roomCounts(db, [rt.id]);
      const have = counts.get(rt.id)?.rooms ?? 0;
      if (next.noOfRooms < have)
        throw conflict(
          `${rt.name} has ${have} rooms recorded; delete rooms before lowering the number of rooms`,
          {
            noOfRooms: `At least ${have}`,
          },
        );
      const ids = facilityIds ? await checkFacilities(property, facilityIds) : null;
      return db.transaction(async (tx) => {
        const facilitiesBefore = await facilityNames(tx, rt.id);
        const updated = (await updateRoomTypeRow(tx, rt.id, values))!;
        if (ids) await setRoomTypeFacilities(tx, rt.id, ids);
        await auditSetup(
          tx,
          actor,
          'room_type',
          property.id,
          { ...rt, facilities: facilitiesBefore },
          { ...updated, facilities: await facilityNames(tx, rt.id) },
        );
        const today = todayIn(property.timezone);
        if (
          updated.noOfRooms !== rt.noOfRooms ||
          updated.shared !== rt.shared ||
          updated.beds.length !== rt.beds.length
        )
          await syncTotals(tx, updated, property.timezone);
        // A new base price moves the future dates still at the old base price; tuned dates keep their price.
        if (updated.basePrice !== rt.basePrice) {
          await repriceFutureRates(tx, rt.id, today, rt.basePrice, updated.basePrice);
          await pushYear(tx, updated, property.timezone);
        }
        return view(tx, updated, property);
      });
    },

    async deleteRoomType(actor: Actor, id: number): Promise<{ message: string }> {
      const { rt, property } = await reachableRoomType(actor, id);
      if (await hasBookingsFrom(db, rt.id, todayIn(property.timezone)))
        throw conflict(`${rt.name} has bookings or holds to come; it cannot be deleted`);
      if (await roomTypeHasBookings(db, rt.id))
        throw conflict(`${rt.name} has bookings on record; it cannot be deleted`);
      const images = (await imagesOf(db, [rt.id])).get(rt.id) ?? [];
      await db.transaction(async (tx) => {
        await deleteRoomTypeRow(tx, rt.id);
        await auditSetup(tx, actor, 'room_type', property.id, rt, null);
      });
      await Promise.all(images.map((i) => removeUpload(uploadsDir, i.url)));
      return { message: `${rt.name} deleted` };
    },

    // ------------------------------------------------------------------ room type images
    async listRoomTypeImages(actor: Actor, roomTypeId: number): Promise<RoomTypeImage[]> {
      const { rt } = await reachableRoomType(actor, roomTypeId);
      return (await imagesOf(db, [rt.id])).get(rt.id) ?? [];
    },

    /**
     * Adds an image within the property plan's image count per room type (spec §9). The room type row is locked
     * while counting so that two uploads at once cannot both take the last place. The first image is the main one.
     */
    async addRoomTypeImage(actor: Actor, roomTypeId: number, file: UploadedFile): Promise<RoomTypeImage> {
      const { rt, property } = await reachableRoomType(actor, roomTypeId);
      assertImage(file.buffer);
      if (!canAddImage(property.plan, await countRoomTypeImages(db, rt.id)))
        throw conflict(roomTypeImageLimitMessage(property.plan, rt.name));
      const stored = await storeImage(uploadsDir, 'room-types', String(rt.id), file.buffer);
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockRoomType(tx, rt.id))) throw notFound('Room type');
          const plan = (await findPropertyRow(tx, property.id))?.plan ?? property.plan;
          const n = await countRoomTypeImages(tx, rt.id);
          if (!canAddImage(plan, n)) throw conflict(roomTypeImageLimitMessage(plan, rt.name));
          const image = await insertRoomTypeImage(tx, {
            roomTypeId: rt.id,
            url: stored.url,
            caption: file.caption ?? null,
            isMain: n === 0,
            sortOrder: n,
          });
          await auditRoomTypeImage(tx, actor, rt, 'IMAGE_ADDED', null, image);
          return toRoomTypeImage(image);
        });
      } catch (err) {
        await removeUpload(uploadsDir, stored.url);
        throw err;
      }
    },

    async updateRoomTypeImage(
      actor: Actor,
      roomTypeId: number,
      imageId: number,
      input: UpdateRoomTypeImageInput,
    ): Promise<RoomTypeImage> {
      const { rt, image } = await reachableImage(actor, roomTypeId, imageId);
      return db.transaction(async (tx) => {
        if (input.isMain) await clearMainRoomTypeImage(tx, rt.id);
        const { caption, isMain, sortOrder } = input;
        const values = {
          ...(caption !== undefined ? { caption } : {}),
          ...(isMain !== undefined ? { isMain } : {}),
          ...(sortOrder !== undefined ? { sortOrder } : {}),
        };
        const updated = Object.keys(values).length
          ? await updateRoomTypeImageRow(tx, image.id, values)
          : image;
        return toRoomTypeImage(updated ?? image);
      });
    },

    /** Deletes the image and its file; when it was the main one, the next in order becomes main. */
    async deleteRoomTypeImage(
      actor: Actor,
      roomTypeId: number,
      imageId: number,
    ): Promise<{ message: string }> {
      const { rt, image } = await reachableImage(actor, roomTypeId, imageId);
      await db.transaction(async (tx) => {
        await deleteRoomTypeImageRow(tx, image.id);
        await auditRoomTypeImage(tx, actor, rt, 'IMAGE_REMOVED', image, null);
        if (image.isMain) {
          const [next] = (await imagesOf(tx, [rt.id])).get(rt.id) ?? [];
          if (next) await updateRoomTypeImageRow(tx, next.id, { isMain: true });
        }
      });
      await removeUpload(uploadsDir, image.url);
      return { message: 'Image deleted' };
    },

    // ------------------------------------------------------------------ rooms
    async listRooms(actor: Actor, propertyId: number, roomTypeId?: number): Promise<Room[]> {
      await reachableProperty(db, actor, propertyId);
      return listRooms(db, propertyId, roomTypeId);
    },

    async createRoom(actor: Actor, propertyId: number, input: RoomInput): Promise<Room> {
      const property = await reachableProperty(db, actor, propertyId);
      const rt = await roomTypeOf(property, input.roomTypeId);
      const room = await db
        .transaction(async (tx) => {
          await assertRoomFits(tx, rt);
          const row = await insertRoom(tx, { ...input, propertyId: property.id });
          if (!row.inService) await syncTotals(tx, rt, property.timezone);
          await auditSetup(tx, actor, 'room', property.id, null, row);
          return toRoom(row, rt.name);
        })
        .catch(uniqueRoomNumber);
      await refreshOnboardingStatus(db, property.id);
      return room;
    },

    async updateRoom(actor: Actor, id: number, input: UpdateRoomInput): Promise<Room> {
      const { row, property } = await reachableRoom(actor, id);
      const from = await roomTypeOf(property, row.roomTypeId);
      const to = input.roomTypeId != null ? await roomTypeOf(property, input.roomTypeId) : from;
      return db
        .transaction(async (tx) => {
          if (to.id !== from.id) await assertRoomFits(tx, to);
          const updated = (await updateRoomRow(tx, row.id, input))!;
          await auditSetup(tx, actor, 'room', property.id, row, updated);
          if (to.id !== from.id || updated.inService !== row.inService) {
            await syncTotals(tx, from, property.timezone);
            if (to.id !== from.id) await syncTotals(tx, to, property.timezone);
          }
          return toRoom(updated, to.name);
        })
        .catch(uniqueRoomNumber);
    },

    async setRoomStatus(actor: Actor, id: number, status: RoomStatus): Promise<Room> {
      const { row, property } = await reachableRoom(actor, id);
      const rt = await roomTypeOf(property, row.roomTypeId);
      const updated = await db.transaction(async (tx) => {
        const saved = (await updateRoomRow(tx, row.id, { status }))!;
        await auditSetup(tx, actor, 'room', property.id, row, saved);
        return saved;
      });
      return toRoom(updated, rt.name);
    },

    /** Out of order (or back in service): the room type sells one room (or one room of beds) fewer from today. */
    async setRoomService(
      actor: Actor,
      id: number,
      input: { inService: boolean; outOfOrderReason?: string | null | undefined },
    ): Promise<Room> {
      const { row, property } = await reachableRoom(actor, id);
      const rt = await roomTypeOf(property, row.roomTypeId);
      return db.transaction(async (tx) => {
        const updated = (await updateRoomRow(tx, row.id, {
          inService: input.inService,
          outOfOrderReason: input.inService ? null : (input.outOfOrderReason ?? null),
          ...(input.inService ? {} : { status: 'BLOCKED' as const }),
        }))!;
        if (updated.inService !== row.inService) await syncTotals(tx, rt, property.timezone);
        await auditSetup(tx, actor, 'room', property.id, row, updated);
        return toRoom(updated, rt.name);
      });
    },

    async deleteRoom(actor: Actor, id: number): Promise<{ message: string }> {
      const { row, property } = await reachableRoom(actor, id);
      const rt = await roomTypeOf(property, row.roomTypeId);
      await db
        .transaction(async (tx) => {
          await deleteRoomRow(tx, row.id);
          if (!row.inService) await syncTotals(tx, rt, property.timezone);
          await auditSetup(tx, actor, 'room', property.id, row, null);
        })
        .catch((err: unknown) => {
          // Stays keep their room for the guest history and the folios: such a room can only go out of service.
          if (isForeignKeyViolation(err))
            throw conflict(`Room ${row.roomNumber} has stays on record; take it out of service instead`);
          throw err;
        });
      return { message: `Room ${row.roomNumber} deleted` };
    },

    // ------------------------------------------------------------------ facilities (organisation catalogue)
    async listFacilities(actor: Actor, organisationId: number): Promise<Facility[]> {
      // Property staff read their own organisation's catalogue to pick from it.
      if (!canReachOrganisation(actor, organisationId) && actor.organisationId !== organisationId)
        throw notFound('Organisation');
      return listFacilities(db, organisationId);
    },

    async createFacility(actor: Actor, organisationId: number, input: FacilityInput): Promise<Facility> {
      if (!canReachOrganisation(actor, organisationId)) throw notFound('Organisation');
      try {
        return await db.transaction(async (tx) => {
          const row = await insertFacility(tx, { ...input, organisationId });
          await auditFacility(tx, actor, organisationId, row.id, null, row);
          return toFacility(row);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.facilityExists, { name: VALIDATION_KEYS.alreadyExists });
        throw err;
      }
    },

    async updateFacility(actor: Actor, id: number, input: Partial<FacilityInput>): Promise<Facility> {
      const row = await findFacilityRow(db, id);
      if (!row || !canReachOrganisation(actor, row.organisationId)) throw notFound('Facility');
      try {
        return await db.transaction(async (tx) => {
          const updated = (await updateFacilityRow(tx, id, input))!;
          await auditFacility(tx, actor, row.organisationId, id, row, updated);
          return toFacility(updated);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.facilityExists, { name: VALIDATION_KEYS.alreadyExists });
        throw err;
      }
    },

    async deleteFacility(actor: Actor, id: number): Promise<{ message: string }> {
      const row = await findFacilityRow(db, id);
      if (!row || !canReachOrganisation(actor, row.organisationId)) throw notFound('Facility');
      await db.transaction(async (tx) => {
        await deleteFacilityRow(tx, id);
        await auditFacility(tx, actor, row.organisationId, id, row, null);
      });
      return { message: `${row.name} deleted` };
    },

    // ------------------------------------------------------------------ rate plans
    async listPlans(actor: Actor, roomTypeId: number): Promise<RatePlan[]> {
      const { rt } = await reachableRoomType(actor, roomTypeId);
      return (await listRatePlanRows(db, [rt.id])).map(toRatePlan);
    },

    async createPlan(actor: Actor, roomTypeId: number, input: RatePlanInput): Promise<RatePlan> {
      const { rt } = await reachableRoomType(actor, roomTypeId);
      try {
        return await db.transaction(async (tx) => {
          const plan = await insertRatePlan(tx, { ...input, roomTypeId: rt.id });
          await auditSetup(tx, actor, 'rate_plan', rt.propertyId, null, plan);
          return toRatePlan(plan);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.planCodeUsed, { code: VALIDATION_KEYS.alreadyUsed });
        throw err;
      }
    },

    async updatePlan(actor: Actor, id: number, input: UpdateRatePlanInput): Promise<RatePlan> {
      const row = await findRatePlanRow(db, id);
      if (!row) throw notFound('Rate plan');
      const { rt, property } = await reachableRoomType(actor, row.roomTypeId, 'Rate plan');
      const next = { ...row, ...input };
      if (next.minStay != null && next.maxStay != null && next.minStay > next.maxStay)
        throw badRequest('The minimum stay exceeds the maximum', {
          minStay: VALIDATION_KEYS.minStayOverMaxStay,
        });
      if (next.minOccupancy != null && next.maxOccupancy != null && next.minOccupancy > next.maxOccupancy)
        throw badRequest('Minimum occupancy exceeds the maximum', {
          minOccupancy: VALIDATION_KEYS.minOverMaxOccupancy,
        });
      if (next.effectiveDate && next.expiryDate && next.expiryDate < next.effectiveDate)
        throw badRequest('The plan expires before it starts', {
          expiryDate: VALIDATION_KEYS.expiryBeforeEffectiveDate,
        });
      try {
        return await db.transaction(async (tx) => {
          const updated = (await updateRatePlanRow(tx, id, input))!;
          await auditSetup(tx, actor, 'rate_plan', rt.propertyId, row, updated);
          await pushYear(tx, rt, property.timezone);
          return toRatePlan(updated);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.planCodeUsed, { code: VALIDATION_KEYS.alreadyUsed });
        throw err;
      }
    },

    async deletePlan(actor: Actor, id: number): Promise<{ message: string }> {
      const row = await findRatePlanRow(db, id);
      if (!row) throw notFound('Rate plan');
      const { rt } = await reachableRoomType(actor, row.roomTypeId, 'Rate plan');
      await db.transaction(async (tx) => {
        await deleteRatePlanRow(tx, id);
        await auditSetup(tx, actor, 'rate_plan', rt.propertyId, row, null);
      });
      return { message: `${row.name} deleted` };
    },
  };
}
export type RoomService = ReturnType<typeof createRoomService>;

/** For other modules (availability, booking): room types, plans, rooms and a type's inventory rows. */
export {
  ensureDailyRates,
  findRatePlanRow,
  findRoomTypeRow,
  listRatePlanRows,
  listRoomTypeRows,
  listRooms,
  roomCounts,
  unitsOf,
} from './room.repository';
