// Checks shared by the product catalogue's services: the outlet is the property's, and unique names and codes
// answer 409 naming the field (the unique indexes decide a race; the look-ups before only give the nicer answer).
import { VALIDATION_KEYS } from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import { findOutlet } from './product-groups.repository';

/** The outlet (business service) must be the property's: 400 naming the field otherwise. */
export async function assertOutletOf(db: Db, propertyId: number, businessServiceId: number) {
  const s = await findOutlet(db, businessServiceId);
  if (!s || s.propertyId !== propertyId)
    throw badRequest('No such business service at this property', {
      businessServiceId: VALIDATION_KEYS.unknownId,
    });
  return s;
}

const FIELD_OF: Record<string, string> = {
  product_group_service_name_key: 'name',
  product_group_service_code_key: 'code',
  product_service_code_key: 'code',
  product_variation_product_name_key: 'variations',
};

export const nameUsed = () =>
  conflict('This name is already used at the outlet', { name: VALIDATION_KEYS.alreadyUsed });
export const codeUsed = () =>
  conflict('This code is already used at the outlet', { code: VALIDATION_KEYS.alreadyUsed });

/** Runs a write; a unique violation of the catalogue's indexes becomes a 409 naming the field it is about. */
export async function uniqueGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    for (const [constraint, field] of Object.entries(FIELD_OF))
      if (isUniqueViolation(err, constraint)) {
        if (field === 'name') throw nameUsed();
        if (field === 'variations')
          throw conflict('A variation with this name is listed already', {
            variations: VALIDATION_KEYS.variationTwice,
          });
        throw codeUsed();
      }
    throw err;
  }
}
