import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../db/client';
import { AppError, badRequest } from '../lib/errors';
import {
  claimKey,
  completeKey,
  deleteKey,
  purgeExpiredKeys,
  releaseKey,
  type IdempotencyRow,
} from '../modules/idempotency/idempotency.repository';
import { isApiPath } from './auth';
import { addRouteHook, writesSomething } from './route-hooks';

/**
 * Idempotency keys (spec §8: a failed request is retried once, unchanged; the retry must never apply a write twice).
 *
 * The web client sends `Idempotency-Key: <uuid>` with every non-GET request and the same key on its retry. For a
 * non-GET /api route, after the auth gate has identified the caller:
 * - first use of the key by this caller: a pending record is inserted (the primary key (key, caller) makes the
 *   insert the lock), the handler runs, and its answer is stored before it is sent (onSend). Only 2xx and 4xx
 *   answers are stored; after a 5xx the record is dropped so that a retry runs again.
 * - the same key again with the same method, path and body: the stored status and body are sent back with
 *   `Idempotent-Replayed: true`, and the handler does not run.
 * - the same key with another method, path or body: 422.
 * - the same key while the first request is still running: it waits up to `waitForPendingMs` for the first answer
 *   and replays it; if the first is still running then, 409 with Retry-After, and nothing runs. A pending record
 *   left by a process that died is taken over after the lock timeout (5 minutes).
 * Keys are per caller (`user:<id>`, or `public` for calls without a token, such as login), expire after 24 hours
 * (expired records are replaced when their key comes back and purged lazily) and are 1-200 visible ASCII characters.
 * A request without the header is not affected. Multipart uploads are not covered: their body is a stream the
 * handler reads, so it cannot be fingerprinted before the handler runs (a repeated upload stores the picture again).
 * Streamed answers are not stored either (no non-GET route streams today).
 *
 * Limits: the record is written after the handler's own writes, not in their transaction; if storing it fails, the
 * key stays pending until the lock timeout rather than letting a retry apply the write again. A retried password
 * change carries the old token, which the change revoked, so it gets 401 rather than the replay.
 *
 * Stored answers can hold a token (login, signup, password change), so they are encrypted with a key derived from
 * the JWT secret; the request fingerprint is an HMAC, so that it does not expose a password either.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export interface IdempotencyOptions {
  /** Server secret the encryption and fingerprint keys are derived from (the JWT secret). */
  secret: string;
  /** How long a key is remembered. */
  ttlMs?: number;
  /** How long a pending record blocks its key before it counts as abandoned (its process died). */
  lockTimeoutMs?: number;
  /** How often expired records are purged (at most once per interval, by a request that uses a key). */
  purgeIntervalMs?: number;
  /**
   * How long a repeat waits for the first request with its key to finish before answering 409. The web client
   * retries a failed write once, often while the first attempt is still running on the server: waiting briefly
   * lets that retry get the real answer instead of a 409.
   */
  waitForPendingMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface Claim {
  key: string;
  scope: string;
  settled: boolean;
}

/**
 * JSON with object keys sorted, so that the fingerprint does not depend on key order. Written with an explicit work
 * stack rather than recursion, so that no body, however deeply nested, can overflow the call stack (the JSON parser
 * refuses deep bodies too, see json-body.ts, but this runs on whatever the body parser produced).
 */
