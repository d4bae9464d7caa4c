// Payment gateways (issue 13, decision 0031): the platform catalogue (super admin), a property's setting with its
// secrets write-only (sealed at rest, answered as set + last four, kept when sent empty), the rules (no LIVE on the
// test gateway, Stripe keys of the mode), versions (409), tenants, the platform list and export, and the audit log
// keeping no secret.
import type {
  GatewayChoice,
  PaymentGateway,
  PaymentGatewayPage,
  PaymentSettingPage,
  PropertyPaymentSetting,
} from '@bookone/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { propertyPaymentSetting } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { queryRows } from './openapi-support';
import { expectError, expectHidden, expectNoSecrets, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let SPA: number;
let ORG: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR, SPA, DEMO_ORG: ORG } = app);
});

const SUPER = 'superadmin@bookone.demo';
const ORG_ADMIN = 'orgadmin@bookone.demo';
// Secrets the tests send: none of them may ever come back, in any answer, export or audit row.
const SECRET = 'sk_test_51HsecretValueNeverReturned4242';
const WEBHOOK = 'whsec_webhookSigningSecretNeverReturned9876';
const LIVE_SECRET = 'sk_live_51HliveSecretNeverReturned1111';
const ALL_SECRETS = [
  SECRET,
  WEBHOOK,
  LIVE_SECRET,
  'secretValueNeverReturned',
  'SigningSecretNever',
  'liveSecretNever',
];

function expectNoSecretText(body: string) {
  for (const s of ALL_SECRETS) expect(body).not.toContain(s);
}

