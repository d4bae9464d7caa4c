import { describe, expect, it } from 'vitest';

import {
  SMOOTH_SCROLL_JUMP_BELOW_PX,
  SMOOTH_SCROLL_MAX_STEP_DELAY_MS,
  smoothScrollPlan,
} from './smooth-scroll';

describe('smoothScrollPlan (spec §9: jump under 100 px, maximum step delay 20)', () => {
  it('has the limits of spec §9', () => {
    expect(SMOOTH_SCROLL_JUMP_BELOW_PX).toBe(100);
    expect(SMOOTH_SCROLL_MAX_STEP_DELAY_MS).toBe(20);
  });

  it('jumps directly under 100 px, either direction', () => {
    for (const d of [0, 1, 50, 99, 99.9, -99]) expect(smoothScrollPlan(d), String(d)).toEqual({ jump: true });
  });

  it('scrolls smoothly from 100 px', () => {
    expect(smoothScrollPlan(100)).toEqual({ jump: false, stepDelayMs: 1, stepPx: 4, steps: 25 });
    expect(smoothScrollPlan(-100)).toEqual({ jump: false, stepDelayMs: 1, stepPx: 4, steps: 25 });
  });

  it('waits one millisecond per 100 px between steps, rounded', () => {
    expect(smoothScrollPlan(149)).toMatchObject({ stepDelayMs: 1 });
    expect(smoothScrollPlan(150)).toMatchObject({ stepDelayMs: 2 });
    expect(smoothScrollPlan(1000)).toMatchObject({ stepDelayMs: 10, stepPx: 40, steps: 25 });
    expect(smoothScrollPlan(1949)).toMatchObject({ stepDelayMs: 19 });
    expect(smoothScrollPlan(1950)).toMatchObject({ stepDelayMs: 20 });
  });

  it('never waits more than 20 ms between steps', () => {
    for (const d of [2000, 5000, 123_456, 1e9])
      expect(smoothScrollPlan(d)).toMatchObject({ stepDelayMs: 20 });
    for (let d = 100; d <= 10_000; d += 37) {
      const plan = smoothScrollPlan(d);
      expect(plan.jump).toBe(false);
      if (!plan.jump) {
        expect(plan.stepDelayMs).toBeGreaterThanOrEqual(1);
        expect(plan.stepDelayMs).toBeLessThanOrEqual(SMOOTH_SCROLL_MAX_STEP_DELAY_MS);
      }
    }
  });

  it('covers the whole distance in about 25 steps', () => {
    for (let d = 100; d <= 10_000; d += 37) {
      const plan = smoothScrollPlan(d);
      if (plan.jump) throw new Error(`unexpected jump at ${d}`);
      expect(plan.stepPx * plan.steps).toBeGreaterThanOrEqual(d);
      expect(plan.stepPx * (plan.steps - 1)).toBeLessThan(d);
      expect(plan.steps).toBeGreaterThanOrEqual(22);
      expect(plan.steps).toBeLessThanOrEqual(29);
    }
  });

  it('jumps when the distance is not a finite number', () => {
    expect(smoothScrollPlan(Number.NaN)).toEqual({ jump: true });
    expect(smoothScrollPlan(Infinity)).toEqual({ jump: true });
  });
});
