import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in a demo account', async () => {
    const token = await t.login('hotel.admin@bookone.demo');
    expect(token.split('.')).toHaveLength(3);
  });
});
