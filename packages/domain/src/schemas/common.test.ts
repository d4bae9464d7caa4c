import { describe, expect, it } from 'vitest';

import { idParam, listQuerySchema } from './common';

describe('listQuerySchema', () => {
  it('fills in the defaults', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 0, size: 25, order: 'asc' });
  });

  it('coerces query-string numbers and trims the search', () => {
    expect(listQuerySchema.parse({ page: '2', size: '50', order: 'desc', search: '  lodge ' })).toEqual({
      page: 2,
      size: 50,
      order: 'desc',
      search: 'lodge',
    });
  });

  it.each([
    { page: '-1' },
    { size: '0' },
    { size: '201' },
    { page: '1.5' },
    { order: 'up' },
    { size: 'many' },
  ])('rejects %j', (query) => {
    expect(listQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['269', 269],
  ])('coerces %j to %d', (raw, id) => {
    expect(idParam.parse(raw)).toBe(id);
  });

  it.each(['0', '-3', '1.5', 'abc'])('rejects %j', (raw) => {
    expect(idParam.safeParse(raw).success).toBe(false);
  });
});
