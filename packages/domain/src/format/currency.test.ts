import { describe, expect, it } from 'vitest';

import { CURRENCY_LOCALE, formatCurrency } from './currency';

const NNBSP = '\u202f'; // group separator in French
const NBSP = '\u00a0'; // before the currency symbol
/** The same text with both kinds of no-break space as plain spaces. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatCurrency (spec §9: locale fr, digits 3.2-2, currency code upper-cased)', () => {
  it('uses the fr locale', () => {
    expect(CURRENCY_LOCALE).toBe('fr');
  });

  it('writes French separators with the exact no-break spaces', () => {
    expect(formatCurrency(1234.5, 'NZD')).toBe(`1${NNBSP}234,50${NBSP}$NZ`);
    expect(formatCurrency(1234567.891, 'EUR')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
  });

  it('upper-cases and trims the currency code', () => {
    expect(formatCurrency(12, 'nzd')).toBe(formatCurrency(12, 'NZD'));
    expect(plain(formatCurrency(12, ' gbp '))).toBe('012,00 £GB');
  });

  it.each<[number, string, string]>([
    [5, 'NZD', '005,00 $NZ'],
    [0, 'USD', '000,00 $US'],
    [12, 'EUR', '012,00 €'],
    [123, 'EUR', '123,00 €'],
    [1000, 'EUR', '1 000,00 €'],
    [0.5, 'EUR', '000,50 €'],
    [1.005, 'EUR', '001,01 €'],
    [2.499, 'EUR', '002,50 €'],
    [999.995, 'GBP', '1 000,00 £GB'],
    [-5, 'EUR', '-005,00 €'],
    [-42.125, 'INR', '-042,13 ₹'],
    [1000, 'JPY', '1 000,00 JPY'],
  ])('%d %s -> %s (at least 3 integer digits, exactly 2 decimals)', (amount, code, expected) => {
    expect(plain(formatCurrency(amount, code))).toBe(expected);
  });

  it('never shows a negative zero', () => {
    expect(plain(formatCurrency(-0.001, 'EUR'))).toBe('000,00 €');
    expect(plain(formatCurrency(-0, 'EUR'))).toBe('000,00 €');
  });

  it('gives nothing for a missing amount', () => {
    expect(formatCurrency(null, 'EUR')).toBe('');
    expect(formatCurrency(undefined, 'EUR')).toBe('');
    expect(formatCurrency(Number.NaN, 'EUR')).toBe('');
  });

  it('formats the number alone when the currency is missing', () => {
    expect(plain(formatCurrency(1234.5, null))).toBe('1 234,50');
    expect(plain(formatCurrency(5, undefined))).toBe('005,00');
    expect(plain(formatCurrency(5, '  '))).toBe('005,00');
  });

  it('rejects a malformed currency code', () => {
    expect(() => formatCurrency(1, 'NZDD')).toThrow(RangeError);
  });
});
