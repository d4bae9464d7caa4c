import { describe, expect, it } from 'vitest';

import { detectLanguage, NAMESPACES } from './i18n';

// Every namespace file of both languages, so that a namespace added later is checked without editing this test.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const fileOf = (lng: string, ns: string) => files[`../../public/locales/${lng}/${ns}.json`];

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

// The public booking page (src/booking-engine, its own entry) reads its own namespace, not through this i18n.
const ALL_NAMESPACES = [...NAMESPACES, 'booking-engine'] as const;

describe('translation files', () => {
  it('exist for every namespace in both languages, and no file is left unregistered', () => {
    const found = Object.keys(files).map((path) =>
      path.replace('../../public/locales/', '').replace('.json', ''),
    );
    const expected = ['en', 'fr'].flatMap((lng) => ALL_NAMESPACES.map((ns) => `${lng}/${ns}`));
    expect(found.sort()).toEqual(expected.sort());
  });

  it.each(ALL_NAMESPACES.map((ns) => [ns]))('%s has the same keys in English and French', (ns) => {
    expect(keysOf(fileOf('fr', ns)).sort()).toEqual(keysOf(fileOf('en', ns)).sort());
  });

  it.each(ALL_NAMESPACES.map((ns) => [ns]))('%s has no empty text', (ns) => {
    for (const file of [fileOf('en', ns), fileOf('fr', ns)]) {
      const texts = keysOf(file).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });
});
