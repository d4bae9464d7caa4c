import { describe, expect, it } from 'vitest';

import {
  ESSENTIALS_PLAN,
  IMAGE_COUNT_BY_PLAN,
  maxImagesFor,
  PLANS,
  PREMIUM_PLAN,
  STARTER_PLAN,
  type Plan,
} from './plans';

describe('PLANS', () => {
  it('lists the three business plans of spec §9', () => {
    expect(PLANS).toEqual(['Business Starter', 'Business Premium', 'Business Essentials']);
  });

  it('names each plan constant after its plan', () => {
    expect(STARTER_PLAN).toBe('Business Starter');
    expect(PREMIUM_PLAN).toBe('Business Premium');
    expect(ESSENTIALS_PLAN).toBe('Business Essentials');
  });

  it('gives every plan an image count', () => {
    expect(Object.keys(IMAGE_COUNT_BY_PLAN).sort()).toEqual([...PLANS].sort());
  });
});

describe('maxImagesFor', () => {
  it.each<[Plan | null | undefined, number]>([
    ['Business Starter', 1],
    ['Business Premium', 40],
    ['Business Essentials', 40],
    [null, 1],
    [undefined, 1],
  ])('%s -> %d', (plan, count) => {
    expect(maxImagesFor(plan)).toBe(count);
  });
});
