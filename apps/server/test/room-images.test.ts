// Room type images (issue 4): a gallery per room type, as many as the property's plan allows (spec §9: starter 1,
// premium and essentials 40), stored under DATA_DIR/uploads, validated by type and size, tenant-scoped.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { RoomType, RoomTypeImage } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { roomType } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectError,
  expectHidden,
  fileUpload,
  multipart,
  sessions,
  TINY_PNG,
  type ForeignTenant,
} from './support';

let t: TestApp;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;
let rivalRoomType: number;
let HARBOUR: number;
let PINE: number;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t);
  session = sessions(t);
  rival = await createForeignTenant(t);
  HARBOUR = ids.property('Harbour View Hotel');
  PINE = ids.property('Pine Motel');
  const [rt] = await t.db
    .select({ id: roomType.id })
    .from(roomType)
    .where(eq(roomType.propertyId, rival.propertyId));
  rivalRoomType = rt!.id;
});
afterAll(() => t.close());

const as = (u: string) => session(u);
const stored = async () => {
  try {
    return (await readdir(join(t.uploadsDir, 'room-types'))).sort();
  } catch {
    return [];
  }
};
const upload = async (token: string, roomTypeId: number, form = fileUpload('a.png', 'image/png', TINY_PNG)) =>
  t.api('POST', `/api/room/room-types/${roomTypeId}/images`, {
    token,
    body: form.body,
    headers: form.headers,
  });
