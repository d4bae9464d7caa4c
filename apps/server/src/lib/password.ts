import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt from Node's crypto: no native module to download. Stored as `scrypt$N$r$p$salt$hash` (base64url). */
export const PASSWORD_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/** The cost of the hashes made from now on: always PASSWORD_COST, except in a test process (see below). */
let cost: { N: number; r: number; p: number } = PASSWORD_COST;

/**
 * Tests only: a cheaper scrypt cost for the hashes this process makes from now on. At the production cost a hash
 * takes ~40 ms of processor time, and the API suite makes and checks thousands of them (every sign-in of every
 * file). A hash keeps its own cost, so verification needs nothing. Refused outside vitest, so that no production
 * path can lower it; password.test.ts checks that a plain process hashes at PASSWORD_COST.
 */
export function lowerPasswordCostForTests(N: number) {
  if (!process.env.VITEST) throw new Error('lowerPasswordCostForTests is for the test suites only');
  cost = { ...PASSWORD_COST, N };
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash to verify against when the user does not exist, so that a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
