import type { OnboardingStep } from '@bookone/domain';
import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { businessHours, businessService, onboardingProgress, property } from '../../db/schema';

export async function listProgress(db: Db, propertyId: number) {
  return db.select().from(onboardingProgress).where(eq(onboardingProgress.propertyId, propertyId));
}

/** Saves a wizard step (again): its data replaces what it held. */
export async function saveProgress(
  db: Db,
  propertyId: number,
  step: OnboardingStep,
  data: Record<string, unknown>,
) {
  await db
    .insert(onboardingProgress)
    .values({ propertyId, step, data })
    .onConflictDoUpdate({
      target: [onboardingProgress.propertyId, onboardingProgress.step],
      set: { data, completedAt: sql`now()` },
    });
}

export async function countBusinessHours(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(businessHours)
    .where(eq(businessHours.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function countBusinessServices(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(businessService)
    .where(eq(businessService.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function markCompleted(db: Db, propertyId: number) {
  await db
    .update(property)
    .set({ propertyStatus: 'COMPLETED' })
    .where(sql`${property.id} = ${propertyId} and ${property.propertyStatus} = 'NEW'`);
}
