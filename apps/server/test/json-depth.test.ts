// Issue 9 §1 defect 2: a deeply nested JSON body is a 400 on every route, never a 500.
//
// Before the fix, a body nested 20 000 levels deep with an Idempotency-Key overflowed the stack in the idempotency
// fingerprint (a recursive stable JSON) and answered 500.
import { describe, expect, it } from 'vitest';

import { stableJson } from '../src/plugins/idempotency';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body';
import { openDemoApp, openForTests, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError } from './support';

let t: TestApp;
let session: Session;

openForTests(openDemoApp, (app) => ({ t, session } = app));

const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);
const json = { 'content-type': 'application/json' };
const DEPTH_MESSAGE = /nested too deeply/;

describe('JSON nesting limit', () => {
  it('400s a body nested 20 000 levels deep with an Idempotency-Key (it was a 500)', async () => {
    const res = await t.api('POST', '/api/user/login', {
      body: nested(20_000),
      headers: { ...json, 'idempotency-key': 'deep-body-1' },
    });
    expectError(res, 400, { fields: ['body'], message: DEPTH_MESSAGE });
  });

  it('400s a deep body on a signed-in route too, before the route runs', async () => {
    const token = await session('hotel.admin@bookone.demo');
    const body = `{"firstName":${nested(10_000, '{"a":1}')}}`;
    for (const headers of [json, { ...json, 'idempotency-key': 'deep-body-2' }]) {
      const res = await t.api('POST', '/api/user/profileUpdate', { token, body, headers });
      expectError(res, 400, { fields: ['body'], message: DEPTH_MESSAGE });
    }
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the route, and refuses one more`, async () => {
    const at = (levels: number) =>
      t.api('POST', '/api/user/login', {
        body: `{"username":"nobody@bookone.demo","password":"x","extra":${nested(levels - 1)}}`,
        headers: { ...json, 'idempotency-key': `depth-${levels}` },
      });
    // At the limit the body reaches the route, which refuses the unknown account as it always does.
    const ok = await at(MAX_JSON_DEPTH);
    expect(ok.statusCode, ok.body).not.toBe(400);
    expect(ok.body).not.toMatch(DEPTH_MESSAGE);
    expectError(await at(MAX_JSON_DEPTH + 1), 400, { message: DEPTH_MESSAGE });
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const text = `\\"${'['.repeat(5_000)}`;
    const res = await t.api('POST', '/api/user/login', {
      body: JSON.stringify({ username: text, password: '{'.repeat(5_000) }),
      headers: json,
    });
    expect(res.body).not.toMatch(DEPTH_MESSAGE);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('still refuses invalid JSON and prototype keys as before', async () => {
    expectError(await t.api('POST', '/api/user/login', { body: '{"username":', headers: json }), 400, {
      message: 'The request body is not valid JSON',
    });
    const proto = await t.api('POST', '/api/user/login', {
      body: '{"username":"a","password":"b","__proto__":{"admin":true}}',
      headers: json,
    });
    expectError(proto, 400);
  });
});

describe('stableJson (the idempotency fingerprint)', () => {
  it('survives a value nested 100 000 levels deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const out = stableJson(deep);
    expect(out.length).toBeGreaterThan(100_000);
    expect(out.startsWith('[{"k":[')).toBe(true);
  });

  it('sorts keys, writes undefined array members as null and drops undefined properties', () => {
    expect(stableJson({ b: [1, undefined, 'x'], a: { d: null, c: true }, e: undefined })).toBe(
      '{"a":{"c":true,"d":null},"b":[1,null,"x"]}',
    );
    expect(stableJson({ b: 1, a: 2 })).toBe(stableJson({ a: 2, b: 1 }));
    expect(stableJson(Buffer.from('hi'))).toBe('buffer:aGk=');
    expect(stableJson([])).toBe('[]');
    expect(stableJson({})).toBe('{}');
    expect(stableJson(undefined)).toBe('');
  });
});
