/** Below this distance the page jumps straight to the target (spec §9). */
export const SMOOTH_SCROLL_JUMP_BELOW_PX = 100;
/** The longest wait between two scroll steps (spec §9). */
export const SMOOTH_SCROLL_MAX_STEP_DELAY_MS = 20;
/** A smooth scroll moves in about this many steps, whatever the distance. */
export const SMOOTH_SCROLL_STEPS = 25;

export type SmoothScrollPlan =
  | { jump: true }
  | {
      jump: false;
      /** Wait between two steps: one millisecond per 100 px of distance, rounded, at most 20. */
      stepDelayMs: number;
      /** Pixels per step: the distance over 25, rounded. */
      stepPx: number;
      /** Steps to take; the last one lands exactly on the target. */
      steps: number;
    };

/**
 * How to scroll `distancePx` (either direction) smoothly: jump directly under 100 px; otherwise move in about 25
 * equal steps, one every `stepDelayMs` = min(20, round(distance / 100)) ms, so a longer scroll runs slower, up to
 * 25 × 20 ms. A distance that is not a finite number also jumps.
 */
export function smoothScrollPlan(distancePx: number): SmoothScrollPlan {
  const distance = Math.abs(distancePx);
  if (!Number.isFinite(distance) || distance < SMOOTH_SCROLL_JUMP_BELOW_PX) return { jump: true };
  const stepPx = Math.round(distance / SMOOTH_SCROLL_STEPS);
  return {
    jump: false,
    stepDelayMs: Math.min(SMOOTH_SCROLL_MAX_STEP_DELAY_MS, Math.round(distance / 100)),
    stepPx,
    steps: Math.ceil(distance / stepPx),
  };
}
