import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Content types worth compressing: text, JSON and XML (SVG included), JavaScript. Not images, PDFs, spreadsheets or
 * octet-stream (@fastify/compress's default list has octet-stream): they are compressed already, or could be, and
 * a second pass costs CPU for nothing.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/javascript(?:;|$)/;

/**
 * Compresses answers of at least 1 KB with brotli or gzip, as the client's Accept-Encoding asks (brotli when it takes
 * both). Static web assets come precompressed from the build (plugins/web.ts) and
 * are left alone, since they already carry Content-Encoding.
 *
 * Register it before any route: @fastify/compress attaches itself to each route as it is added. Its onSend runs
 * after the instance's own onSend hooks (route-level hooks come last), so the idempotency plugin stores an answer
 * uncompressed and a replay is compressed for the client that asks again.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
