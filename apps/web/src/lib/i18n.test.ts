import { describe, expect, it } from 'vitest';

import enRooms from '../../public/locales/en/rooms.json';
import enSetup from '../../public/locales/en/setup.json';
import enShell from '../../public/locales/en/shell.json';
import en from '../../public/locales/en/translation.json';
import frRooms from '../../public/locales/fr/rooms.json';
import frSetup from '../../public/locales/fr/setup.json';
import frShell from '../../public/locales/fr/shell.json';
import fr from '../../public/locales/fr/translation.json';
import { detectLanguage } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value == null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('detectLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR_be', 'fr'],
    ['de-DE', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('maps %j to %s', (browserLanguage, expected) => {
    expect(detectLanguage(browserLanguage)).toBe(expected);
  });
});

describe('translation files', () => {
  it.each([
    ['translation', en, fr],
    ['shell', enShell, frShell],
    ['setup', enSetup, frSetup],
    ['rooms', enRooms, frRooms],
  ])('%s has the same keys in English and French', (_ns, english, french) => {
    expect(keysOf(french).sort()).toEqual(keysOf(english).sort());
  });

  it('have no empty text', () => {
    for (const file of [en, fr, enShell, frShell, enSetup, frSetup, enRooms, frRooms]) {
      const texts = keysOf(file).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });
});
