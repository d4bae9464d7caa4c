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

  it('answers /api/health without a token, and is in the OpenAPI document', async () => {
    const res = await t.api('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths)).toContain('/api/health');
  });
});