async function gateways(): Promise<PaymentGateway[]> {
  const res = await t.api('GET', '/api/payment-gateway?size=200', { token: await session(SUPER) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentGatewayPage>().items;
}
async function gatewayOf(kind: 'TEST' | 'STRIPE') {
  const g = (await gateways()).find(
    (x) => x.kind === kind && ['Stripe', 'BookOne test gateway'].includes(x.name),
  );
  if (!g) throw new Error(`no seeded ${kind} gateway`);
  return g;
}
async function readSetting(propertyId: number, token?: string) {
  return t.api('GET', `/api/payment-gateway/property/${propertyId}`, {
    token: token ?? (await session.admin()),
  });
}
async function setting(propertyId: number): Promise<PropertyPaymentSetting> {
  const res = await readSetting(propertyId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PropertyPaymentSetting>();
}
async function save(propertyId: number, body: Record<string, unknown>, token?: string) {
  const res = await t.api('PUT', `/api/payment-gateway/property/${propertyId}`, {
    token: token ?? (await session.admin()),
    body,
  });
  expectNoSecretText(res.body);
  return res;
}
async function storedRow(propertyId: number) {
  const [row] = await queryRows<Record<string, string | null>>(
    t,
    `select secret_key_encrypted, secret_key_last4, webhook_secret_encrypted, public_key from property_payment_setting where property_id = ${propertyId}`,
  );
  return row;
}

describe('the gateway catalogue (super admin)', () => {
  it('is seeded with the BookOne test gateway and Stripe, both enabled', async () => {
    const list = await gateways();
    expect(list.map((g) => [g.kind, g.name, g.enabled])).toEqual(
      expect.arrayContaining([
        ['TEST', 'BookOne test gateway', true],
        ['STRIPE', 'Stripe', true],
      ]),
    );
  });

  it('is kept by the platform only: admins of organisations and properties are refused', async () => {
    for (const u of [ORG_ADMIN, 'hotel.admin@bookone.demo']) {
      const token = await session(u);
      expectError(await t.api('GET', '/api/payment-gateway', { token }), 403);
      expectError(
        await t.api('POST', '/api/payment-gateway', { token, body: { kind: 'TEST', name: 'Mine' } }),
        403,
      );
      expectError(await t.api('GET', '/api/payment-gateway/settings', { token }), 403);
    }
  });

  it('adds a gateway, refuses a name in use (any case) with 409, and saves changes over the version read', async () => {
    const token = await session(SUPER);
    const res = await t.api('POST', '/api/payment-gateway', {
      token,
      body: { kind: 'STRIPE', name: 'Stripe EU account', notes: 'EU entity', testModeDefault: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json<PaymentGateway>();
    expect(g).toMatchObject({
      kind: 'STRIPE',
      enabled: true,
      testModeDefault: false,
      propertyCount: 0,
      version: 1,
    });

    const dup = await t.api('POST', '/api/payment-gateway', {
      token,
      body: { kind: 'TEST', name: 'stripe eu ACCOUNT' },
    });
    expect(expectError(dup, 409, { fields: ['name'] }).fieldKeys?.name).toBe('validation.gatewayNameTaken');
    expectError(
      await t.api('POST', '/api/payment-gateway', { token, body: { kind: 'PAYPAL', name: 'X' } }),
      400,
      {
        fields: ['kind'],
      },
    );

    const renamed = await t.api('PUT', `/api/payment-gateway/${g.id}`, {
      token,
      body: { name: 'Stripe Europe', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<PaymentGateway>()).toMatchObject({
      name: 'Stripe Europe',
      version: 2,
      notes: 'EU entity',
    });
    const stale = await t.api('PUT', `/api/payment-gateway/${g.id}`, {
      token,
      body: { enabled: false, version: 1 },
    });
    expect(expectError(stale, 409).messageKey).toBe('validation.changedMeanwhile');
    expectHidden(
      await t.api('PUT', '/api/payment-gateway/2147483647', { token, body: { enabled: false, version: 1 } }),
    );
  });

  it('a disabled gateway leaves the choices and cannot be picked; enabled again, it can', async () => {
    const token = await session(SUPER);
    const created = (
      await t.api('POST', '/api/payment-gateway', { token, body: { kind: 'TEST', name: 'Sandbox two' } })
    ).json<PaymentGateway>();
    const off = await t.api('PUT', `/api/payment-gateway/${created.id}`, {
      token,
      body: { enabled: false, version: created.version },
    });
    expect(off.json<PaymentGateway>().enabled).toBe(false);
    const choices = await t.api('GET', '/api/payment-gateway/choices', { token: await session.admin() });
    expect(choices.statusCode).toBe(200);
    expect(choices.json<GatewayChoice[]>().map((c) => c.id)).not.toContain(created.id);
    const filtered = await t.api('GET', '/api/payment-gateway?enabled=false', { token });
    expect(filtered.json<PaymentGatewayPage>().items.map((g) => g.name)).toEqual(['Sandbox two']);

    const picked = await save(SPA, { gatewayId: created.id, mode: 'TEST', version: 0 }, await session(SUPER));
    expect(expectError(picked, 400, { fields: ['gatewayId'] }).fieldKeys?.gatewayId).toBe(
      'validation.gatewayNotEnabled',
    );
    await t.api('PUT', `/api/payment-gateway/${created.id}`, { token, body: { enabled: true, version: 2 } });
    const ok = await save(SPA, { gatewayId: created.id, mode: 'TEST', version: 0 }, await session(SUPER));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<PropertyPaymentSetting>()).toMatchObject({ gatewayName: 'Sandbox two', configured: true });
    // In use, it may be disabled: the property keeps it and may still save its other fields.
    const inUse = (
      await t.api('GET', `/api/payment-gateway/${created.id}`, { token })
    ).json<PaymentGateway>();
    expect(inUse.propertyCount).toBe(1);
    await t.api('PUT', `/api/payment-gateway/${created.id}`, { token, body: { enabled: false, version: 3 } });
    const again = await save(
      SPA,
      {
        gatewayId: created.id,
        mode: 'TEST',
        cardFeePercentage: 1.5,
        version: 1,
      },
      await session(SUPER),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PropertyPaymentSetting>()).toMatchObject({
      cardFeePercentage: 1.5,
      gatewayEnabled: false,
    });
  });
});

describe("a property's setting", () => {
  // The demo hotel comes with the test gateway chosen (the seed); these tests follow a property's first save.
  beforeAll(async () => {
    await t.db.delete(propertyPaymentSetting).where(eq(propertyPaymentSetting.propertyId, HARBOUR));
  });

  it('is empty before the first save', async () => {
    const s = await setting(HARBOUR);
    expect(s).toMatchObject({
      propertyId: HARBOUR,
      propertyName: 'Harbour View Hotel',
      configured: false,
      gatewayId: null,
      secretKeySet: false,
      secretKeyLast4: null,
      version: 0,
    });
  });

  it('saves Stripe test keys sealed at rest and answers them only as set and last four', async () => {
    const stripe = await gatewayOf('STRIPE');
    const res = await save(HARBOUR, {
      gatewayId: stripe.id,
      mode: 'TEST',
      publicKey: 'pk_test_51Hpublic',
      secretKey: SECRET,
      webhookSecret: WEBHOOK,
      cardFeePercentage: 2.95,
      transactionFee: 0.3,
      callbackUrl: 'https://harbour.example/paid',
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    expect(res.json<PropertyPaymentSetting>()).toMatchObject({
      configured: true,
      gatewayKind: 'STRIPE',
      mode: 'TEST',
      publicKey: 'pk_test_51Hpublic',
      secretKeySet: true,
      secretKeyLast4: '4242',
      webhookSecretSet: true,
      webhookSecretLast4: '9876',
      cardFeePercentage: 2.95,
      transactionFee: 0.3,
      version: 1,
    });
    expect(res.json<PropertyPaymentSetting>().updatedByName).toEqual(expect.any(String));
    const row = await storedRow(HARBOUR);
    expect(row?.secret_key_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('secretValueNeverReturned');
    expect(JSON.stringify(row)).not.toContain('SigningSecretNever');
    expectNoSecretText((await readSetting(HARBOUR)).body);
  });

  it('keeps the stored secrets when the form sends them empty or leaves them out', async () => {
    const before = await storedRow(HARBOUR);
    const stripe = await gatewayOf('STRIPE');
    const res = await save(HARBOUR, {
      gatewayId: stripe.id,
      mode: 'TEST',
      secretKey: '',
      cardFeePercentage: 3.1,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PropertyPaymentSetting>()).toMatchObject({
      secretKeyLast4: '4242',
      webhookSecretLast4: '9876',
      publicKey: 'pk_test_51Hpublic',
      cardFeePercentage: 3.1,
      version: 2,
    });
    const after = await storedRow(HARBOUR);
    expect(after?.secret_key_encrypted).toBe(before?.secret_key_encrypted);
  });

  it('answers 409 to a save over an older version, and to a first save when one exists', async () => {
    const stripe = await gatewayOf('STRIPE');
    for (const version of [1, 0, 7]) {
      const res = await save(HARBOUR, { gatewayId: stripe.id, mode: 'TEST', version });
      expect(expectError(res, 409).messageKey).toBe('validation.changedMeanwhile');
    }
  });

  it('refuses LIVE mode on the test gateway (400 on mode)', async () => {
    const test = await gatewayOf('TEST');
    const res = await save(HARBOUR, { gatewayId: test.id, mode: 'LIVE', version: 2 });
    expect(expectError(res, 400, { fields: ['mode'] }).fieldKeys?.mode).toBe('validation.testGatewayNotLive');
  });

  it('refuses Stripe keys of the other mode, a kept test key in LIVE mode, and Stripe without its keys', async () => {
    const stripe = await gatewayOf('STRIPE');
    const wrong = await save(HARBOUR, {
      gatewayId: stripe.id,
      mode: 'TEST',
      publicKey: 'pk_live_x',
      secretKey: LIVE_SECRET,
      webhookSecret: 'nope',
      version: 2,
    });
    const body = expectError(wrong, 400, { fields: ['publicKey', 'secretKey', 'webhookSecret'] });
    expect(body.fieldKeys?.secretKey).toBe('validation.keyStartsWith');
    expect(body.fieldValues?.secretKey).toEqual({ prefix: 'sk_test_' });

    const kept = await save(HARBOUR, {
      gatewayId: stripe.id,
      mode: 'LIVE',
      publicKey: 'pk_live_x',
      version: 2,
    });
    expect(expectError(kept, 400, { fields: ['secretKey'] }).fieldValues?.secretKey).toEqual({
      prefix: 'sk_live_',
    });

    const bare = await save(SPA, { gatewayId: stripe.id, mode: 'TEST', version: 2 }, await session(SUPER));
    const b = expectError(bare, 400, { fields: ['publicKey', 'secretKey'] });
    expect(b.fieldKeys?.secretKey).toBe('validation.required');
    expectError(
      await save(HARBOUR, { gatewayId: stripe.id, mode: 'TEST', cardFeePercentage: 101, version: 2 }),
      400,
      {
        fields: ['cardFeePercentage'],
      },
    );
  });

  it('goes LIVE with live keys; another gateway starts without the old secrets', async () => {
    const stripe = await gatewayOf('STRIPE');
    const live = await save(HARBOUR, {
      gatewayId: stripe.id,
      mode: 'LIVE',
      publicKey: 'pk_live_51Hpublic',
      secretKey: LIVE_SECRET,
      webhookSecret: WEBHOOK,
      version: 2,
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json<PropertyPaymentSetting>()).toMatchObject({ mode: 'LIVE', secretKeyLast4: '1111' });

    const test = await gatewayOf('TEST');
    const moved = await save(HARBOUR, { gatewayId: test.id, mode: 'TEST', version: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PropertyPaymentSetting>()).toMatchObject({
      gatewayKind: 'TEST',
      publicKey: null,
      secretKeySet: false,
      secretKeyLast4: null,
      webhookSecretSet: false,
    });
    expect(await storedRow(HARBOUR)).toMatchObject({
      secret_key_encrypted: null,
      webhook_secret_encrypted: null,
    });
  });

  it("is read and saved by the organisation's admin and the platform too; the desk is refused", async () => {
    expect((await readSetting(HARBOUR, await session(ORG_ADMIN))).statusCode).toBe(200);
    expect((await readSetting(HARBOUR, await session(SUPER))).statusCode).toBe(200);
    expectError(await readSetting(HARBOUR, await session.desk()), 403);
    expectError(await readSetting(HARBOUR, await session.manager()), 403);
  });

  it("answers another tenant's property exactly as a missing one, and changes nothing", async () => {
    const before = await storedRow(HARBOUR);
    const test = await gatewayOf('TEST');
    for (const token of [await t.login(rival.propAdmin.username), await t.login(rival.orgAdmin.username)]) {
      expectHidden(await readSetting(HARBOUR, token), ['Harbour View Hotel']);
      expectHidden(await save(HARBOUR, { gatewayId: test.id, mode: 'TEST', version: 4 }, token));
      expectHidden(await readSetting(2_147_483_647, token));
    }
    expect(await storedRow(HARBOUR)).toEqual(before);
    // Their own property is theirs to set.
    const own = await save(
      rival.propertyId,
      { gatewayId: test.id, mode: 'TEST', version: 0 },
      await t.login(rival.propAdmin.username),
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('two first saves at once: one wins, the other answers 409', async () => {
    const free = await queryRows<{ id: number }>(
      t,
      `select id from property where organisation_id = ${ORG} and id not in (select property_id from property_payment_setting) order by id limit 1`,
    );
    const propertyId = free[0]!.id;
    const test = await gatewayOf('TEST');
    const token = await session(SUPER);
    const results = await Promise.all(
      [1.1, 2.2, 3.3].map((fee) =>
        save(propertyId, { gatewayId: test.id, mode: 'TEST', cardFeePercentage: fee, version: 0 }, token),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const rows = await queryRows<{ n: number }>(
      t,
      `select count(*)::int n from property_payment_setting where property_id = ${propertyId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe("the platform's list of settings", () => {
  it('pages, filters by organisation, gateway and mode, and searches; secrets only masked', async () => {
    const token = await session(SUPER);
    const stripe = await gatewayOf('STRIPE');
    // Put Harbour back on Stripe test keys for the list.
    const cur = await setting(HARBOUR);
    await save(HARBOUR, {
      gatewayId: stripe.id,
      mode: 'TEST',
      publicKey: 'pk_test_51Hpublic',
      secretKey: SECRET,
      webhookSecret: WEBHOOK,
      version: cur.version,
    });
    const all = await t.api('GET', '/api/payment-gateway/settings?sort=propertyName', { token });
    expect(all.statusCode, all.body).toBe(200);
    expectNoSecrets(all);
    expectNoSecretText(all.body);
    const page = all.json<PaymentSettingPage>();
    expect(page.items.every((s) => s.configured)).toBe(true);
    expect(page.items.map((s) => s.propertyName)).toEqual(
      expect.arrayContaining(['Harbour View Hotel', 'Rival Inn']),
    );

    const byOrg = (
      await t.api('GET', `/api/payment-gateway/settings?organisationId=${rival.organisationId}`, { token })
    ).json<PaymentSettingPage>();
    expect(byOrg.items.map((s) => s.propertyName)).toEqual(['Rival Inn']);
    const byGateway = (
      await t.api('GET', `/api/payment-gateway/settings?gatewayId=${stripe.id}`, { token })
    ).json<PaymentSettingPage>();
    expect(byGateway.items.map((s) => [s.propertyName, s.secretKeyLast4])).toEqual([
      ['Harbour View Hotel', '4242'],
    ]);
    const live = (
      await t.api('GET', '/api/payment-gateway/settings?mode=LIVE', { token })
    ).json<PaymentSettingPage>();
    expect(live.total).toBe(0);
    const searched = (
      await t.api('GET', '/api/payment-gateway/settings?search=harbour', { token })
    ).json<PaymentSettingPage>();
    expect(searched.items.map((s) => s.propertyName)).toEqual(['Harbour View Hotel']);
    const paged = (
      await t.api('GET', '/api/payment-gateway/settings?size=1&page=1&sort=propertyName', { token })
    ).json<PaymentSettingPage>();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(page.total);
  });

  it('exports the filtered settings as .xlsx with the secrets masked, never their value', async () => {
    const res = await t.api('GET', '/api/payment-gateway/settings/export?search=harbour', {
      token: await session(SUPER),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/payment-gateway-settings-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRow(2);
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1).value;
    expect(cell('Property')).toBe('Harbour View Hotel');
    expect(cell('Secret key')).toBe('•••• 4242');
    expect(cell('Webhook secret')).toBe('•••• 9876');
    const texts: string[] = [];
    sheet.eachRow((r) => r.eachCell((c) => texts.push(JSON.stringify(c.value))));
    expectNoSecretText(texts.join('\n'));
  });
});

describe('the audit log', () => {
  it('records gateway and setting changes without any secret, saying only that a secret was replaced', async () => {
    const rows = await queryRows<{ entity: string; action: string; event: string | null; changes: unknown }>(
      t,
      `select entity, action, event, changes from audit_log where entity in ('payment_gateway', 'payment_setting') order by id`,
    );
    const text = JSON.stringify(rows);
    expectNoSecretText(text);
    expect(text).not.toMatch(/Encrypted|Last4|"v1\./);
    expect(rows.some((r) => r.entity === 'payment_gateway' && r.event === 'DISABLE')).toBe(true);
    const settings = rows.filter((r) => r.entity === 'payment_setting');
    const changes = settings.map(
      (r) => (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Record<string, unknown>,
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ secretKey: [null, 'replaced'], mode: [null, 'TEST'] }),
    );
    expect(changes).toContainEqual(expect.objectContaining({ secretKey: ['set', null] }));
    expect(changes).toContainEqual(expect.objectContaining({ cardFeePercentage: [2.95, 3.1] }));
  });
});
