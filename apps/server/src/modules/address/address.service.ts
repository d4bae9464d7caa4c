// Address reference data: the platform keeps one tree of places (permission address.write, the super admin); every
// signed-in user reads it (address.read) to pick from while typing an address. It belongs to no tenant.
import {
  ADDRESS_LEVELS,
  ADDRESS_PARENT_LEVEL,
  ADDRESS_POSTCODE_LEVELS,
  type AddressLevel,
  type AddressListQuery,
  type AddressLookupQuery,
  type AddressPage,
  type AddressPlace,
  type CountryInput,
  type PlaceInput,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import {
  allPlaces,
  countChildren,
  deletePlaceRow,
  findCountryByCode,
  findPlace,
  findPlaceRow,
  findSibling,
  insertPlace,
  listPlaces,
  lookupPlaces,
  nameExists,
  updatePlaceRow,
  type PlaceRow,
} from './address.repository';

/** A level's name in messages ("Suburb"), and its children's, one and many ("street", "streets"). */
export const LEVEL_NAMES: Record<AddressLevel, { one: string; child: readonly [string, string] }> = {
  country: { one: 'Country', child: ['state or region', 'states or regions'] },
  state: { one: 'State or region', child: ['city', 'cities'] },
  city: { one: 'City', child: ['suburb', 'suburbs'] },
  suburb: { one: 'Suburb', child: ['street', 'streets'] },
  street: { one: 'Street', child: ['place', 'places'] },
};

const nameTaken = () =>
  conflict('A place with this name already exists here', { name: VALIDATION_KEYS.alreadyExists });

export function createAddressService(db: Db) {
  /** The place, if it is of this level (another level's id answers as missing: the paths name the level). */
  async function placeOf(level: AddressLevel, id: number) {
    const row = await findPlaceRow(db, id);
    if (!row || row.level !== level) throw notFound(LEVEL_NAMES[level].one);
    return row;
  }

  async function answer(level: AddressLevel, id: number): Promise<AddressPlace> {
    const place = await findPlace(db, id);
    if (!place) throw notFound(LEVEL_NAMES[level].one);
    return place;
  }

  /** The parent must be a place of the level above (400 naming parentId otherwise). */
  async function assertParent(level: AddressLevel, parentId: number) {
    const parent = await findPlaceRow(db, parentId);
    if (!parent || parent.level !== ADDRESS_PARENT_LEVEL[level])
      throw badRequest(`No ${ADDRESS_PARENT_LEVEL[level]} has this id`, {
        parentId: VALIDATION_KEYS.noSuchParentPlace,
      });
  }

  /**
   * A place's audit row, on the write's transaction: reference data of no tenant (a platform row). `after` is read
   * back on the transaction.
   */
  async function auditPlace(tx: Db, actor: Actor, before: PlaceRow | null, afterId: number | null) {
    const after = afterId != null ? await findPlaceRow(tx, afterId) : null;
    await recordAudit(tx, actor, {
      entity: 'address_place',
      entityId: (after ?? before)!.id,
      action: before && after ? 'update' : after ? 'create' : 'delete',
      before,
      after,
      omit: ['id'],
    });
  }

  /** Runs a write; the unique indexes decide between two clerks adding the same name or code at once. */
  async function write<T>(run: () => Promise<T>, codeTaken = false): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err, 'address_place_code_unique') && codeTaken)
        throw conflict('A country with this code already exists', { code: VALIDATION_KEYS.alreadyUsed });
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async function assertNameFree(level: AddressLevel, parentId: number | null, name: string, self?: number) {
    const same = await findSibling(db, level, parentId, name);
    if (same && same.id !== self) throw nameTaken();
  }

  async function assertCodeFree(code: string, self?: number) {
    const same = await findCountryByCode(db, code);
    if (same && same.id !== self)
      throw conflict('A country with this code already exists', { code: VALIDATION_KEYS.alreadyUsed });
  }

  return {
    list(level: AddressLevel, query: AddressListQuery): Promise<AddressPage> {
      return listPlaces(db, level, query);
    },

    exportRows(level: AddressLevel, query: AddressListQuery) {
      return allPlaces(db, level, query, EXPORT_READ_ROWS);
    },

    async get(level: AddressLevel, id: number): Promise<AddressPlace> {
      await placeOf(level, id);
      return answer(level, id);
    },

    async createCountry(actor: Actor, input: CountryInput): Promise<AddressPlace> {
      await assertCodeFree(input.code);
      await assertNameFree('country', null, input.name);
      const row = await write(
        () =>
          db.transaction(async (tx) => {
            const saved = await insertPlace(tx, {
              level: 'country',
              code: input.code,
              name: input.name,
              nameFr: input.nameFr || null,
            });
            await auditPlace(tx, actor, null, saved.id);
            return saved;
          }),
        true,
      );
      return answer('country', row.id);
    },

    async updateCountry(actor: Actor, id: number, input: Partial<CountryInput>): Promise<AddressPlace> {
      const before = await placeOf('country', id);
      if (input.code !== undefined) await assertCodeFree(input.code, id);
      if (input.name !== undefined) await assertNameFree('country', null, input.name, id);
      await write(
        () =>
          db.transaction(async (tx) => {
            await updatePlaceRow(tx, id, {
              ...(input.code !== undefined ? { code: input.code } : {}),
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.nameFr !== undefined ? { nameFr: input.nameFr || null } : {}),
            });
            await auditPlace(tx, actor, before, id);
          }),
        true,
      );
      return answer('country', id);
    },

    async createPlace(actor: Actor, level: AddressLevel, input: PlaceInput): Promise<AddressPlace> {
      await assertParent(level, input.parentId);
      await assertNameFree(level, input.parentId, input.name);
      const postcode = ADDRESS_POSTCODE_LEVELS.includes(level) ? input.postcode || null : null;
      const row = await write(() =>
        db.transaction(async (tx) => {
          const saved = await insertPlace(tx, {
            level,
            parentId: input.parentId,
            name: input.name,
            postcode,
          });
          await auditPlace(tx, actor, null, saved.id);
          return saved;
        }),
      );
      return answer(level, row.id);
    },

    /** Renames or moves a place (what hangs under it moves along); fields left out stay. */
    async updatePlace(
      actor: Actor,
      level: AddressLevel,
      id: number,
      input: Partial<PlaceInput>,
    ): Promise<AddressPlace> {
      const current = await placeOf(level, id);
      const parentId = input.parentId ?? current.parentId;
      if (input.parentId !== undefined) await assertParent(level, input.parentId);
      await assertNameFree(level, parentId, input.name ?? current.name, id);
      await write(() =>
        db.transaction(async (tx) => {
          await updatePlaceRow(tx, id, {
            ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.postcode !== undefined && ADDRESS_POSTCODE_LEVELS.includes(level)
              ? { postcode: input.postcode || null }
              : {}),
          });
          await auditPlace(tx, actor, current, id);
        }),
      );
      return answer(level, id);
    },

    /**
     * Deletes a place with nothing under it. One in use is a 409 naming what uses it; the foreign key restricts, so
     * a child added between the count and the delete still stops it (and gets the same answer).
     */
    async remove(actor: Actor, level: AddressLevel, id: number) {
      const row = await placeOf(level, id);
      const inUse = async () => {
        const n = await countChildren(db, id);
        const [one, many] = LEVEL_NAMES[level].child;
        return conflict(
          `${LEVEL_NAMES[level].one} "${row.name}" is in use by ${n} ${n === 1 ? one : many}: ` +
            'delete or move them first',
        );
      };
      if ((await countChildren(db, id)) > 0) throw await inUse();
      try {
        await db.transaction(async (tx) => {
          await deletePlaceRow(tx, id);
          await auditPlace(tx, actor, row, null);
        });
      } catch (err) {
        if (isForeignKeyViolation(err)) throw await inUse();
        throw err;
      }
      return { message: `${LEVEL_NAMES[level].one} "${row.name}" deleted` };
    },

    /**
     * Type-ahead: the level's places matching the text, under the names the address already holds above it. A name
     * above that matches no place narrows nothing (it was typed freely), so free text never hides every choice.
     */
    async lookup(q: AddressLookupQuery) {
      const depth = ADDRESS_LEVELS.indexOf(q.level);
      const within: Partial<Record<AddressLevel, string>> = {};
      for (const above of ADDRESS_LEVELS.slice(0, depth)) {
        const name = q[above as Exclude<AddressLevel, 'street'>];
        if (name && (await nameExists(db, above, name))) within[above] = name;
      }
      return { items: await lookupPlaces(db, q.level, q.search, within, q.size) };
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
