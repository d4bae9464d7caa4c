// Assertions on the security headers (issue 9 defect 5), shared by the tests of API answers and of web pages.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer must carry, whatever produced it. */
export function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = cspDirectives(res);
  expect(csp.get('default-src'), res.headers['content-security-policy'] as string).toEqual(["'self'"]);
  // Scripts only from our own files: no inline script, no eval, nothing from elsewhere.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}
