import { describe, expect, it } from 'vitest';

import { localizedValues } from './message-values';

describe('a server message’s figures in the interface language', () => {
  it('writes calendar days and amounts as the language does, and leaves the rest as sent', () => {
    expect(localizedValues({ date: '2026-05-04', count: 2, other: '10 %' }, 'en')).toEqual({
      date: 'May 4, 2026',
      count: 2,
      other: '10 %',
    });
    expect(localizedValues({ date: '2026-05-04' }, 'fr').date).toBe('4 mai 2026');
    expect(localizedValues({ amount: 1500 }, 'fr', 'EUR').amount).toMatch(/^1\s500,00\s€$/u);
    expect(localizedValues({ amount: 1500 }, 'en').amount).toBe('1,500.00');
    expect(localizedValues(null, 'en')).toEqual({});
  });
});
