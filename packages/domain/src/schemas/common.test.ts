import { describe, expect, it } from 'vitest';

import { idParam, idSchema, listQuerySchema } from './common';

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

  it('accepts the largest database id', () => {
    expect(idParam.parse('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-3', '1.5', 'abc', '2147483648', '99999999999999999999'])('rejects %j', (raw) => {
    expect(idParam.safeParse(raw).success).toBe(false);
  });
});

describe('idSchema', () => {
  it.each([0, -1, 1.5, 2147483648, '1'])('rejects %j', (raw) => {
    expect(idSchema.safeParse(raw).success).toBe(false);
  });
});
