import { describe, expect, it } from 'vitest';

import { returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/master-service/home')).toBe('/master-service/home');
    expect(safeReturnPath('/bookone/list?page=2#top')).toBe('/bookone/list?page=2#top');
  });

  it.each([
    null,
    undefined,
    '',
    'master-service/home',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
  ])('falls back to / for %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/master-service/home')).toBe('/master-service/home');
  });
});

describe('returnPathOf', () => {
  it('keeps the pathname and search of a URL', () => {
    expect(returnPathOf('http://localhost:5173/master-service/home?tab=2#x')).toBe(
      '/master-service/home?tab=2',
    );
  });
});
