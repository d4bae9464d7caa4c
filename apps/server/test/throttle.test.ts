// Sign-in and self-signup throttling (decision 0003, issue 9 defects 4 and 9): an attacker is refused after a few
// failures, but failures from one address never lock the owner out from another; anonymous signups are limited
// per address. Small limits here; the shape is the production one.
import { randomBytes } from 'node:crypto';

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { property } from '../src/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { expectError, insertUser, uniqueEmail, uniqueIp } from './support';

const MINUTE = 60_000;
const PER_PAIR = 3;
const PER_IP = 5;
const PER_USERNAME = 8;
const SPACING_MS = 1_000;
const SIGNUPS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    throttle: {
      perPair: { limit: PER_PAIR, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
      perIp: { limit: PER_IP, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
      perUsername: { limit: PER_USERNAME, windowMs: 15 * MINUTE, blockMs: SPACING_MS },
      signupPerIp: { limit: SIGNUPS, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
    },
  });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['api']>>;

const attempt = (username: string, password: string, ip = uniqueIp()) =>
  t.api('POST', '/api/user/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

const freshUser = () => insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });
const wrong = (res: Res) => expectError(res, 401, { message: 'Invalid username or password' });

/** A 429 that says why and when to come back, and hands out nothing. */
function expectRefused(
  res: Res,
  maxSeconds = 15 * 60,
  message: RegExp = /too many failed sign-in attempts/i,
) {
  const body = expectError(res, 429, { message });
  expect(body.message).toMatch(/try again in \d+ (second|minute)s?\./i);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.body).not.toContain('token');
}

