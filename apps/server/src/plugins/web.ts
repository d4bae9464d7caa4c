import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { isApiPath } from './auth';
import { apiNotFound } from './errors';

/** Uploaded pictures a browser may show in place; anything else under /uploads is offered as a download. */
const INLINE_UPLOAD = /\.(png|jpe?g|gif|webp)$/i;

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploads under /uploads, the built web app at /, and answers any other GET or HEAD with index.html so that
 * the client router handles deep links. Unknown /api paths get a JSON 404 instead, unknown /assets/ files a 404.
 *
 * The build writes a .br and a .gz beside each text file (apps/web/vite.config.ts); `preCompressed` sends the one
 * the client's Accept-Encoding takes, and the plain file otherwise or when there is none. The compressed copies are
 * not routes of their own.
 */
export async function registerWeb(app: FastifyInstance, options: { webDist: string; uploadsDir: string }) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    // Names are `<id>-<uuid>.<ext>`, safe in a header. A picture opens in the tab; anything else downloads rather
    // than being rendered as a page of this origin. nosniff (also global) keeps a browser to the declared type.
    setHeaders: (res, path) => {
      const name = basename(path);
      const disposition = INLINE_UPLOAD.test(name) ? 'inline' : 'attachment';
      void res.header('content-disposition', `${disposition}; filename="${name}"`);
      void res.header('x-content-type-options', 'nosniff');
    },
  });

  const hasWeb = existsSync(join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed assets never change; everything else (index.html, locales, favicon) is revalidated so that a deploy
      // shows up at once.
      setHeaders: (res, path) => {
        const immutable = relative(options.webDist, path).startsWith(`assets${sep}`);
        void res.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(url) || !page || url.startsWith('/uploads/')) {
      return reply.status(404).send(apiNotFound(request.method, url));
    }
    // A build's file that is not there (a chunk of the previous deploy asked by a tab opened before it) is a 404:
    // the page in its place would fail as a script with a confusing type error instead of a missing file.
    if (url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`) from the repository root.');
    }
    // HEAD answers like GET (status and headers, no body): Node's response drops the body of a HEAD request.
    return reply.sendFile('index.html', options.webDist);
  });
}
