import type { LoginRequest, LoginResponse } from '@bookone/domain';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import type { TokenPayload } from '../../plugins/auth';
import { findPropertyView } from '../property/property.repository';
import { findUserRowByUsername, toUser, type UserRow } from '../user/user.repository';
import { clearThrottle, findThrottle, recordFailure } from './auth.repository';

export interface ThrottleOptions {
  /** Failed attempts for one username within the window before it is blocked. */
  perUsername: number;
  /** Failed attempts from one address within the window before it is blocked. */
  perIp: number;
  windowMs: number;
  blockMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  perUsername: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  blockMs: 15 * 60_000,
};

export const INVALID_CREDENTIALS = 'Invalid username or password';

export function createAuthService(app: FastifyInstance, db: Db, throttle: ThrottleOptions) {
  async function assertNotBlocked(keys: string[]) {
    for (const key of keys) {
      const row = await findThrottle(db, key);
      const until = row?.blockedUntil;
      if (until && until.getTime() > Date.now()) {
        const seconds = Math.ceil((until.getTime() - Date.now()) / 1000);
        const minutes = Math.ceil(seconds / 60);
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          seconds,
        );
      }
    }
  }

  function issueToken(user: UserRow) {
    const payload: TokenPayload = { sub: String(user.id), ver: user.tokenVersion };
    const token = app.jwt.sign(payload);
    const decoded = app.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date((decoded?.exp ?? 0) * 1000).toISOString() };
  }

  return {
    issueToken,

    async login(input: LoginRequest, ip: string): Promise<LoginResponse> {
      const username = input.username.trim().toLowerCase();
      const userKey = `user:${username}`;
      const ipKey = `ip:${ip}`;
      await assertNotBlocked([userKey, ipKey]);

      const user = await findUserRowByUsername(db, username);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !ok || !user.enabled) {
        await recordFailure(db, userKey, throttle.perUsername, throttle.windowMs, throttle.blockMs);
        await recordFailure(db, ipKey, throttle.perIp, throttle.windowMs, throttle.blockMs);
        // A disabled account gets the same answer as a wrong password: no account discovery.
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await clearThrottle(db, userKey);

      const property =
        user.propertyId != null ? ((await findPropertyView(db, user.propertyId)) ?? null) : null;
      return { ...issueToken(user), user: toUser(user), property };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
