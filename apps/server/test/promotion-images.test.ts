// A promotion's images (issue 14): uploaded within the plan's image count per promotion (409 beyond, and for a form
// that sends more than the plan allows), the first one main; a delete by address gives the place back and the next
// image becomes main.
import type { Promotion, PromotionImages } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';

import { property } from '../src/db/schema';
import { day, openDemoApp, openForFile } from './demo-app';
import { expectError, fileUpload, TINY_PNG } from './support';

const { t, session, HARBOUR } = await openForFile(openDemoApp);
const marketing = () => session('hotel.marketing@bookone.demo');

async function plan(name: 'Business Starter' | 'Business Premium') {
  await t.db.update(property).set({ plan: name }).where(eq(property.id, HARBOUR));
}

describe('promotion images', () => {
  it("keeps them within the plan's count per promotion, the first main; a delete promotes the next", async () => {
    const [before] = await t.db
      .select({ plan: property.plan })
      .from(property)
      .where(eq(property.id, HARBOUR));
    onTestFinished(async () => {
      await t.db.update(property).set({ plan: before!.plan }).where(eq(property.id, HARBOUR));
    });
    const token = await marketing();
    const created = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
      token,
      body: {
        name: 'Pictured',
        couponCode: 'PICTURED',
        startDate: day(0),
        endDate: day(30),
        discountKind: 'PERCENT',
        discountValue: 10,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json<Promotion>();
    const url = `/api/promotion/${promotion.id}/images`;
    const upload = (name: string) => {
      const form = fileUpload(name, 'image/png', TINY_PNG);
      return t.api('POST', url, { token, body: form.body, headers: form.headers });
    };

    await plan('Business Starter');
    const first = await upload('front.png');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<PromotionImages>()).toMatchObject({ maxImages: 1, images: [{ mainImage: true }] });
    expectError(await upload('pool.png'), 409, { message: /Business Starter allows 1 image per promotion/ });
    // The form's save cannot carry more than the plan allows either.
    const [image] = first.json<PromotionImages>().images;
    const put = await t.api('PUT', `/api/promotion/${promotion.id}`, {
      token,
      body: {
        ...promotion,
        images: [image, { ...image, url: '/uploads/promotions/other.png', mainImage: false }],
      },
    });
    expectError(put, 409, { message: /allows 1 image per promotion/ });

    await plan('Business Premium');
    expect((await upload('pool.png')).statusCode).toBe(201);
    const listed = (await t.api('GET', url, { token })).json<PromotionImages>();
    expect(listed.maxImages).toBe(40);
    expect(listed.images.map((i) => i.mainImage)).toEqual([true, false]);
    const served = await t.api('GET', listed.images[1]!.url);
    expect(served.statusCode).toBe(200);

    const del = await t.api('DELETE', `${url}?url=${encodeURIComponent(listed.images[0]!.url)}`, { token });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json<PromotionImages>().images).toEqual([{ ...listed.images[1]!, mainImage: true }]);
    expect((await t.api('GET', listed.images[0]!.url)).statusCode).toBe(404);
    const again = await t.api('DELETE', `${url}?url=${encodeURIComponent(listed.images[0]!.url)}`, { token });
    expectError(again, 404);
    // The promotion's own answer carries the same list (the form sends it back on save).
    const read = (await t.api('GET', `/api/promotion/${promotion.id}`, { token })).json<Promotion>();
    expect(read.images).toEqual(del.json<PromotionImages>().images);
  });
});
