/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

import { bookingCreateSchema } from './schemas/booking';
import { businessDaySchema } from './schemas/business';
import { loginRequestSchema } from './schemas/user';
import { passwordSchema } from './validation';
import {
  isValidationKey,
  VALIDATION_KEYS,
  VALIDATION_MESSAGES,
  validationText,
  type ValidationKey,
} from './validation-messages';

// The source of every schema file, to find a message written as English instead of a key.
const sources = import.meta.glob<string>(['./schemas/*.ts', './validation.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * A string literal where zod takes a message: `message: '…'`, `error: '…'`, a last argument `, 'Text')` or the only
 * argument of `.int('…')` and its kind. Template literals count too.
 */
const LITERAL_MESSAGE =
  /(?:message|error)\s*:\s*['"`]|,\s*(['"`])(?=[^'"`]*[A-Za-z])[^'"`]*\1\s*\)|\.(?:int|positive|negative|nonnegative|nonpositive|finite|email|url|nonempty)\(\s*['"`]/;

/** The keys a failed parse emits (messages that are not zod's own). */
function messagesOf(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
}

describe('validation messages', () => {
  it('are keys in every schema file, never English written in place', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const literals = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => `${file}:${i + 1}: ${line.trim()}`)
        .filter((line) => LITERAL_MESSAGE.test(line)),
    );
    expect(literals).toEqual([]);
  });

  it('the scan catches English written in place', () => {
    for (const line of [
      "  .min(1, 'This field is required')",
      "ctx.addIssue({ code: 'custom', message: 'Must be after the arrival date', path: ['departure'] });",
      "z.number().int('Whole number')",
      '.min(min, `At least ${min}`)',
      "  }, 'Unknown time zone'),",
    ])
      expect(LITERAL_MESSAGE.test(line), line).toBe(true);
    for (const line of [
      '.min(1, VALIDATION_KEYS.required)',
      "status: z.enum(['CONFIRMED', 'ENQUIRY']).default('CONFIRMED'),",
      "return phone.replace(/[^0-9]/g, '');",
    ])
      expect(LITERAL_MESSAGE.test(line), line).toBe(false);
  });

  it('each key names its own English text', () => {
    for (const [key, value] of Object.entries(VALIDATION_KEYS)) {
      expect(value).toBe(`validation.${key}`);
      expect(VALIDATION_MESSAGES[key as ValidationKey].length).toBeGreaterThan(0);
    }
    // Two keys with one English text would answer one message for two rules: each text is said once.
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('schemas emit keys of the table', () => {
    const emitted = [
      ...messagesOf(loginRequestSchema, { username: '', password: '' }),
      ...messagesOf(passwordSchema, 'Aa1!Aa1!'),
      ...messagesOf(businessDaySchema, {
        weekday: 'MON',
        open: true,
        opensAt: null,
        closesAt: null,
        breaks: [],
      }),
      ...messagesOf(bookingCreateSchema, {
        roomTypeId: 1,
        arrival: '2026-05-02',
        departure: '2026-05-01',
        source: 'Walk In',
        customerId: 7,
      }),
    ];
    expect(emitted).toEqual(
      expect.arrayContaining([
        'validation.required',
        'validation.passwordRepeated',
        'validation.requiredWhenOpen',
        'validation.departureAfterArrival',
      ]),
    );
    for (const message of emitted)
      if (message.startsWith('validation.')) expect(isValidationKey(message)).toBe(true);
  });

  it('gives API clients the English text of a key, and any other message as it is', () => {
    expect(validationText('validation.required')).toBe('This field is required');
    expect(validationText('validation.slabMax')).toBe('maxAmount must not be below minAmount');
    expect(validationText('Room 12 is taken')).toBe('Room 12 is taken');
    expect(validationText('validation.noSuchKey')).toBe('validation.noSuchKey');
    expect(validationText('validation.toString')).toBe('validation.toString');
  });

  it('fills the placeholders of a message with figures from its values', () => {
    expect(validationText('validation.atMostDays', { max: 366 })).toBe('At most 366 days');
    expect(validationText('validation.roomNotClean', { room: '12' })).toBe('Room 12 is not clean');
    // A value that is missing leaves its placeholder visible rather than a blank.
    expect(validationText('validation.atMostDays')).toBe('At most {{max}} days');
    // Text that is not a key is never filled in.
    expect(validationText('At most {{max}}', { max: 1 })).toBe('At most {{max}}');
  });
});
