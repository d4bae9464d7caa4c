import { describe, expect, it } from 'vitest';

import { COMMON_PASSWORDS } from './common-passwords';
import { hasControlCharacter, hasOuterSpace, isCommonPassword, isRepeatedPattern } from './password-policy';
import { passwordSchema } from './validation';

describe('the common password list', () => {
  it('holds a few hundred lower-case cores, and not the demo accounts’ word', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(300);
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
    expect(COMMON_PASSWORDS.has('demo')).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it.each([
    'Password1!',
    'PASSWORD#2026',
    'P@ssw0rd',
    'P@$$w0rd123!',
    'Welcome@2026',
    'Summer2026!',
    'Qwerty123#',
    '1Qaz2wsx!',
    'Aa123456!',
    '@dmin123',
    'Admin#2026',
    'Letmein!1',
    'Iloveyou#1',
    'Azerty@2026',
    'Motdepasse1!',
    'Pass_Word#9',
  ])('recognises %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Demo@2026', 'Owner#2026', 'Brand#New2026', 'Fresh#Pass2026', 'Tr0ub4dor&3x', 'Harbour#View7'])(
    'leaves %j alone',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});

describe('isRepeatedPattern', () => {
  it.each(['Aa1!Aa1!', 'aA1!Aa1!', 'Xy1#Xy1#X', 'aaaaaaaa', 'Ab1#Ab1#Ab1#'])(
    'sees %j as a repetition',
    (p) => {
      expect(isRepeatedPattern(p)).toBe(true);
    },
  );

  it.each(['Aa1#aaaa', 'Demo@2026', 'Aa1!Aa1?', 'Xy1#'])('does not see %j as one', (p) => {
    expect(isRepeatedPattern(p)).toBe(false);
  });
});

describe('hasControlCharacter and hasOuterSpace', () => {
  it.each(['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085'])(
    'finds the control character %j',
    (c) => {
      expect(hasControlCharacter(`Demo${c}@2026`)).toBe(true);
    },
  );

  it('finds none in ordinary text, accents included', () => {
    expect(hasControlCharacter('Ünïcode @2026 Aa')).toBe(false);
  });

  it('sees blanks at either end only', () => {
    expect(hasOuterSpace(' Demo@2026')).toBe(true);
    expect(hasOuterSpace('Demo@2026\u00a0')).toBe(true);
    expect(hasOuterSpace('Demo @2026')).toBe(false);
  });
});

describe('passwordSchema and the demo password', () => {
  it('still accepts the demo accounts’ password and those the tests use', () => {
    for (const password of ['Demo@2026', 'Owner#2026', 'Brand#New2026', 'Fresh#Pass2026', 'Wrong@2026']) {
      expect(passwordSchema.safeParse(password).success, password).toBe(true);
    }
  });
});
