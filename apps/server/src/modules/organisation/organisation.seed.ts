import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';

export const PLATFORM_ORGANISATION = 'BookOne';
export const DEMO_ORGANISATION = 'Demo Hospitality Group';

/** Organisation 1 is the platform itself (spec §9: parent organisation id 1); self signups land under it. */
export async function seedPlatformOrganisation(db: Db) {
  const [row] = await db.insert(organisation).values({ name: PLATFORM_ORGANISATION }).returning();
  return row!;
}

export async function seedDemoOrganisation(db: Db, parentId: number) {
  const [row] = await db
    .insert(organisation)
    .values({ name: DEMO_ORGANISATION, parentOrganisationId: parentId })
    .returning();
  return row!;
}
