// Issue 9 §3 (server side): the web app served precompressed with the right cache headers, HEAD answered like GET,
// JSON and text answers of 1 KB or more compressed on the fly, and the security headers on every page.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { APP_ID } from '@bookone/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { DEMO_PASSWORD, JWT_SECRET, openTestDatabase } from './helpers';
import { expectSecurityHeaders } from './security-headers-support';
import { TINY_PNG } from './support';

let app: FastifyInstance;
let database: Database;
let root: string;

// A build as apps/web makes it: hashed assets with .br and .gz beside them, index.html likewise, a locale file
// without compressed copies (the fallback), a picture.
const INDEX = `<!doctype html><html><head><title>BookOne</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const LOCALE = JSON.stringify(
  Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, `Text ${i}`])),
);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bookone-web-'));
  const web = join(root, 'dist');
  await mkdir(join(web, 'assets'), { recursive: true });
  await mkdir(join(web, 'locales', 'en'), { recursive: true });
  const withCopies = async (file: string, content: string) => {
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  };
  await withCopies(join(web, 'index.html'), INDEX);
  await withCopies(join(web, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(web, 'locales', 'en', 'translation.json'), LOCALE);
  await writeFile(join(web, 'assets', 'logo-Ef56Gh78.png'), TINY_PNG);

  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    config: {
      jwtSecret: JWT_SECRET,
      jwtExpiresIn: '1h',
      logLevel: 'silent',
      webDist: web,
      uploadsDir: join(root, 'uploads'),
      trustProxy: true,
    },
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });

/** The body as the browser reads it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('static web assets', () => {
  it('are sent precompressed as the client asks: brotli, else gzip, else plain', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true); // the file from the build, as it is
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(SCRIPT);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('are kept for a year when hashed under /assets; index.html and the rest are revalidated', async () => {
    for (const encoding of [undefined, 'br']) {
      expect((await get('/assets/index-Ab12Cd34.js', encoding)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await get('/', encoding)).headers['cache-control']).toBe('no-cache');
      expect((await get('/bookone/dashboard', encoding)).headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/locales/en/translation.json')).headers['cache-control']).toBe('no-cache');
  });

  it('fall back to compressing on the fly a text file the build left without copies', async () => {
    const res = await get('/locales/en/translation.json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(LOCALE);
  });

  it('do not compress pictures, and do not serve the compressed copies as files of their own', async () => {
    const png = await get('/assets/logo-Ef56Gh78.png', 'br, gzip');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404); // not a file of its own
  });

  it('answer a missing build file with 404, not the page (a chunk of the previous deploy)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get('/assets/page-Old12345.js', undefined, method);
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/html/);
    }
  });
});

describe('pages', () => {
  it('answer GET / and any client route with index.html, precompressed', async () => {
    for (const url of ['/', '/bookone/dashboard', '/master-service/home?tab=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toBe(INDEX);
      expectSecurityHeaders(res);
    }
  });

  it('answer HEAD like GET: same status and headers, no body (HEAD / was a 404)', async () => {
    for (const url of ['/', '/bookone/dashboard', '/assets/index-Ab12Cd34.js']) {
      const getRes = await get(url, 'br');
      const head = await get(url, 'br', 'HEAD');
      expect(head.statusCode, url).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'content-security-policy']) {
        expect(head.headers[name], `${url} ${name}`).toBe(getRes.headers[name]);
      }
    }
  });

  it('keep unknown API paths and other methods a JSON 404', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { APP_ID } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await app.inject({ method: 'POST', url: '/bookone/dashboard' })).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  const api = (url: string, encoding?: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { APP_ID, ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra },
    });

  it('are compressed from 1 KB, as Accept-Encoding asks, and decode to the same JSON', async () => {
    const plain = await api('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await api('/api/docs/json', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(br)).toBe(plain.body);
    const gz = await api('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(plain.body);
  });

  it('under 1 KB are sent as they are', async () => {
    const small = await api('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('replayed for an Idempotency-Key come back whole, compressed or not', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { APP_ID },
      payload: { username: 'hotel.admin@bookone.demo', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user } = login.json<{ token: string; user: { propertyId: number } }>();
    const key = randomUUID();
    // The whole profile comes back: well over 1 KB, so the first answer goes out compressed.
    const send = (encoding?: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/property/${user.propertyId}/profile`,
        headers: {
          APP_ID,
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: { slogan: 'Wake up to the harbour' },
      });
    const first = await send('br');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-encoding']).toBeUndefined();
    expect(replay.body).toBe(decoded(first));
    const replayBr = await send('br');
    expect(replayBr.headers['idempotent-replayed']).toBe('true');
    expect(decoded(replayBr)).toBe(decoded(first));
  });
});
