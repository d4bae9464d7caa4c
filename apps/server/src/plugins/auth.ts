import { APP_ID, APP_ID_HEADER, type Permission } from '@bookone/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Db } from '../db/client';
import { AppError, badRequest, forbidden, unauthorized } from '../lib/errors';
import { rememberProperty } from '../lib/property-access';
import { findActorById, findActorWithProperty } from '../modules/auth/auth.repository';
import type { PropertyRow } from '../modules/property/property.repository';
import type { RoleCache } from '../modules/role/role-cache';
import { ActorLookupCache } from './actor-lookup-cache';
import { addRouteHook, writesSomething } from './route-hooks';
import { VerifiedTokens } from './verified-tokens';

/** The signed-in caller as every service sees it. */
export interface Actor {
  id: number;
  username: string;
  /** The roles the user holds that the role table knows (built-in or custom), in their stored order. */
  roles: string[];
  /** Everything those roles allow together, from the role table (issue 10: roles as data). */
  permissions: ReadonlySet<Permission>;
  organisationId: number | null;
  propertyId: number | null;
  /** The client's address (the audit log's "from where"); absent for actors built outside a request. */
  ip?: string;
}

export interface TokenPayload {
  sub: string;
  /** The user's token version when the token was issued; a password change bumps it. */
  ver: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission (from the domain table) a caller needs. Every /api route sets this, `public` or `optionalAuth`. */
    permission?: Permission;
    public?: boolean;
    /**
     * Called by other systems, not by BookOne's web app (a gateway's webhook, a website's widget): they send no APP_ID
     * header, so the gate does not ask for it. Only on `public` routes.
     */
    external?: boolean;
    /** Anyone may call; a valid token, when sent, makes the caller known. */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

/**
 * What every token must carry, given to @fastify/jwt as its global verify options (one cached verifier): only the
 * algorithm we sign with (the same secret under HS384/HS512 would otherwise verify), and an expiry (a token without
 * one would never die). `sub` is checked by `userIdOf`. Verified tokens are remembered until their expiry
 * (verified-tokens.ts; fast-jwt's own cache warns at start-up when keyed by the token text).
 */
export const JWT_VERIFY_OPTIONS = {
  algorithms: ['HS256' as const],
  requiredClaims: ['exp', 'sub', 'ver'],
};

/** A token's claims once verified: `exp` is one of the required claims, a number (fast-jwt checks its type). */
type VerifiedClaims = TokenPayload & { exp: number };

/** The APP_ID header as Node names it (lower case). */
const APP_ID_KEY = APP_ID_HEADER.toLowerCase();

/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * The user id of a verified token: only the canonical decimal string we sign (`Number()` would also take `1.0`,
 * ` 1`, `0x1`, `1e0` or `[1]`), a positive integer that fits the id column. Anything else is not our token.
 */
function userIdOf(payload: TokenPayload): number | undefined {
  const { sub } = payload;
  if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return undefined;
  const id = Number(sub);
  return id <= MAX_ID ? id : undefined;
}

export function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
const isDocsPath = (url: string) =>
  url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');

/** Does the caller's roles allow this (the role table's answer, custom roles included)? */
export const actorCan = (actor: Actor, permission: Permission): boolean => actor.permissions.has(permission);

/** Throws when the caller lacks the actor or the permission; for services that need it spelled out. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

type ActorRow = Awaited<ReturnType<typeof findActorById>> & { property?: PropertyRow | null };

/** Reads only (GET, HEAD) share lookups: a write always sees the user as stored (actor-lookup-cache.ts). */
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

async function authenticate(
  db: Db,
  roleCache: RoleCache,
  lookups: ActorLookupCache<ActorRow | undefined>,
  tokens: VerifiedTokens<VerifiedClaims>,
  request: FastifyRequest,
): Promise<Actor> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication required: send Authorization: Bearer <token>');
  if (!/^Bearer\s+\S+$/i.test(header))
    throw unauthorized('The Authorization header must be "Bearer <token>"');
  // One space between the scheme and the token, as @fastify/jwt's own lookup reads it.
  const parts = header.split(' ');
  if (parts.length !== 2) throw unauthorized('Invalid token');
  let payload: TokenPayload;
  try {
    // The plugin's cached verifier, with the global options (JWT_VERIFY_OPTIONS) and the same checks as
    // request.jwtVerify(), which decodes the token a second time and runs a callback waterfall around it (issue 9
    // §3: a tenth of the booking list's processor time beyond the limit's); once per token until its expiry.
    payload = tokens.claimsOf(parts[1]!);
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw unauthorized(
      code === 'FAST_JWT_EXPIRED' ? 'Your session has expired, sign in again' : 'Invalid token',
    );
  }
  const userId = userIdOf(payload);
  const propertyId = propertyIdOf(request);
  // The role table's copy is current within a second (role-cache.ts); on most requests nothing is awaited here.
  const fresh = roleCache.ensureFresh();
  if (fresh) await fresh;
  const load = (): Promise<ActorRow | undefined> =>
    userId === undefined
      ? Promise.resolve(undefined)
      : propertyId !== undefined
        ? findActorWithProperty(db, userId, propertyId)
        : findActorById(db, userId);
  const refuses = (row: ActorRow | undefined) => !row || !row.enabled || row.tokenVersion !== payload.ver;
  let user: ActorRow | undefined;
  if (userId !== undefined && isRead(request)) {
    const key = `${userId}:${propertyId ?? ''}`;
    user = await lookups.get(key, load);
    // Never refuse on a shared copy: it may predate the token (a password changed a moment ago elsewhere).
    if (refuses(user)) {
      lookups.forget(key);
      user = await lookups.get(key, load);
    }
  } else user = await load();
  if (!user || refuses(user)) throw unauthorized('Invalid token');
  const property = user.property ?? null;
  const actor: Actor = {
    id: user.id,
    username: user.username,
    roles: user.roles.filter(roleCache.exists),
    permissions: roleCache.permissionsOf(user.roles),
    organisationId: user.organisationId,
    propertyId: user.propertyId,
    ip: request.ip,
  };
  if (propertyId !== undefined) rememberProperty(actor, db, propertyId, property ?? undefined);
  return actor;
}

