import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { expectError, insertUser, uniqueIp } from './support';

const PER_USERNAME = 3;
const PER_IP = 4;
const BLOCK_SECONDS = 15 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ throttle: { perUsername: PER_USERNAME, perIp: PER_IP } });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip = uniqueIp()) =>
  t.api('POST', '/api/user/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

const freshUser = () => insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });

function expectBlocked(res: Awaited<ReturnType<typeof attempt>>) {
  const body = expectError(res, 429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(BLOCK_SECONDS);
  expect(res.body).not.toContain('token');
  return body;
}

describe('login throttling per username', () => {
  it('blocks a username after repeated failures, with retry-after, even for the right password', async () => {
    const user = await freshUser();
    // Each attempt from its own address: only the username counter can be what blocks.
    for (let i = 0; i < PER_USERNAME; i++) {
      expectError(await attempt(user.username, 'Wrong#Pass1'), 401, {
        message: 'Invalid username or password',
      });
    }
    const blocked = expectBlocked(await attempt(user.username, DEMO_PASSWORD));
    expect(blocked.message).toMatch(/try again/i);
    // Any spelling of the username is the same account.
    expectBlocked(await attempt(user.username.toUpperCase(), DEMO_PASSWORD));
    expectBlocked(await attempt(user.username, 'Wrong#Pass1'));
  });

  it('blocks only that username: another account from the same address signs in', async () => {
    const victim = await freshUser();
    const other = await freshUser();
    const ip = uniqueIp();
    for (let i = 0; i < PER_USERNAME; i++) await attempt(victim.username, 'Wrong#Pass1', uniqueIp());
    expectBlocked(await attempt(victim.username, DEMO_PASSWORD, ip));
    expect((await attempt(other.username, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts failures for unknown usernames too', async () => {
    const ghost = `ghost.${Date.now()}@test.example`;
    for (let i = 0; i < PER_USERNAME; i++) expectError(await attempt(ghost, 'Wrong#Pass1'), 401);
    expectBlocked(await attempt(ghost, 'Wrong#Pass1'));
  });

  it('a successful login resets the username counter', async () => {
    const user = await freshUser();
    for (let i = 0; i < PER_USERNAME - 1; i++) expectError(await attempt(user.username, 'Wrong#Pass1'), 401);
    expect((await attempt(user.username, DEMO_PASSWORD)).statusCode).toBe(200);
    // Without the reset, the next failure would be the third and the attempt after it would be refused.
    for (let i = 0; i < PER_USERNAME - 1; i++) expectError(await attempt(user.username, 'Wrong#Pass1'), 401);
    expect((await attempt(user.username, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('login throttling per address', () => {
  it('blocks an address after failures for different usernames; other addresses are unaffected', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < PER_IP; i++) {
      expectError(await attempt(`nobody.${i}.${Date.now()}@test.example`, 'Wrong#Pass1', ip), 401);
    }
    const user = await freshUser();
    expectBlocked(await attempt(user.username, DEMO_PASSWORD, ip));
    expect((await attempt(user.username, DEMO_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('does not block an address below the limit', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < PER_IP - 1; i++)
      await attempt(`nobody.${i}.${Date.now()}@test.example`, 'Wrong#Pass1', ip);
    const user = await freshUser();
    expect((await attempt(user.username, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});
