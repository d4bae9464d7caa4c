import { VALIDATION_KEYS, type LoginRequest, type LoginResponse } from '@bookone/domain';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import type { TokenPayload } from '../../plugins/auth';
import { findPropertyView } from '../property/property.service';
import type { UserRow } from '../user/user.repository';
import { findUserRowByUsername, toUser } from '../user/user.service';
import { signInBlock } from './auth.repository';
import { createThrottle, type ThrottleOptions } from './throttle';

export { DEFAULT_THROTTLE, type ThrottleOptions } from './throttle';
/** For other modules (the public payment pages count requests per address as sign-in does). */
export { throttleAddress } from './address';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export function createAuthService(app: FastifyInstance, db: Db, throttle: ThrottleOptions) {
  const limits = createThrottle(db, throttle);

  function issueToken(user: UserRow) {
    const payload: TokenPayload = { sub: String(user.id), ver: user.tokenVersion };
    const token = app.jwt.sign(payload);
    const decoded = app.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date((decoded?.exp ?? 0) * 1000).toISOString() };
  }

  return {
    issueToken,
    /** Before an anonymous signup: 429 once the address has made too many. */
    admitSignup: limits.admitSignup,

    async login(input: LoginRequest, ip: string): Promise<LoginResponse> {
      const username = input.username.trim().toLowerCase();
      // Counted before the password is checked, so that a burst of parallel guesses cannot all pass a check made
      // before any of them failed; a success gives the attempt back.
      await limits.admitLogin(username, ip);

      const user = await findUserRowByUsername(db, username);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      // A disabled account gets the same answer as a wrong password: no account discovery.
      if (!user || !ok || !user.enabled) throw unauthorized(INVALID_CREDENTIALS);
      await limits.loginSucceeded(username, ip);
      // Told only after the password is right (no account discovery); the deactivation revoked older tokens.
      const blocked = await signInBlock(db, user);
      if (blocked === 'property') throw forbidden(VALIDATION_KEYS.propertyInactive);
      if (blocked === 'organisation') throw forbidden(VALIDATION_KEYS.organisationSignInInactive);

      const property =
        user.propertyId != null ? ((await findPropertyView(db, user.propertyId)) ?? null) : null;
      return { ...issueToken(user), user: toUser(user), property };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
