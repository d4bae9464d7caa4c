// The last use of a coupon taken by several clerks at once on a spa reservation and on a bistro order (issue 14,
// decision 0044): one sale carries it, the others get 409 on the code and save nothing, the counter stops at the
// total. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL), where the requests really overlap.
import { addDays, type Promotion } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { appUser, promotion, promotionRedemption, reservation, salesOrder } from '../src/db/schema';
import { day, openForFile, openTenantsApp, today } from './demo-app';
import { bistroOf } from './order-fixtures';
import { at, createCatalogue, openDayFrom, reservationBody } from './reservation-fixtures';
import { insertUser } from './support';

const RACERS = 6;
const RACE_TIMEOUT = 120_000;

const { t, session, ids } = await openForFile(openTenantsApp);
const SPA = ids.property('Lotus Day Spa');
const BISTRO = ids.property('Corner Bistro');

/** Clerks of a property, signed in. */
async function clerksOf(username: string, propertyId: number, role: 'PROP_SERVICE' | 'PROP_FRONTDESK') {
  const [owner] = await t.db.select().from(appUser).where(eq(appUser.username, username));
  const users = await Promise.all(
    Array.from({ length: 3 }, (_, i) =>
      insertUser(t, {
        roles: [role],
        organisationId: owner!.organisationId,
        propertyId,
        firstName: 'Racer',
        lastName: `Till${i + 1}`,
      }),
    ),
  );
  return Promise.all(users.map((u) => t.login(u.username)));
}

async function lastUseCode(propertyId: number, admin: string, couponCode: string): Promise<Promotion> {
  const res = await t.api('POST', `/api/promotion/property/${propertyId}`, {
    token: admin,
    body: {
      name: couponCode,
      startDate: day(-1),
      endDate: day(30),
      couponCode,
      discountKind: 'AMOUNT',
      discountValue: 5,
      totalUses: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

async function expectOneWinner(p: Promotion, answers: { statusCode: number; json: <T>() => T }[]) {
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 1);
  for (const a of answers.filter((x) => x.statusCode === 409))
    expect(a.json<{ fieldKeys: Record<string, string> }>().fieldKeys.promotionCode).toMatch(
      /^validation\.(promotionUsedUp|promotionLastUseTaken)$/,
    );
  const [row] = await t.db.select().from(promotion).where(eq(promotion.id, p.id));
  expect(row!.usesCount).toBe(1);
  const used = await t.db.select().from(promotionRedemption).where(eq(promotionRedemption.promotionId, p.id));
  const won = answers.find((a) => a.statusCode === 201)!.json<{ id: number }>().id;
  expect(used.map((r) => r.saleId)).toEqual([won]);
}

describe('the last use of a code', () => {
  it(
    `${RACERS} spa clerks reserve with it at once: one reservation carries it, the others 409 and save nothing`,
    async () => {
      const admin = await session('spa.admin@bookone.demo');
      const tokens = await clerksOf('spa.admin@bookone.demo', SPA, 'PROP_SERVICE');
      const c = await createCatalogue(t, SPA, { price: 80, resources: RACERS });
      const p = await lastUseCode(SPA, admin, 'SPALAST');
      const date = openDayFrom(today, 4, addDays);
      const before = (await t.db.select().from(reservation)).length;
      // Each clerk a resource of their own: only the code is raced for.
      const answers = await Promise.all(
        c.resourceIds.map((resourceId, i) =>
          t.api('POST', `/api/reservation/property/${SPA}`, {
            token: tokens[i % tokens.length]!,
            body: {
              ...reservationBody(c.offeringId, at(date, '10:00'), { resourceId }),
              promotionCode: 'spalast',
            },
          }),
        ),
      );
      await expectOneWinner(p, answers);
      expect(await t.db.select().from(reservation)).toHaveLength(before + 1);
    },
    RACE_TIMEOUT,
  );

  it(
    `${RACERS} tills take an order with it at once: one order carries it, the others 409 and save nothing`,
    async () => {
      const admin = await session('bistro.admin@bookone.demo');
      const tokens = await clerksOf('bistro.admin@bookone.demo', BISTRO, 'PROP_SERVICE');
      const bistro = await bistroOf(t, BISTRO);
      const garlic = await bistro.product('GARLIC-BREAD');
      const p = await lastUseCode(BISTRO, admin, 'BISTROLAST');
      const before = (await t.db.select().from(salesOrder)).length;
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          t.api('POST', `/api/order/property/${BISTRO}`, {
            token: tokens[i % tokens.length]!,
            body: {
              businessServiceId: bistro.outletId,
              deliveryMethod: 'TAKE_AWAY',
              lines: [{ productId: garlic.id, quantity: 1 }],
              promotionCode: 'BISTROLAST',
            },
          }),
        ),
      );
      await expectOneWinner(p, answers);
      expect(await t.db.select().from(salesOrder)).toHaveLength(before + 1);
    },
    RACE_TIMEOUT,
  );
});
