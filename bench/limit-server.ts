// The "limit" of the booking-list benchmark (issue 9 §3): the least a server can do to answer the same list. Bare
// Fastify and a `pg` pool the size of the product's; it verifies the same HS256 token with node:crypto (signature,
// algorithm, expiry) and runs the very SQL the product sent for that list (captured by bench/bookings.ts) as named
// prepared statements, page and count in parallel, and answers the rows as pg returns them. No user or property
// lookup, no validation, no mapping: whatever the product spends beyond this is its own overhead, and the bench
// reports the product's throughput as a ratio of this server's, measured in the same run on the same machine.
import { createHmac, timingSafeEqual } from 'node:crypto';

import Fastify from 'fastify';
import pg from 'pg';

/** One SQL statement as the product sent it. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
}

/** What the product runs for one list address: the page of rows and the total count. */
export interface LimitRoute {
  page: CapturedQuery;
  count: CapturedQuery;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The token's subject when its HS256 signature matches and it has not expired; undefined otherwise. */
export function verifyToken(token: string, secret: string): number | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'HS256') return undefined;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; exp?: number };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return undefined;
  const sub = Number(claims.sub);
  return Number.isInteger(sub) ? sub : undefined;
}

/** A token the limit accepts, for its own self-check. */
export function signToken(sub: number, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 3600 }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** Starts the limit server on `port` (0: any); answers its address. `routes` is keyed by the exact request URL. */
export async function startLimitServer(options: {
  databaseUrl: string;
  secret: string;
  routes: Record<string, LimitRoute>;
  port: number;
}) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const app = Fastify({ logger: false });
  const names = new Map(Object.keys(options.routes).map((url, i) => [url, `limit_${i}`]));

  app.get('/api/health', () => ({ status: 'ok' }));
  app.get('/*', async (request, reply) => {
    const route = options.routes[request.url];
    if (!route) return reply.code(404).send({ message: 'Not found' });
    const header = request.headers.authorization ?? '';
    const sub = header.startsWith('Bearer ') ? verifyToken(header.slice(7), options.secret) : undefined;
    if (sub === undefined) return reply.code(401).send({ message: 'Invalid token' });
    const name = names.get(request.url)!;
    const [page, count] = await Promise.all([
      pool.query({
        name: `${name}_page`,
        text: route.page.text,
        values: route.page.values,
        rowMode: 'array',
      }),
      pool.query({
        name: `${name}_count`,
        text: route.count.text,
        values: route.count.values,
        rowMode: 'array',
      }),
    ]);
    const total = Number((count.rows[0] as unknown[] | undefined)?.[0] ?? 0);
    reply.header('content-type', 'application/json; charset=utf-8');
    return `{"items":${JSON.stringify(page.rows)},"total":${total}}`;
  });

  await app.listen({ port: options.port, host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
