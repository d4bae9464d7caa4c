import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Security headers on every answer (issue 9 §1 defect 5): the web app, the API, uploads, errors and 404s alike.
 *
 * The Content Security Policy lets the page run only scripts loaded from this origin (the built app has no inline
 * script), talk only to this origin, and be framed by nobody (so the sign-in page cannot be overlaid by a foreign
 * site: clickjacking). Two relaxations, both for styles and images, which cannot run code:
 * - style-src 'unsafe-inline': MUI styles through emotion, which inserts <style> elements while the app runs and
 *   sets style attributes (sx, transitions). Hashes cannot cover styles generated at run time, and a nonce would
 *   need a per-request index.html and emotion's cache wired to it.
 * - img-src data: blob: small icons inlined by libraries' CSS (MUI X, Swagger UI) and pictures previewed from a
 *   file the user picked before it is uploaded.
 * The API documentation (/api/docs, Swagger UI) keeps the same policy: its page loads its scripts and styles from
 * files and needs nothing more.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, the usual HSTS lifetime; sent only over TLS, where a browser honours it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // Browsers must take the declared content type: an upload or a JSON answer is never run as a script or page.
  'x-content-type-options': 'nosniff',
  // frame-ancestors for browsers that predate CSP level 2.
  'x-frame-options': 'DENY',
  // Other sites see at most our origin, never a path or query (booking numbers, ids).
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Sets the headers on every request at onRequest, so that they are on the reply however it ends (route, static
 * file, error handler, 404). HSTS only when the request came over TLS: `request.protocol` is 'https' for a direct
 * TLS connection, or behind a proxy that says so in X-Forwarded-Proto when TRUST_PROXY lets us believe it. Sent
 * over plain HTTP it would be ignored by browsers, and on a plain-HTTP development setup it would be wrong.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    void reply.headers(HEADERS);
    if (request.protocol === 'https')
      void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