describe('one attacker at one account, from one address', () => {
  it('is refused after a few failures, with Retry-After, even when it then tries the right password', async () => {
    const victim = await freshUser();
    const attacker = uniqueIp();
    for (let i = 0; i < PER_PAIR; i++) wrong(await attempt(victim.username, 'Wrong#Pass1', attacker));
    expectRefused(await attempt(victim.username, 'Wrong#Pass1', attacker));
    expectRefused(await attempt(victim.username, DEMO_PASSWORD, attacker));
    // Any spelling of the username is the same account.
    expectRefused(await attempt(victim.username.toUpperCase(), DEMO_PASSWORD, attacker));
  });

  it('does not lock the owner out: the owner signs in from another address meanwhile', async () => {
    const victim = await freshUser();
    const attacker = uniqueIp();
    for (let i = 0; i < PER_PAIR; i++) wrong(await attempt(victim.username, 'Wrong#Pass1', attacker));
    // Refused attempts count nowhere: however long the attacker goes on, the account-wide counter stays low.
    for (let i = 0; i < 3 * PER_USERNAME; i++)
      expectRefused(await attempt(victim.username, 'Wrong#Pass1', attacker));
    expect((await attempt(victim.username, DEMO_PASSWORD, uniqueIp())).statusCode).toBe(200);
    expect((await attempt(victim.username, DEMO_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('refuses a burst of parallel guesses beyond the limit: the count is taken before the password check', async () => {
    const victim = await freshUser();
    const attacker = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attempt(victim.username, 'Wrong#Pass1', attacker)),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(PER_PAIR);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(12 - PER_PAIR);
  });

  it('starts the pair afresh after the owner signs in from that address', async () => {
    const user = await freshUser();
    const ip = uniqueIp();
    for (let i = 0; i < PER_PAIR - 1; i++) wrong(await attempt(user.username, 'Wrong#Pass1', ip));
    expect((await attempt(user.username, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    // Without the reset, the next failure would reach the limit and the sign-in after it would be refused.
    for (let i = 0; i < PER_PAIR - 1; i++) wrong(await attempt(user.username, 'Wrong#Pass1', ip));
    expect((await attempt(user.username, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts failures for unknown usernames too', async () => {
    const ghost = uniqueEmail('ghost');
    const ip = uniqueIp();
    for (let i = 0; i < PER_PAIR; i++) wrong(await attempt(ghost, 'Wrong#Pass1', ip));
    expectRefused(await attempt(ghost, 'Wrong#Pass1', ip));
  });
});

describe('IPv6 clients', () => {
  /** A random /64, as one IPv6 client commonly holds. */
  const prefix = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

  it('are counted by their /64: hopping addresses inside it gets no fresh allowance', async () => {
    const victim = await freshUser();
    const attacker = prefix();
    for (let i = 1; i <= PER_PAIR; i++)
      wrong(await attempt(victim.username, 'Wrong#Pass1', `${attacker}::${i}`));
    expectRefused(await attempt(victim.username, 'Wrong#Pass1', `${attacker}:ffff:ffff:ffff:ffff`));
    expect((await attempt(victim.username, DEMO_PASSWORD, `${prefix()}::1`)).statusCode).toBe(200);
  });
});

describe('one address trying many accounts', () => {
  it('is refused after failures across usernames; other addresses are unaffected', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < PER_IP; i++) wrong(await attempt(uniqueEmail('nobody'), 'Wrong#Pass1', ip));
    const user = await freshUser();
    expectRefused(await attempt(user.username, DEMO_PASSWORD, ip));
    expect((await attempt(user.username, DEMO_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('does not count successful sign-ins: an office behind one address signs in all day', async () => {
    const ip = uniqueIp();
    const staff = await Promise.all(Array.from({ length: 3 }, freshUser));
    for (let round = 0; round < PER_IP; round++) {
      for (const user of staff)
        expect((await attempt(user.username, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    }
  });
});

describe('many addresses at one account', () => {
  it('slow the account down past a high ceiling, but never lock it: the owner signs in after a short wait', async () => {
    const victim = await freshUser();
    // A distributed attack: each guess from its own address, so only the account-wide counter sees them all.
    for (let i = 0; i < PER_USERNAME; i++) wrong(await attempt(victim.username, 'Wrong#Pass1'));
    expectRefused(await attempt(victim.username, 'Wrong#Pass1'), Math.ceil(SPACING_MS / 1000));
    const owner = uniqueIp();
    expectRefused(await attempt(victim.username, DEMO_PASSWORD, owner), Math.ceil(SPACING_MS / 1000));
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS + 200));
    expect((await attempt(victim.username, DEMO_PASSWORD, owner)).statusCode).toBe(200);
    // Being refused by the account-wide spacing did not count against the owner's own address.
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS + 200));
    expect((await attempt(victim.username, DEMO_PASSWORD, owner)).statusCode).toBe(200);
  });

  it('let the owner through at once from an address they signed in from before the attack', async () => {
    const victim = await freshUser();
    const home = uniqueIp();
    expect((await attempt(victim.username, DEMO_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < PER_USERNAME; i++) wrong(await attempt(victim.username, 'Wrong#Pass1'));
    expectRefused(await attempt(victim.username, DEMO_PASSWORD), Math.ceil(SPACING_MS / 1000));
    expect((await attempt(victim.username, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // A known address is known for that user only, and a wrong password from it is still a failure.
    wrong(await attempt(victim.username, 'Wrong#Pass1', home));
  });
});

describe('anonymous self signup', () => {
  const signup = (ip: string) =>
    t.api('POST', '/api/user/signup', {
      headers: { 'x-forwarded-for': ip },
      body: { email: uniqueEmail('owner'), password: 'Owner#2026', firstName: 'Olive', lastName: 'Owner' },
    });
  const propertyCount = async () => (await t.db.select({ n: count() }).from(property))[0]!.n;

  it('is limited per address: 429 with Retry-After, nothing created; another address still signs up', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < SIGNUPS; i++) expect((await signup(ip)).statusCode).toBe(201);
    const before = await propertyCount();
    expectRefused(await signup(ip), 60 * 60, /too many sign-ups from your address/i);
    expect(await propertyCount()).toBe(before);
    expect((await signup(uniqueIp())).statusCode).toBe(201);
  });

  it('holds against a parallel burst from one address', async () => {
    const ip = uniqueIp();
    const before = await propertyCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signup(ip)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(SIGNUPS);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - SIGNUPS);
    expect(await propertyCount()).toBe(before + SIGNUPS);
  });
});
