// The staff's settings of a property's booking engine (issue 16): whether a guest may ask for a stay on hold
// (off by default: an unpaid hold is a promise the desk must chase) and the share of the stay a deposit asks.
import type { BookingEngineSettings } from '@bookone/domain';

import type { Db } from '../../db/client';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { findEngineSettings, saveEngineSettings } from './booking-engine.repository';

export function createBookingEngineSettingsService(db: Db) {
  return {
    async get(actor: Actor, propertyId: number): Promise<BookingEngineSettings> {
      const p = await reachableProperty(db, actor, propertyId);
      return findEngineSettings(db, p.id);
    },

    async save(
      actor: Actor,
      propertyId: number,
      input: BookingEngineSettings,
    ): Promise<BookingEngineSettings> {
      const p = await reachableProperty(db, actor, propertyId);
      await db.transaction(async (tx) => {
        const before = await findEngineSettings(tx, p.id);
        await saveEngineSettings(tx, p.id, input);
        await recordAudit(tx, actor, {
          entity: 'booking_engine_setting',
          entityId: p.id,
          action: 'update',
          before,
          after: input,
          propertyId: p.id,
        });
      });
      return findEngineSettings(db, p.id);
    },
  };
}
export type BookingEngineSettingsService = ReturnType<typeof createBookingEngineSettingsService>;
