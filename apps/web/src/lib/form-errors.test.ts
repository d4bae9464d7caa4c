import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError } from './api-client';
import { applyServerErrors, fieldErrorText, messageKey } from './form-errors';

const t = i18next.t.bind(i18next);
afterEach(() => void i18next.changeLanguage('en'));

describe('form errors', () => {
  it('translates a message key, bare or namespaced, in the interface language', async () => {
    expect(messageKey('required')).toBe('validation.required');
    expect(fieldErrorText(t, { message: 'payments:validation.positive' })).toBe('Must be more than 0');
    await i18next.changeLanguage('fr');
    expect(fieldErrorText(t, { message: 'required' })).toBe(i18next.t('validation.required'));
    expect(fieldErrorText(t, { message: 'required' })).not.toBe('This field is required');
  });

  it('still translates the English texts the domain schemas carry', async () => {
    await i18next.changeLanguage('fr');
    expect(fieldErrorText(t, { message: 'Must be more than 0' })).toBe(
      i18next.t('payments:validation.positive'),
    );
  });

  it("shows a server's own message as sent and never zod's generic English", () => {
    expect(fieldErrorText(t, { type: 'server', message: 'Room 12 is taken' })).toBe('Room 12 is taken');
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
});
