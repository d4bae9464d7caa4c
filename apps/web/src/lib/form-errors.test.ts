import { VALIDATION_KEYS } from '@bookone/domain';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError } from './api-client';
import {
  applyServerErrors,
  applyServerFieldErrors,
  fieldErrorText,
  messageKey,
  serverFieldMessages,
} from './form-errors';

const t = i18next.t.bind(i18next);
afterEach(() => void i18next.changeLanguage('en'));

describe('form errors', () => {
  it('has an English and a French text for every key a domain schema can emit', () => {
    const missing = Object.values(VALIDATION_KEYS).flatMap((key) =>
      (['en', 'fr'] as const)
        .filter((lng) => typeof i18next.getResource(lng, 'translation', key) !== 'string')
        .map((lng) => `${lng}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates a message key, bare or namespaced, in the interface language', async () => {
    expect(messageKey('required')).toBe('validation.required');
    expect(fieldErrorText(t, { message: 'payments:validation.refundTooMuch' }, { amount: '20.00' })).toBe(
      'At most 20.00 (what was paid)',
    );
    await i18next.changeLanguage('fr');
    expect(fieldErrorText(t, { message: 'required' })).toBe(i18next.t('validation.required'));
    expect(fieldErrorText(t, { message: 'required' })).not.toBe('This field is required');
  });

  it('translates a domain key in the default namespace, whichever namespace t is bound to', async () => {
    const tRooms = i18next.getFixedT(null, 'rooms');
    // The rooms namespace has a validation.required of its own ("Required"): the domain key is the default one's.
    expect(fieldErrorText(tRooms, { message: 'validation.required' })).toBe('This field is required');
    await i18next.changeLanguage('fr');
    expect(fieldErrorText(tRooms, { message: 'validation.departureAfterArrival' })).toBe(
      "Doit être après la date d'arrivée",
    );
  });

  it('never looks English text up: only keys are translated', async () => {
    await i18next.changeLanguage('fr');
    expect(messageKey('This field is required')).toBeUndefined();
    expect(fieldErrorText(t, { type: 'custom', message: 'Must be more than 0' })).toBe('Must be more than 0');
  });

  it("shows a server's own message as sent and never zod's generic English", () => {
    expect(fieldErrorText(t, { type: 'server', message: 'Room 12 is taken' })).toBe('Room 12 is taken');
    // Even a server message that happens to read like a key is its text, not ours to translate.
    expect(fieldErrorText(t, { type: 'server', message: 'validation.required' })).toBe('validation.required');
    expect(fieldErrorText(t, { type: 'invalid_type', message: 'Invalid input: expected number' })).toBe(
      'This field is required',
    );
    expect(fieldErrorText(t, { type: 'too_big', message: 'Too big: expected number to be <=100' })).toBe(
      'This is too large',
    );
  });

  it('puts server field messages on the form and returns what could not be placed', () => {
    const setError = vi.fn();
    const placed = new ApiRequestError(400, 'Invalid body', {
      fields: { 'body.amount': 'Must be more than 0' },
    });
    expect(applyServerErrors(placed, setError, ['amount', 'date'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'amount',
      { type: 'server', message: 'Must be more than 0' },
      { shouldFocus: true },
    );
    const elsewhere = new ApiRequestError(409, 'Booking closed', { fields: { 'body.bookingId': 'Closed' } });
    expect(applyServerErrors(elsewhere, vi.fn(), ['amount'])).toBe('Booking closed');
  });

  it("translates a server field message by the key sent beside it, else shows the server's text", async () => {
    await i18next.changeLanguage('fr');
    const setError = vi.fn();
    const taken = new ApiRequestError(409, 'This public address is taken', {
      fields: { seoFriendlyName: 'Already taken', 'body.code': 'Already used' },
      fieldKeys: { seoFriendlyName: 'validation.alreadyTaken' },
    });
    expect(applyServerFieldErrors(taken, setError)).toBe(2);
    expect(setError).toHaveBeenCalledWith(
      'seoFriendlyName',
      { type: 'server', message: 'Déjà pris' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'code',
      { type: 'server', message: 'Already used' },
      { shouldFocus: false },
    );
    expect(serverFieldMessages(taken)).toEqual(['Déjà pris', 'Already used']);
    expect(serverFieldMessages(new Error('offline'))).toEqual([]);
  });

  it('fills the figures the server sent into the translated message', async () => {
    await i18next.changeLanguage('fr');
    const tooLong = new ApiRequestError(400, 'Pick at most 366 days', {
      fields: { to: 'At most 366 days' },
      fieldKeys: { to: 'validation.atMostDays' },
      fieldValues: { to: { max: 366 } },
    });
    expect(serverFieldMessages(tooLong)).toEqual(['366 jours au plus']);
  });

  it("writes a refused coupon code's day as the language does, not as an ISO date", async () => {
    const expired = new ApiRequestError(400, 'This code expired on 2026-11-02', {
      fields: { promotionCode: 'This code expired on 2026-11-02' },
      fieldKeys: { promotionCode: 'validation.promotionExpired' },
      fieldValues: { promotionCode: { date: '2026-11-02' } },
    });
    expect(serverFieldMessages(expired)).toEqual(['This code expired on Nov 2, 2026']);
    await i18next.changeLanguage('fr');
    expect(serverFieldMessages(expired)).toEqual(['Ce code a expiré le 2 nov. 2026']);
  });
});
