// Issue 9 §1 defect 5: security headers on every answer, HSTS over TLS only, uploads with Content-Disposition.
// (The web app's own pages are checked in web-serving.test.ts, which builds the server with a web folder.)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { User } from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers';
import { expectSecurityHeaders } from './security-headers-support';
import { demoIds, fileUpload, insertUser, TINY_PNG } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every <script> of the page loads a file, and no element has an on* handler: both would be blocked. */
function expectNoInlineScript(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, content] of scripts) {
    expect(attrs).toMatch(/\bsrc=/);
    expect(content!.trim()).toBe('');
  }
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
}

describe('security headers', () => {
  it('are on API answers, errors and unknown paths alike', async () => {
    const answers = [
      await t.api('GET', '/api/health'),
      await t.api('GET', '/api/user/findById/1'), // 401: no token
      await t.api('GET', '/api/no-such-route'), // 404
      await t.api('POST', '/api/user/login', { body: '{', headers: { 'content-type': 'application/json' } }), // 400
      await t.app.inject({ method: 'GET', url: '/bookone/dashboard' }), // page, web app not built here
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400, 404]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  it('send HSTS only when the request came over TLS (here: a trusted proxy saying https)', async () => {
    const plain = await t.api('GET', '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.api('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
  });

  it("allow the web app's page: its index.html has no inline script for script-src 'self' to block", async () => {
    // The source page; the build only adds <script src> and <link> elements to it.
    const html = await readFile(new URL('../../web/index.html', import.meta.url), 'utf8');
    expectNoInlineScript(html);
  });

  it('cover the API documentation, which needs no inline script under that policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    expectNoInlineScript(page.body);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(bundle.statusCode).toBe(200);
    expectSecurityHeaders(bundle);
  });
});

describe('uploaded files', () => {
  it('are served with Content-Disposition, nosniff and the policy: inline for pictures', async () => {
    const ids = await demoIds(t);
    const user = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: ids.organisation('Demo Hospitality Group'),
      propertyId: ids.property('Harbour View Hotel'),
    });
    const form = fileUpload('me.png', 'image/png', TINY_PNG);
    const up = await t.api('POST', '/api/user/updateProfilePic', {
      token: await t.login(user.username),
      body: form.body,
      headers: form.headers,
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json<User>().photoUrl!;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${url.split('/').pop()}"`);
    expectSecurityHeaders(res);
  });

  it('offer anything that is not a picture as a download', async () => {
    // Only pictures are stored under /uploads today; a stray file must still never render as a page of ours.
    await mkdir(join(t.uploadsDir, 'misc'), { recursive: true });
    await writeFile(join(t.uploadsDir, 'misc', 'note.html'), '<script>alert(1)</script>');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/misc/note.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="note.html"');
    expectSecurityHeaders(res);
  });
});
