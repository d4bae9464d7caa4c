// Shared helpers for the API test files: the error-shape assertion, fresh users and tenants, multipart bodies.
import { randomBytes } from 'node:crypto';

import type { ApiError, Page, User } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { appUser, organisation, property, propertySubscription, roomType } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { DEMO_PASSWORD, type TestApp } from './helpers';

export type UserPage = Page<User>;

/** The reason phrase each status must carry in `error`. Written out here, not imported: the test is the spec. */
const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * Asserts an error answer: the status, a JSON body that is exactly {statusCode, error, message, fields?}, no stack
 * trace, and (when asked) the named fields. Returns the body.
 */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  options: { fields?: string[]; message?: string | RegExp } = {},
): ApiError {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<ApiError>();
  // The message keys (decision 0015) come only beside an English text: fieldKeys beside fields, messageKey always.
  expect(Object.keys(body).sort()).toEqual(
    [
      'error',
      'message',
      'statusCode',
      ...('fields' in body ? ['fields'] : []),
      ...('fieldKeys' in body ? ['fieldKeys'] : []),
      ...('fieldValues' in body ? ['fieldValues'] : []),
      ...('messageKey' in body ? ['messageKey'] : []),
    ].sort(),
  );
  if ('fieldKeys' in body) {
    expect(body.fields, 'fieldKeys without fields').toBeDefined();
    for (const [path, key] of Object.entries(body.fieldKeys ?? {})) {
      expect(body.fields?.[path], `fieldKeys.${path} without its text`).toEqual(expect.any(String));
      expect(key).toMatch(/^validation\.\w+$/);
    }
  }
  for (const path of Object.keys(body.fieldValues ?? {}))
    expect(body.fieldKeys?.[path], `fieldValues.${path} without its key`).toEqual(expect.any(String));
  expect(body.statusCode).toBe(status);
  expect(body.error).toBe(STATUS_NAMES[status]);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if ('fields' in body) {
    expect(body.fields).toBeTypeOf('object');
    for (const v of Object.values(body.fields ?? {})) expect(typeof v).toBe('string');
  }
  for (const field of options.fields ?? []) {
    expect(body.fields?.[field], `fields.${field} in ${res.body}`).toEqual(expect.any(String));
  }
  if (typeof options.message === 'string') expect(body.message).toBe(options.message);
  else if (options.message) expect(body.message).toMatch(options.message);
  expect(res.body).not.toMatch(/\s+at\s+\S+\s+\(?\S+:\d+:\d+\)?/); // no stack frame
  return body;
}

/** A refusal that reveals nothing: the error shape only, and none of the given strings anywhere in the body. */
export function expectDenied(res: LightMyRequestResponse, hidden: string[] = [], status = 403): ApiError {
  const body = expectError(res, status);
  for (const s of hidden) expect(res.body).not.toContain(s);
  return body;
}

/**
 * A record of another tenant: answered exactly as a missing one (404, "<Thing> not found"), so that no tenant can
 * probe which ids exist elsewhere; revealing none of the given strings.
 */
export function expectHidden(res: LightMyRequestResponse, hidden: string[] = []): ApiError {
  const body = expectDenied(res, hidden, 404);
  expect(body.message).toMatch(/ not found$/);
  return body;
}

/** Every key anywhere in a JSON value, for "no passwordHash anywhere" checks. */
export function allKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) allKeys(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}

export function expectNoSecrets(res: LightMyRequestResponse) {
  const keys = [...allKeys(res.json())].map((k) => k.toLowerCase());
  expect(keys.filter((k) => k.includes('password') || k.includes('hash') || k === 'tokenversion')).toEqual(
    [],
  );
  expect(res.body).not.toContain('scrypt$');
}

let seq = 0;
/** A unique, valid email under a test domain (never @bookone.demo, so demo-only searches stay exact). */
export function uniqueEmail(prefix = 'user'): string {
  seq += 1;
  return `${prefix}.${seq}.${randomBytes(3).toString('hex')}@test.example`;
}

/** A fresh client address for X-Forwarded-For, so that per-address login counters of one test touch no other. */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

let demoHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Inserts a user straight into the database (password Demo@2026 unless given). */
export async function insertUser(
  t: TestApp,
  values: {
    roles: string[];
    organisationId: number | null;
    propertyId?: number | null;
    firstName?: string;
    lastName?: string;
    enabled?: boolean;
    password?: string;
  },
): Promise<TestUser> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const email = uniqueEmail(values.roles[0]?.toLowerCase().replace('_', '-') ?? 'user');
  const [row] = await t.db
    .insert(appUser)
    .values({
      username: email,
      email,
      passwordHash: values.password ? await hashPassword(values.password) : await demoHash,
      firstName: values.firstName ?? 'Testy',
      lastName: values.lastName ?? `McTest${seq}`,
      roles: values.roles,
      organisationId: values.organisationId,
      propertyId: values.propertyId ?? null,
      enabled: values.enabled ?? true,
    })
    .returning();
  if (!row) throw new Error('insert user failed');
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

/** The stored row of a user, for "a denied write changed nothing" comparisons. */
export async function userRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(appUser).where(eq(appUser.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function propertySubscriptionIds(t: TestApp, propertyId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: propertySubscription.subscriptionId })
    .from(propertySubscription)
    .where(eq(propertySubscription.propertyId, propertyId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Ids of the demo data, looked up rather than assumed. */
export async function demoIds(t: TestApp) {
  const users = await t.db.select({ id: appUser.id, username: appUser.username }).from(appUser);
  const props = await t.db.select({ id: property.id, name: property.name }).from(property);
  const orgs = await t.db.select({ id: organisation.id, name: organisation.name }).from(organisation);
  const find = <T extends { id: number }>(rows: T[], pred: (r: T) => boolean, what: string) => {
    const row = rows.find(pred);
    if (!row) throw new Error(`demo data: no ${what}`);
    return row.id;
  };
  return {
    user: (username: string) => find(users, (u) => u.username === username, username),
    property: (name: string) => find(props, (p) => p.name === name, name),
    organisation: (name: string) => find(orgs, (o) => o.name === name, name),
  };
}

/** Signs in once per username and keeps the token (for accounts whose password the tests never change). */
export function sessions(t: TestApp) {
  const cache = new Map<string, Promise<string>>();
  return (username: string) => {
    let token = cache.get(username);
    if (!token) {
      token = t.login(username);
      cache.set(username, token);
    }
    return token;
  };
}

export interface ForeignTenant {
  organisationId: number;
  propertyId: number;
  orgAdmin: TestUser;
  orgFinance: TestUser;
  propAdmin: TestUser;
  manager: TestUser;
  frontdesk: TestUser;
}

/** A second organisation with its own property and staff, inserted directly (there is no endpoint for these yet). */
export async function createForeignTenant(t: TestApp): Promise<ForeignTenant> {
  const [org] = await t.db
    .insert(organisation)
    .values({ name: 'Rival Stays Ltd', parentOrganisationId: 1 })
    .returning();
  if (!org) throw new Error('insert organisation failed');
  const [prop] = await t.db
    .insert(property)
    .values({
      organisationId: org.id,
      name: 'Rival Inn',
      businessType: 'Accommodation',
      propertyStatus: 'COMPLETED',
      plan: 'Business Starter',
      seoFriendlyName: `rival-inn-${randomBytes(3).toString('hex')}`,
      email: 'stay@rivalinn.example',
    })
    .returning();
  if (!prop) throw new Error('insert property failed');
  await t.db.insert(roomType).values({ propertyId: prop.id, name: 'Twin Room' });
  const inOrg = { organisationId: org.id };
  const atProp = { organisationId: org.id, propertyId: prop.id };
  const [orgAdmin, orgFinance, propAdmin, manager, frontdesk] = await Promise.all([
    insertUser(t, { roles: ['ORG_ADMIN'], ...inOrg, firstName: 'Rival', lastName: 'Owner' }),
    insertUser(t, { roles: ['ORG_FINANCE'], ...inOrg, firstName: 'Rival', lastName: 'Counter' }),
    insertUser(t, { roles: ['PROP_ADMIN'], ...atProp, firstName: 'Rival', lastName: 'Keeper' }),
    insertUser(t, { roles: ['PROP_MANAGER'], ...atProp, firstName: 'Rival', lastName: 'Boss' }),
    insertUser(t, { roles: ['PROP_FRONTDESK'], ...atProp, firstName: 'Rival', lastName: 'Desk' }),
  ]);
  return { organisationId: org.id, propertyId: prop.id, orgAdmin, orgFinance, propAdmin, manager, frontdesk };
}

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body built by hand: one part per entry, files when a filename is given. */
export function multipart(
  parts: { name: string; filename?: string; contentType?: string; content: Buffer | string }[],
) {
  const boundary = `----bookone-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function fileUpload(filename: string, contentType: string, content: Buffer | string) {
  return multipart([{ name: 'file', filename, contentType, content }]);
}
