import type { OnboardingStep } from '@bookone/domain';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { onboardingProgress } from '../../db/schema';

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
