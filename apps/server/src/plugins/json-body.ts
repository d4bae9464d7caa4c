import type { FastifyInstance } from 'fastify';

import { badRequest } from '../lib/errors';

/**
 * How deeply arrays and objects may nest in a JSON body. The deepest body the API takes today is three levels (a
 * booking with its customer's address); 64 leaves room for any honest client while keeping every recursive walk
 * over a body (zod, the idempotency fingerprint, a logger) far from the stack limit. A body nested 20 000 levels
 * deep used to crash the idempotency fingerprint into a 500 before the route even ran.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects more than `limit` levels deep. Counts brackets outside strings in
 * one pass, without parsing and without recursion, and stops at the first level over the limit. Malformed text is
 * left for the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped, even a quote
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that first refuses bodies nested deeper than MAX_JSON_DEPTH (400 in
 * the usual error shape), then parses with Fastify's own parser (same prototype-poisoning refusal, same empty-body
 * and invalid-JSON errors). It applies to every route, since the parser runs before any route code.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString(); // parseAs 'string': already a string
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(
        badRequest(
          `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`,
          {
            body: `At most ${MAX_JSON_DEPTH} levels deep`,
          },
        ),
        undefined,
      );
      return;
    }
    void parseJson(request, body, done);
  });
}
