import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { User } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { openDemoApp, openForTests, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, fileUpload, insertUser, multipart, TINY_PNG, userRow } from './support';

const MB = 1024 * 1024;
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8);

let t: TestApp;
let ids: DemoIds;
let session: Session;

openForTests(openDemoApp, (app) => ({ t, ids, session } = app));

const harbourStaff = () =>
  insertUser(t, {
    roles: ['PROP_FRONTDESK'],
    organisationId: ids.organisation('Demo Hospitality Group'),
    propertyId: ids.property('Harbour View Hotel'),
  });

const upload = (token: string, form: ReturnType<typeof multipart>, query = '') =>
  t.api('POST', `/api/user/updateProfilePic${query}`, { token, body: form.body, headers: form.headers });

const storedFiles = async () => {
  try {
    return (await readdir(join(t.uploadsDir, 'users'))).sort();
  } catch {
    return [];
  }
};

describe('POST /api/user/updateProfilePic', () => {
  it('stores a PNG and serves it back at the answered photoUrl', async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const res = await upload(token, fileUpload('me.png', 'image/png', TINY_PNG));
    expect(res.statusCode, res.body).toBe(200);
    const photoUrl = res.json<User>().photoUrl ?? '';
    expect(photoUrl).toMatch(/^\/uploads\/users\/[\w-]+\.png$/);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username });

    const image = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/png/);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    const me = await t.api('GET', `/api/user/findById/${user.id}`, { token });
    expect(me.json<User>().photoUrl).toBe(photoUrl);
  });

  it('judges the file by its bytes: a JPEG sent as a .png is stored as .jpg', async () => {
    const user = await harbourStaff();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const res = await upload(await t.login(user.username), fileUpload('photo.png', 'image/png', jpeg));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>().photoUrl).toMatch(/\.jpg$/);
  });

  it('accepts a 2 MB image, above the JSON body limit but under the 5 MB image limit', async () => {
    const user = await harbourStaff();
    const big = Buffer.alloc(2 * MB);
    PNG_SIGNATURE.copy(big);
    const res = await upload(await t.login(user.username), fileUpload('big.png', 'image/png', big));
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json<User>().photoUrl ?? '' });
    expect(image.rawPayload.length).toBe(2 * MB);
  });

  it('400s a text file renamed .png, and changes nothing', async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const before = [await userRow(t, user.id), await storedFiles()];
    const res = await upload(token, fileUpload('notes.png', 'image/png', 'just some text, not an image\n'));
    expectError(res, 400, { fields: ['file'] });
    expect([await userRow(t, user.id), await storedFiles()]).toEqual(before);
  });

  it('413s a file over 5 MB, and changes nothing', async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const before = [await userRow(t, user.id), await storedFiles()];
    const huge = Buffer.alloc(5 * MB + 1024);
    PNG_SIGNATURE.copy(huge);
    expectError(await upload(token, fileUpload('huge.png', 'image/png', huge)), 413);
    expect([await userRow(t, user.id), await storedFiles()]).toEqual(before);
  });

  it('400s a request without a file, and a JSON body', async () => {
    const token = await session('hotel.marketing@bookone.demo');
    expectError(await upload(token, multipart([{ name: 'note', content: 'hello' }])), 400, {
      fields: ['file'],
    });
    const json = await t.api('POST', '/api/user/updateProfilePic', {
      token,
      body: { file: 'data:image/png;base64,AAAA' },
    });
    expectError(json, 400, { fields: ['file'] });
  });

  it('401s without a token', async () => {
    const form = fileUpload('me.png', 'image/png', TINY_PNG);
    expectError(
      await t.api('POST', '/api/user/updateProfilePic', { body: form.body, headers: form.headers }),
      401,
    );
  });

  it("lets an administrator set a staff member's picture with ?userId", async () => {
    const user = await harbourStaff();
    const res = await upload(
      await session('hotel.admin@bookone.demo'),
      fileUpload('staff.png', 'image/png', TINY_PNG),
      `?userId=${user.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>().id).toBe(user.id);
    expect((await userRow(t, user.id)).photoUrl).toBe(res.json<User>().photoUrl);
  });

  it("403s a non-administrator setting a colleague's picture, and changes nothing", async () => {
    const user = await harbourStaff();
    const colleague = await harbourStaff();
    const before = [await userRow(t, colleague.id), await storedFiles()];
    const res = await upload(
      await t.login(user.username),
      fileUpload('x.png', 'image/png', TINY_PNG),
      `?userId=${colleague.id}`,
    );
    expectError(res, 403);
    expect([await userRow(t, colleague.id), await storedFiles()]).toEqual(before);
  });

  it('400s a userId that is not a positive number', async () => {
    const res = await upload(
      await session('hotel.admin@bookone.demo'),
      fileUpload('x.png', 'image/png', TINY_PNG),
      '?userId=abc',
    );
    expectError(res, 400, { fields: ['userId'] });
  });

  it('404s a picture that does not exist, as JSON', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/uploads/users/none.png' }), 404);
  });
});