export function stableJson(value: unknown): string {
  if (value === undefined) return '';
  const out: string[] = [];
  // Last in, first out: a container pushes its closing bracket, then its members in reverse, then its opening.
  const work: ({ text: string } | { value: unknown })[] = [{ value }];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const v = item.value;
    if (Buffer.isBuffer(v)) {
      out.push(`buffer:${v.toString('base64')}`);
    } else if (Array.isArray(v)) {
      work.push({ text: ']' });
      for (let i = v.length - 1; i >= 0; i--) {
        // An undefined element is written as null, as JSON.stringify does.
        work.push(v[i] === undefined ? { text: 'null' } : { value: v[i] });
        if (i > 0) work.push({ text: ',' });
      }
      work.push({ text: '[' });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, m]) => m !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      work.push({ text: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, m] = entries[i]!;
        work.push({ value: m });
        work.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(k)}:` });
      }
      work.push({ text: '{' });
    } else {
      out.push(JSON.stringify(v));
    }
  }
  return out.join('');
}

function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? undefined : raw;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw badRequest(
      `Invalid ${IDEMPOTENCY_KEY_HEADER} header: send one key of 1 to 200 visible ASCII characters, such as a UUID`,
      { [IDEMPOTENCY_KEY_HEADER]: 'Must be 1 to 200 visible ASCII characters' },
    );
  }
  return value;
}

const isDeclaredRoute = (request: FastifyRequest) => {
  const c = request.routeOptions.config;
  return !!(c.permission || c.public || c.optionalAuth);
};

export function registerIdempotency(app: FastifyInstance, db: Db, options: IdempotencyOptions) {
  const ttlSeconds = Math.round((options.ttlMs ?? DAY_MS) / 1000);
  const lockSeconds = Math.round((options.lockTimeoutMs ?? 5 * 60_000) / 1000);
  const purgeIntervalMs = options.purgeIntervalMs ?? 10 * 60_000;
  const waitForPendingMs = options.waitForPendingMs ?? 2_000;
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', options.secret, 'bookone-idempotency', info, 32));
  const hashKey = derive('request-fingerprint');
  const cipherKey = derive('response-body');

  const fingerprint = (request: FastifyRequest) =>
    createHmac('sha256', hashKey)
      .update(`${request.method}\n${request.url}\n${stableJson(request.body)}`)
      .digest('base64url');

  const encrypt = (body: Buffer) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
    const data = Buffer.concat([cipher.update(body), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
  };
  const decrypt = (stored: string): Buffer | null => {
    try {
      const raw = Buffer.from(stored, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    } catch {
      return null; // written under another secret
    }
  };

  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  // The three hooks are the write routes' own (route-hooks.ts): reads never run them. Each goes first among its
  // route's hooks, where it ran as an instance hook: the answer is stored before compression's onSend.
  app.addHook('onRoute', (route) => {
    if (!writesSomething(route)) return;
    addRouteHook(route, 'preValidation', claimOrReplay, true);
    addRouteHook(route, 'onSend', storeAnswer, true);
    addRouteHook(route, 'onResponse', releaseUnanswered, true);
  });

  // preValidation: after the auth gate (onRequest) has named the caller and the body is parsed, before the
  // route's own validation, so that a repeated invalid request is answered from the record as well.
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isApiPath(request.routeOptions.url ?? '') || !isDeclaredRoute(request)) return;
    const key = readKey(request);
    if (key === undefined) return;
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return;

    if (Date.now() - lastPurge > purgeIntervalMs) {
      lastPurge = Date.now();
      await purgeExpiredKeys(db, ttlSeconds);
    }

    const scope = request.actor ? `user:${request.actor.id}` : 'public';
    const requestHash = fingerprint(request);
    const waitUntil = Date.now() + waitForPendingMs;
    for (let attempt = 0; attempt < 3;) {
      const result = await claimKey(db, {
        key,
        scope,
        userId: request.actor?.id ?? null,
        method: request.method,
        path: request.url,
        requestHash,
        ttlSeconds,
        lockSeconds,
      });
      if (result === 'retry') {
        attempt++;
        continue;
      }
      if (result.claimed) {
        claims.set(request, { key, scope, settled: false });
        return;
      }
      const replay = answerFrom(result.existing, requestHash);
      if (replay === 'pending') {
        if (Date.now() < waitUntil) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        const message = `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed`;
        throw new AppError(409, message, undefined, { 'retry-after': '1' });
      }
      if (replay === 'unreadable') {
        await deleteKey(db, key, scope);
        attempt++;
        continue;
      }
      return reply
        .code(replay.statusCode)
        .header('content-type', replay.contentType)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .send(replay.body);
    }
    throw new AppError(409, `The ${IDEMPOTENCY_KEY_HEADER} could not be claimed, try again`);
  }

  function answerFrom(row: IdempotencyRow, requestHash: string) {
    if (row.requestHash !== requestHash) {
      throw new AppError(
        422,
        `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request (${row.method} ${row.path.split('?')[0]}); send a new key for a new request`,
        { [IDEMPOTENCY_KEY_HEADER]: 'Already used for another request' },
      );
    }
    if (row.statusCode == null || row.responseBody == null) return 'pending' as const;
    const body = decrypt(row.responseBody);
    if (body === null) return 'unreadable' as const;
    return {
      statusCode: row.statusCode,
      contentType: row.contentType ?? 'application/json; charset=utf-8',
      body,
    };
  }

  // onSend: the answer is stored before the client receives it, so that a retry after the answer always finds it.
  async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const status = reply.statusCode;
    const storable = (status >= 200 && status < 300) || (status >= 400 && status < 500);
    const body =
      payload == null
        ? Buffer.alloc(0)
        : typeof payload === 'string'
          ? Buffer.from(payload, 'utf8')
          : Buffer.isBuffer(payload)
            ? payload
            : null; // a stream: not stored
    try {
      if (storable && body !== null) {
        const contentType = reply.getHeader('content-type');
        await completeKey(db, claim.key, claim.scope, {
          statusCode: status,
          contentType: typeof contentType === 'string' ? contentType : null,
          responseBody: encrypt(body),
        });
      } else {
        await releaseKey(db, claim.key, claim.scope);
      }
    } catch (err) {
      // The write may have happened: the key stays pending (a retry gets 409) until the lock timeout, rather than
      // being released for a retry that could apply the write twice.
      request.log.error({ err }, 'could not store the idempotency record');
    }
    return payload;
  }

  // A request that ended without an answer passing onSend must not keep its key locked.
  async function releaseUnanswered(request: FastifyRequest) {
    const claim = claims.get(request);
    if (!claim || claim.settled) return;
    claim.settled = true;
    await releaseKey(db, claim.key, claim.scope).catch(() => undefined);
  }
}