/**
 * The property id of a route's `:propertyId` path parameter, when it is a valid id (the route's own validation
 * answers anything else): the auth gate reads that property with the user, for the service's tenant check.
 */
function propertyIdOf(request: FastifyRequest): number | undefined {
  const raw = (request.params as Record<string, unknown> | undefined)?.propertyId;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/**
 * The /api gate, in order: the APP_ID header, then the token, then the route's permission. A route that declares
 * none of `permission`, `public` or `optionalAuth` is refused at start-up, so nothing is open by omission.
 */
export function registerAuth(app: FastifyInstance, db: Db, roleCache: RoleCache) {
  app.decorateRequest('actor', null);
  const lookups = new ActorLookupCache<ActorRow | undefined>();
  const tokens = new VerifiedTokens((token: string) => app.jwt.verify<VerifiedClaims>(token));
  // Any write this process answered may have changed a user, a property or an organisation the gate reads: a hook
  // of the write routes (route-hooks.ts), so that reads do not run it.
  const forgetLookups = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    if (!isRead(request)) lookups.clear();
    done();
  };

  app.addHook('onRoute', (route) => {
    if (writesSomething(route)) addRouteHook(route, 'onResponse', forgetLookups);
    if (!isApiPath(route.url) || isDocsPath(route.url)) return;
    const c = route.config;
    if (!c?.permission && !c?.public && !c?.optionalAuth) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // Judge by the route that matched, not the raw URL: the router decodes the path (/%61pi/… reaches /api/…).
    // (routeOptions is a getter that builds a new object: read it once.)
    const route = request.routeOptions;
    const path = route.url ?? request.url;
    if (!isApiPath(path) || isDocsPath(path)) return;
    if (request.headers[APP_ID_KEY] !== APP_ID && !(route.config?.public && route.config.external)) {
      throw badRequest(`Missing or wrong ${APP_ID_HEADER} header: send ${APP_ID_HEADER}: ${APP_ID}`, {
        [APP_ID_HEADER]: `Must be ${APP_ID}`,
      });
    }
    const config = route.config;
    if (config.public) return;
    if (config.optionalAuth) {
      if (request.headers.authorization)
        request.actor = await authenticate(db, roleCache, lookups, tokens, request);
      return;
    }
    if (!config.permission) return; // unknown route: the 404 handler answers
    const actor = await authenticate(db, roleCache, lookups, tokens, request);
    request.actor = actor;
    if (!actor.permissions.has(config.permission)) throw forbidden();
  });
}

export { AppError };
