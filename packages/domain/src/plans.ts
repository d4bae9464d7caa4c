/** Business plans of spec §9. */
export const PLANS = ['Business Starter', 'Business Premium', 'Business Essentials'] as const;
export type Plan = (typeof PLANS)[number];

export const STARTER_PLAN = 'Business Starter' satisfies Plan;
export const PREMIUM_PLAN = 'Business Premium' satisfies Plan;
export const ESSENTIALS_PLAN = 'Business Essentials' satisfies Plan;

/** How many images a property may keep, by plan (spec §9: starter 1, premium and essentials 40). */
export const IMAGE_COUNT_BY_PLAN: Record<Plan, number> = {
  'Business Starter': 1,
  'Business Premium': 40,
  'Business Essentials': 40,
};

/** A property without a plan is treated as on the starter plan. */
export function maxImagesFor(plan: Plan | null | undefined): number {
  return IMAGE_COUNT_BY_PLAN[plan ?? STARTER_PLAN];
}
