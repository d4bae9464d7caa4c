import { describe, expect, it } from 'vitest';

import { clearedFilters, defineList, isFiltered, readListState, writeListState } from './list-state';

const spec = defineList({
  filters: {
    tab: { values: ['open', 'closed'] },
    from: { date: true, default: () => '2026-05-01' },
    q: { max: 5 },
  },
  sorts: ['date', 'amount'],
  defaultSort: { field: 'date', order: 'desc' },
  pageSizes: [10, 25],
  defaultSize: 25,
});

const read = (search: string) => readListState(spec, new URLSearchParams(search));
const write = (search: string) => writeListState(spec, read(search)).toString();

describe('list state in the address', () => {
  it('reads defaults from an empty address and writes nothing back', () => {
    expect(read('')).toEqual({
      filters: { tab: '', from: '2026-05-01', q: '' },
      page: 0,
      size: 25,
      sort: 'date',
      order: 'desc',
    });
    expect(write('')).toBe('');
  });

  it('falls back to the default on unknown or malformed values', () => {
    expect(read('tab=nope&from=01/05/2026&page=-2&size=33&sort=guest&order=up')).toEqual(read(''));
  });

  it('keeps a filter cleared on purpose apart from the default, and trims long text', () => {
    expect(read('from=').filters.from).toBe('');
    expect(write('from=')).toBe('from=');
    expect(read('q=abcdefgh').filters.q).toBe('abcde');
  });

  it('round-trips a changed state, with the order written only when it is not implied', () => {
    for (const search of [
      'tab=closed&from=2026-06-01&q=ana&page=2&size=10',
      'sort=amount',
      'sort=date&order=asc',
    ])
      expect(write(search)).toBe(search);
    expect(read('sort=amount').order).toBe('asc');
  });

  it('counts a default filter as filtering, and clears every filter', () => {
    expect(isFiltered(read('').filters)).toBe(true);
    expect(isFiltered(clearedFilters(spec))).toBe(false);
  });

  it('refuses a filter named like a paging param', () => {
    expect(() =>
      defineList({ filters: { page: {} }, sorts: [], defaultSort: null, pageSizes: [10], defaultSize: 10 }),
    ).toThrow(/reserved/);
  });
});
