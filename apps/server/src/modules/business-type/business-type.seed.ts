import type { Db } from '../../db/client';
import { ensurePlatformBusinessTypes } from './business-type.repository';

/** The platform's default business types (labels, terms, modules), kept by the platform organisation. */
export async function seedBusinessTypes(db: Db) {
  await ensurePlatformBusinessTypes(db);
}
