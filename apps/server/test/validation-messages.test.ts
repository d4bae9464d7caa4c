// The domain schemas emit message keys (`validation.required`) for the web's translations; API clients still read
// English field messages (decision 0015). The texts are written out here, not taken from the table, so that a
// changed or missing English text fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers';
import { demoIds, expectError, sessions } from './support';

let t: TestApp;
let session: ReturnType<typeof sessions>;
let HARBOUR: number;

beforeAll(async () => {
  t = await createTestApp();
  session = sessions(t);
  HARBOUR = (await demoIds(t)).property('Harbour View Hotel');
});
afterAll(() => t.close());

describe('validation messages in API answers', () => {
  it('are English, in the fields map and the summary, never message keys', async () => {
    const token = await session('hotel.manager@bookone.demo');
    const res = await t.api('POST', `/api/expense/property/${HARBOUR}`, {
      token,
      body: { date: '2026-02-30', type: 'Grocery', description: '   ', amount: 0.005 },
    });
    const error = expectError(res, 400, { fields: ['date', 'description', 'amount'] });
    expect(error.fields).toEqual({
      date: 'Use a calendar date, YYYY-MM-DD',
      description: 'This field is required',
      amount: 'At most 2 decimals',
    });
    expect(error.message).toContain('description: This field is required');
    // The keys come only beside the English, for the web (fieldKeys), never in place of it.
    expect(JSON.stringify([error.fields, error.message])).not.toContain('validation.');
    expect(error.fieldKeys).toEqual({
      date: 'validation.isoDate',
      description: 'validation.required',
      amount: 'validation.moneyDecimals',
    });
  });

  it('are English for a rule across fields, a phone number and a password', async () => {
    const manager = await session('hotel.manager@bookone.demo');
    const report = await t.api(
      'GET',
      `/api/report/property/${HARBOUR}/sales?fromDate=2026-03-02&toDate=2026-03-01`,
      { token: manager },
    );
    expect(expectError(report, 400, { fields: ['toDate'] }).fields?.toDate).toBe(
      'Must not be before fromDate',
    );

    const profile = await t.api('POST', '/api/user/profileUpdate', {
      token: await session('hotel.admin@bookone.demo'),
      body: { firstName: 'Ada', lastName: 'Admin', phone: '12a34' },
    });
    expect(expectError(profile, 400, { fields: ['phone'] }).fields?.phone).toBe('Enter a valid phone number');

    const signup = await t.api('POST', '/api/user/signup', {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      body: { email: 'not-an-email', password: 'short', firstName: 'Ada', lastName: 'L' },
    });
    expect(expectError(signup, 400, { fields: ['email', 'password'] }).fields).toMatchObject({
      email: 'Enter a valid email address',
      password:
        'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of # ? ! @ $ % ^ & * _ -',
    });
  });
});

describe("the server's own field messages", () => {
  it('answer a 409 in English with the message keys beside it', async () => {
    const token = await session('hotel.manager@bookone.demo');
    const list = await t.api('GET', `/api/room/property/${HARBOUR}/rooms`, { token });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<
      { id: number; roomNumber: string }[] | { items: { id: number; roomNumber: string }[] }
    >();
    const [first, second] = Array.isArray(body) ? body : body.items;
    const res = await t.api('PUT', `/api/room/rooms/${first!.id}`, {
      token,
      body: { roomNumber: second!.roomNumber },
    });
    const error = expectError(res, 409, {
      fields: ['roomNumber'],
      message: 'This room number is already used at the property',
    });
    expect(error.fields).toEqual({ roomNumber: 'Already used' });
    expect(error.fieldKeys).toEqual({ roomNumber: 'validation.alreadyUsed' });
    expect(error.messageKey).toBe('validation.roomNumberUsed');
  });

  it('are declared in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const text = JSON.stringify(
      doc.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>().paths[
        '/api/room/rooms/{roomId}'
      ]?.put?.responses['409'],
    );
    expect(text).toContain('"fieldKeys"');
    expect(text).toContain('"messageKey"');
  });

  it('give the figures of a message beside its key', async () => {
    const token = await session('hotel.manager@bookone.demo');
    const res = await t.api('GET', `/api/availability/property/${HARBOUR}?from=2026-03-01&to=2028-03-01`, {
      token,
    });
    const error = expectError(res, 400, { fields: ['to'] });
    expect(error.fields).toEqual({ to: 'At most 366 days' });
    expect(error.fieldKeys).toEqual({ to: 'validation.atMostDays' });
    expect(error.fieldValues).toEqual({ to: { max: 366 } });
  });

  it('keep a text the table does not have as sent, without a key', async () => {
    const token = await session('hotel.manager@bookone.demo');
    const res = await t.api('POST', `/api/expense/property/${HARBOUR}`, {
      token,
      body: { date: '2026-03-01', type: 'Grocery', description: 'milk\u0000', amount: 5 },
    });
    const error = expectError(res, 400, { fields: ['description'] });
    expect(error.fields?.description).toBe('Must not contain NUL characters');
    expect(error).not.toHaveProperty('fieldKeys');
    expect(error).not.toHaveProperty('messageKey');
  });
});
