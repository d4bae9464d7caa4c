import { describe, expect, it } from 'vitest';

import { NUMBER_TO_WORDS_LIMIT, numberToWords } from './number-to-words';

describe('numberToWords (spec §9: rounds, English, up to nonillion)', () => {
  it.each<[number, string]>([
    [0, 'zero'],
    [1, 'one'],
    [7, 'seven'],
    [10, 'ten'],
    [11, 'eleven'],
    [13, 'thirteen'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [40, 'forty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [101, 'one hundred one'],
    [115, 'one hundred fifteen'],
    [342, 'three hundred forty-two'],
    [999, 'nine hundred ninety-nine'],
    [1000, 'one thousand'],
    [1001, 'one thousand one'],
    [1010, 'one thousand ten'],
    [2500, 'two thousand five hundred'],
    [12_345, 'twelve thousand three hundred forty-five'],
    [100_000, 'one hundred thousand'],
    [999_999, 'nine hundred ninety-nine thousand nine hundred ninety-nine'],
    [1_000_000, 'one million'],
    [1_000_001, 'one million one'],
    [1_234_567, 'one million two hundred thirty-four thousand five hundred sixty-seven'],
    [1_000_000_000, 'one billion'],
    [2_000_000_000_000, 'two trillion'],
    [1e15, 'one quadrillion'],
    [1e18, 'one quintillion'],
    [1e21, 'one sextillion'],
    [1e24, 'one septillion'],
    [1e27, 'one octillion'],
    [1e30, 'one nonillion'],
    [2.5e30, 'two nonillion five hundred octillion'],
  ])('%d -> %s', (n, words) => {
    expect(numberToWords(n)).toBe(words);
  });

  it('rounds to the nearest whole number, halves away from zero', () => {
    expect(numberToWords(1.4)).toBe('one');
    expect(numberToWords(1.5)).toBe('two');
    expect(numberToWords(20.6)).toBe('twenty-one');
    expect(numberToWords(-2.5)).toBe('minus three');
    expect(numberToWords(0.4)).toBe('zero');
    expect(numberToWords(-0.4)).toBe('zero');
    expect(numberToWords(-0)).toBe('zero');
  });

  it("puts 'minus' before a negative number", () => {
    expect(numberToWords(-7)).toBe('minus seven');
    expect(numberToWords(-1_000_001)).toBe('minus one million one');
  });

  it('takes a bigint, exact to the last digit', () => {
    expect(numberToWords(10n ** 30n + 1n)).toBe('one nonillion one');
    expect(numberToWords(-(10n ** 21n))).toBe('minus one sextillion');
    expect(numberToWords(NUMBER_TO_WORDS_LIMIT - 1n)).toBe(
      'nine hundred ninety-nine nonillion nine hundred ninety-nine octillion nine hundred ninety-nine septillion ' +
        'nine hundred ninety-nine sextillion nine hundred ninety-nine quintillion nine hundred ninety-nine ' +
        'quadrillion nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine ' +
        'million nine hundred ninety-nine thousand nine hundred ninety-nine',
    );
  });

  it('spells a number beyond 2^53 as JavaScript prints it', () => {
    const typed = Number('123456789012345678901');
    expect(String(typed)).toBe('123456789012345680000');
    expect(numberToWords(typed)).toBe(
      'one hundred twenty-three quintillion four hundred fifty-six quadrillion seven hundred eighty-nine ' +
        'trillion twelve billion three hundred forty-five million six hundred eighty thousand',
    );
    expect(numberToWords(Number.MAX_SAFE_INTEGER + 2)).toBe(numberToWords(9007199254740992n));
  });

  it('throws a RangeError beyond the nonillions', () => {
    expect(NUMBER_TO_WORDS_LIMIT).toBe(10n ** 33n);
    expect(() => numberToWords(1e33)).toThrow(RangeError);
    expect(() => numberToWords(-1e33)).toThrow(RangeError);
    expect(() => numberToWords(1e40)).toThrow(RangeError);
    expect(() => numberToWords(NUMBER_TO_WORDS_LIMIT)).toThrow(RangeError);
    expect(() => numberToWords(-NUMBER_TO_WORDS_LIMIT)).toThrow(RangeError);
    expect(numberToWords(9.99e32)).toBe('nine hundred ninety-nine nonillion');
  });

  it('throws a RangeError for NaN and infinities', () => {
    expect(() => numberToWords(Number.NaN)).toThrow(RangeError);
    expect(() => numberToWords(Infinity)).toThrow(RangeError);
    expect(() => numberToWords(-Infinity)).toThrow(RangeError);
  });
});
