// Uploads without @fastify/multipart's disk mode (plugins/multipart.ts): its per-request hooks are left out, so
// reading an upload as a stream must work as before, and saving it to temporary files, which those hooks would
// have cleaned, is refused rather than left to leak files.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DISK_MODE_REFUSAL, registerMultipart } from '../src/plugins/multipart';
import { fileUpload } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerMultipart(app, { limits: { fileSize: 1024, files: 1 } });
  app.post('/stream', async (req) => {
    const file = await req.file();
    return { name: file?.filename, text: (await file?.toBuffer())?.toString() };
  });
  app.post('/disk', async (req) => {
    await req.saveRequestFiles();
    return { saved: true };
  });
  // A child instance still adds its own hooks (the plugin's swap of addHook is over).
  await app.register(async (child) => {
    child.addHook('onRequest', async (_req, reply) => {
      reply.header('x-child', 'yes');
    });
    child.get('/child', () => ({ ok: true }));
  });
});
afterAll(() => app.close());

describe('multipart without disk mode', () => {
  it('reads an upload as a stream', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/stream',
      ...fileUpload('a.txt', 'text/plain', 'hello'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'a.txt', text: 'hello' });
  });

  it('refuses to save an upload to temporary files', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/disk',
      ...fileUpload('a.txt', 'text/plain', 'hello'),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toBe(DISK_MODE_REFUSAL);
  });

  it('leaves the instance adding hooks as before', async () => {
    const res = await app.inject({ method: 'GET', url: '/child' });
    expect(res.headers['x-child']).toBe('yes');
  });
});
