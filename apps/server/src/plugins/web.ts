import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { isApiPath } from './auth';
import { apiNotFound } from './errors';

/**
 * Serves uploads under /uploads, the built web app at /, and answers any other GET with index.html so that the
 * client router handles deep links. Unknown /api paths get a JSON 404 instead.
 */
export async function registerWeb(app: FastifyInstance, options: { webDist: string; uploadsDir: string }) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  const hasWeb = existsSync(join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html is revalidated so that a deploy shows up at once.
      setHeaders: (res, path) => {
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (isApiPath(url) || request.method !== 'GET' || url.startsWith('/uploads/')) {
      return reply.status(404).send(apiNotFound(request.method, url));
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`) from the repository root.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDist);
  });
}