const createType = async (propertyId: number, username: string, name: string) => {
  const res = await t.api('POST', `/api/room/property/${propertyId}/room-types`, {
    token: await as(username),
    body: { name, maxOccupancy: 2, baseOccupancy: 2, basePrice: 120, noOfRooms: 2 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoomType>();
};

describe('room type images', () => {
  it('uploads with a caption, serves the file back, and lists it with the room type', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const rt = await createType(HARBOUR, 'hotel.admin@bookone.demo', 'Image Suite');
    expect(rt).toMatchObject({ images: [], maxImages: 40 });
    const res = await upload(
      token,
      rt.id,
      multipart([
        { name: 'caption', content: 'The bay window' },
        { name: 'file', filename: 'suite.png', contentType: 'image/png', content: TINY_PNG },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<RoomTypeImage>();
    expect(image).toMatchObject({ caption: 'The bay window', isMain: true, sortOrder: 0 });
    expect(image.url).toMatch(new RegExp(`^/uploads/room-types/${rt.id}-[\\w-]+\\.png$`));
    const file = await t.app.inject({ method: 'GET', url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);

    const second = (await upload(token, rt.id)).json<RoomTypeImage>();
    expect(second).toMatchObject({ isMain: false, sortOrder: 1, caption: null });

    // Any staff member reads the gallery, alone or with the room types.
    const frontdesk = await as('hotel.frontdesk@bookone.demo');
    const list = await t.api('GET', `/api/room/room-types/${rt.id}/images`, { token: frontdesk });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<RoomTypeImage[]>().map((i) => i.id)).toEqual([image.id, second.id]);
    const types = (await t.api('GET', `/api/room/property/${HARBOUR}/room-types`, { token: frontdesk })).json<
      RoomType[]
    >();
    expect(types.find((r) => r.id === rt.id)?.images.map((i) => [i.url, i.isMain])).toEqual([
      [image.url, true],
      [second.url, false],
    ]);
  });

  it('caption, main image and order change; delete removes the file and passes "main" on', async () => {
    const token = await as('hotel.manager@bookone.demo');
    const rt = await createType(HARBOUR, 'hotel.admin@bookone.demo', 'Image Loft');
    const a = (await upload(token, rt.id)).json<RoomTypeImage>();
    const b = (await upload(token, rt.id)).json<RoomTypeImage>();
    const put = await t.api('PUT', `/api/room/room-types/${rt.id}/images/${b.id}`, {
      token,
      body: { isMain: true, caption: 'Mezzanine', sortOrder: 0 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<RoomTypeImage>()).toMatchObject({ isMain: true, caption: 'Mezzanine', sortOrder: 0 });
    let list = (await t.api('GET', `/api/room/room-types/${rt.id}/images`, { token })).json<
      RoomTypeImage[]
    >();
    expect(list.filter((i) => i.isMain).map((i) => i.id)).toEqual([b.id]);

    const name = b.url.split('/').pop()!;
    expect(await stored()).toContain(name);
    const del = await t.api('DELETE', `/api/room/room-types/${rt.id}/images/${b.id}`, { token });
    expect(del.statusCode, del.body).toBe(200);
    expect(await stored()).not.toContain(name);
    expect((await t.app.inject({ method: 'GET', url: b.url })).statusCode).toBe(404);
    list = (await t.api('GET', `/api/room/room-types/${rt.id}/images`, { token })).json<RoomTypeImage[]>();
    expect(list).toMatchObject([{ id: a.id, isMain: true }]);

    // Unknown image, or an image of another room type: 404.
    expectError(await t.api('DELETE', `/api/room/room-types/${rt.id}/images/${b.id}`, { token }), 404);
    const other = await createType(HARBOUR, 'hotel.admin@bookone.demo', 'Image Other');
    expectError(
      await t.api('PUT', `/api/room/room-types/${other.id}/images/${a.id}`, {
        token,
        body: { caption: 'x' },
      }),
      404,
    );

    // Deleting the room type removes its files too.
    const aName = a.url.split('/').pop()!;
    expect(
      (
        await t.api('DELETE', `/api/room/room-types/${rt.id}`, {
          token: await as('hotel.admin@bookone.demo'),
        })
      ).statusCode,
    ).toBe(200);
    expect(await stored()).not.toContain(aName);
  });

  it('400s a file that is not an image and a request without a file; 413 over 5 MB', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const rt = await createType(HARBOUR, 'hotel.admin@bookone.demo', 'Image Checks');
    const before = await stored();
    expectError(await upload(token, rt.id, fileUpload('x.png', 'image/png', 'plain text')), 400, {
      fields: ['file'],
    });
    expectError(await upload(token, rt.id, multipart([{ name: 'note', content: 'x' }])), 400, {
      fields: ['file'],
    });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10);
    TINY_PNG.copy(huge);
    expectError(await upload(token, rt.id, fileUpload('h.png', 'image/png', huge)), 413);
    expectError(
      await t.api('PUT', `/api/room/room-types/${rt.id}/images/1`, { token, body: { sortOrder: -1 } }),
      400,
      { fields: ['sortOrder'] },
    );
    expect(await stored()).toEqual(before);
  });

  it('Business Starter (Pine Motel) keeps 1 image per room type: a clear 409, nothing stored', async () => {
    const token = await as('motel.admin@bookone.demo');
    const rt = await createType(PINE, 'motel.admin@bookone.demo', 'Motel Queen');
    expect(rt.maxImages).toBe(1);
    const first = await upload(token, rt.id);
    expect(first.statusCode, first.body).toBe(201);
    const before = await stored();
    expectError(await upload(token, rt.id), 409, {
      message:
        'Business Starter allows 1 image per room type, and Motel Queen has 1. Delete an image or upgrade your plan to add more.',
    });
    expect(await stored()).toEqual(before);

    // Two at once on an empty room type: exactly one is kept.
    const other = await createType(PINE, 'motel.admin@bookone.demo', 'Motel Twin');
    const results = await Promise.all([1, 2, 3].map(() => upload(token, other.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      (await t.api('GET', `/api/room/room-types/${other.id}/images`, { token })).json<RoomTypeImage[]>(),
    ).toHaveLength(1);

    // Deleting frees the place.
    const id = first.json<RoomTypeImage>().id;
    expect((await t.api('DELETE', `/api/room/room-types/${rt.id}/images/${id}`, { token })).statusCode).toBe(
      200,
    );
    expect((await upload(token, rt.id)).statusCode).toBe(201);
  });

  it('404s another property (as if missing) and 403s a read-only role', async () => {
    const admin = await as('hotel.admin@bookone.demo');
    expectHidden(await upload(admin, rivalRoomType));
    expectHidden(await t.api('GET', `/api/room/room-types/${rivalRoomType}/images`, { token: admin }));
    const rivalImage = await upload(await t.login(rival.propAdmin.username), rivalRoomType);
    expect(rivalImage.statusCode, rivalImage.body).toBe(201);
    const imageId = rivalImage.json<RoomTypeImage>().id;
    expectHidden(
      await t.api('PUT', `/api/room/room-types/${rivalRoomType}/images/${imageId}`, {
        token: admin,
        body: { caption: 'Mine now' },
      }),
    );
    expectHidden(
      await t.api('DELETE', `/api/room/room-types/${rivalRoomType}/images/${imageId}`, { token: admin }),
    );

    const rt = await createType(HARBOUR, 'hotel.admin@bookone.demo', 'Image Read Only');
    const image = (await upload(admin, rt.id)).json<RoomTypeImage>();
    const frontdesk = await as('hotel.frontdesk@bookone.demo');
    expectError(await upload(frontdesk, rt.id), 403);
    expectError(
      await t.api('PUT', `/api/room/room-types/${rt.id}/images/${image.id}`, {
        token: frontdesk,
        body: { isMain: false },
      }),
      403,
    );
    expectError(
      await t.api('DELETE', `/api/room/room-types/${rt.id}/images/${image.id}`, { token: frontdesk }),
      403,
    );
    expect(
      (await t.api('GET', `/api/room/room-types/${rt.id}/images`, { token: frontdesk })).json<
        RoomTypeImage[]
      >(),
    ).toHaveLength(1);
  });
});
