import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  emailSchema,
  numberSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './validation';
import { VALIDATION_KEYS } from './validation-messages';

/** The messages of a failed parse, or [] when it succeeds. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('phoneSchema', () => {
  it.each([
    '+64 21 555 0101',
    '(09) 555-0101',
    '++(1)555.0101/2',
    '0215550101',
    '021-555-0101',
    '021.555.0101',
    '021/555/0101',
    '+1',
    '(1234)5',
    '+(09)5550101',
    '(12)',
    '1',
  ])('accepts %j', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(phoneSchema.parse('  021 555 0101  ')).toBe('021 555 0101');
  });

  it.each([
    'abc',
    '12a34',
    '(12345)678',
    '()555',
    '(09 555 0101',
    '09) 555 0101',
    '555+0101',
    '021 555 0101 ext 5',
    '#5550101',
    '021_555_0101',
    '(0a)5550101',
    '+',
    '++',
    '()',
    '- . /',
  ])('rejects %j with the phone message', (phone) => {
    expect(messagesOf(phoneSchema, phone)).toContain(VALIDATION_KEYS.phone);
  });

  it.each(['', '   '])('rejects %j as required', (phone) => {
    expect(messagesOf(phoneSchema, phone)).toContain(VALIDATION_KEYS.required);
  });

  it('rejects more than 30 characters as too long', () => {
    expect(phoneSchema.safeParse('1'.repeat(30)).success).toBe(true);
    expect(messagesOf(phoneSchema, '1'.repeat(31))).toContain(VALIDATION_KEYS.tooLong);
  });

  it.each([null, undefined, 5550101])('rejects the non-string %j', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(false);
  });
});

describe('passwordSchema', () => {
  it.each(['Demo@2026', 'Aa1#aaaa', 'Demo@202', 'tide-POOL-9', 'Zz9_zzzz', 'Ünïcode@2026Aa', 'Tide pool#9'])(
    'accepts %j',
    (password) => {
      expect(passwordSchema.safeParse(password).success).toBe(true);
    },
  );

  it.each('#?!@$%^&*_-'.split(''))('accepts %j as the only special character', (special) => {
    expect(passwordSchema.safeParse(`Demo2026${special}`).success).toBe(true);
  });

  it.each<[string, string]>([
    ['no uppercase', 'demo@2026'],
    ['no lowercase', 'DEMO@2026'],
    ['no digit', 'Demo@abcd'],
    ['no special character', 'Demo2026a'],
    ['too short (5)', 'De@20'],
    ['too short (7)', 'Dem@202'],
    ['empty', ''],
    ['only spaces as specials', 'Demo 2026 a'],
  ])('rejects a password with %s', (_label, password) => {
    expect(messagesOf(passwordSchema, password)).toEqual([VALIDATION_KEYS.password]);
  });

  it.each('+.,/:;<=>[]\\~`\'"(){}| '.split(''))(
    'rejects a password whose only special character is %j',
    (special) => {
      expect(messagesOf(passwordSchema, `Demo2026${special}`)).toEqual([VALIDATION_KEYS.password]);
    },
  );

  it('does not trim: inner spaces are kept and count towards the length, but are not special characters', () => {
    expect(passwordSchema.parse('Demo @2026')).toBe('Demo @2026');
    expect(passwordSchema.safeParse('De@2 0 1').success).toBe(true);
    expect(passwordSchema.safeParse('De@2 ').success).toBe(false);
    expect(passwordSchema.safeParse('Demo 2026').success).toBe(false);
  });

  // Beyond spec §5 (issue 9): each refusal says why, with one message.
  it.each<[string, string, string]>([
    ['a leading space', ' Demo@2026', VALIDATION_KEYS.passwordSpaces],
    ['a trailing space', 'Demo@2026 ', VALIDATION_KEYS.passwordSpaces],
    ['spaces at both ends', ' Demo@2026 ', VALIDATION_KEYS.passwordSpaces],
    ['a trailing tab', 'Demo@2026\t', VALIDATION_KEYS.passwordControl],
    ['a NUL byte', 'Demo@2026\u0000', VALIDATION_KEYS.passwordControl],
    ['an escape character', 'Demo\u001b@2026', VALIDATION_KEYS.passwordControl],
    ['a DEL character', 'Demo@2026\u007f', VALIDATION_KEYS.passwordControl],
    ['a repeated pattern', 'Aa1!Aa1!', VALIDATION_KEYS.passwordRepeated],
    ['a repeated pattern in mixed case', 'Abc1!aBC1!', VALIDATION_KEYS.passwordRepeated],
    ['a common password', 'Password1!', VALIDATION_KEYS.passwordCommon],
    ['a common password with look-alikes', 'P@ssw0rd2026!', VALIDATION_KEYS.passwordCommon],
    ['a common keyboard walk', 'Qwerty123#', VALIDATION_KEYS.passwordCommon],
    ['a season and a year', 'Summer2026!', VALIDATION_KEYS.passwordCommon],
    ['a common word with separators', 'pass-WORD-1', VALIDATION_KEYS.passwordCommon],
  ])('rejects a password with %s, saying why', (_label, password, message) => {
    expect(messagesOf(passwordSchema, password)).toEqual([message]);
  });

  it('names the control character when a line break also fails the §5 pattern', () => {
    expect(messagesOf(passwordSchema, 'Demo@2026\n')).toContain(VALIDATION_KEYS.passwordControl);
  });

  it('rejects more than 128 characters as too long', () => {
    const ok = `Aa1@${'x'.repeat(124)}`;
    expect(ok).toHaveLength(128);
    expect(passwordSchema.safeParse(ok).success).toBe(true);
    expect(messagesOf(passwordSchema, `${ok}x`)).toContain(VALIDATION_KEYS.tooLong);
  });

  it.each([null, undefined, 12345678])('rejects the non-string %j', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(false);
  });
});

describe('emailSchema', () => {
  it.each([
    'user@example.com',
    'first.last@example.com',
    'user+tag@example.com',
    'user_name-1@example.org',
    'user@mail.example.co.nz',
    'user@sub-domain.example.com',
    'USER@EXAMPLE.COM',
    'user@[192.168.0.1]',
    '"quoted name"@example.com',
    'a@b.io',
  ])('accepts %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(emailSchema.parse('  user@example.com ')).toBe('user@example.com');
  });

  it.each([
    'no-at',
    'a@b',
    'a b@c.com',
    '@example.com',
    'user@',
    'user@@example.com',
    'user@exa mple.com',
    'user@example.c',
    'user@example.123',
    'user@example..com',
    'user@.example.com',
    'user@exa_mple.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'us,er@example.com',
    'us(er)@example.com',
    'user@[192.168.0]',
    'user@[192.168.0.1',
    'user@[1234.1.1.1]',
    '<user@example.com>',
  ])('rejects %j with the email message', (email) => {
    expect(messagesOf(emailSchema, email)).toContain(VALIDATION_KEYS.email);
  });

  it.each(['', '  '])('rejects %j as required', (email) => {
    expect(messagesOf(emailSchema, email)).toContain(VALIDATION_KEYS.required);
  });

  it('rejects more than 254 characters as too long', () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    expect(messagesOf(emailSchema, email)).toContain(VALIDATION_KEYS.tooLong);
  });
});

describe('numberSchema', () => {
  it.each(['0', '7', '123', '007', '12345678901234567890'])('accepts %j', (value) => {
    expect(numberSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', ' ', ' 1', '1 ', '-1', '+1', '1.5', '1,000', '1e3', '12a', 'abc', '١٢٣', '１２'])(
    'rejects %j with the number message',
    (value) => {
      expect(messagesOf(numberSchema, value)).toEqual([VALIDATION_KEYS.number]);
    },
  );

  it('rejects an actual number (the field is text)', () => {
    expect(numberSchema.safeParse(123).success).toBe(false);
  });
});

describe('requiredText and optionalText', () => {
  it('requiredText trims and requires content', () => {
    const schema = requiredText(5);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(messagesOf(schema, '   ')).toEqual([VALIDATION_KEYS.required]);
    expect(messagesOf(schema, '')).toEqual([VALIDATION_KEYS.required]);
  });

  it('requiredText enforces its maximum after trimming', () => {
    const schema = requiredText(5);
    expect(schema.parse(' abcde ')).toBe('abcde');
    expect(messagesOf(schema, 'abcdef')).toEqual([VALIDATION_KEYS.tooLong]);
  });

  it('requiredText defaults to 120 characters', () => {
    expect(requiredText().safeParse('x'.repeat(120)).success).toBe(true);
    expect(requiredText().safeParse('x'.repeat(121)).success).toBe(false);
  });

  it('optionalText allows undefined and empty text but not overlong text', () => {
    const schema = optionalText(3);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('  ')).toBe('');
    expect(schema.parse(' abc ')).toBe('abc');
    expect(messagesOf(schema, 'abcd')).toEqual([VALIDATION_KEYS.tooLong]);
  });

  it('optionalText defaults to 255 characters', () => {
    expect(optionalText().safeParse('x'.repeat(255)).success).toBe(true);
    expect(optionalText().safeParse('x'.repeat(256)).success).toBe(false);
  });
});
