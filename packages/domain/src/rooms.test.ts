import { describe, expect, it } from 'vitest';

import { sortByRanking } from './rooms';

interface Room {
  name: string;
  ranking?: number | null;
}

const ROOMS: readonly Room[] = [
  { name: 'c', ranking: 3 },
  { name: 'none' },
  { name: 'a', ranking: 1 },
  { name: 'zero', ranking: 0 },
  { name: 'd', ranking: 10 },
  { name: 'null', ranking: null },
  { name: 'b', ranking: 2 },
  { name: 'undef', ranking: undefined },
];

const names = (rooms: readonly Room[]) => rooms.map((r) => r.name);
const UNRANKED = ['none', 'zero', 'null', 'undef'];

describe('sortByRanking', () => {
  it('sorts ascending by default, unranked rooms last in their original order', () => {
    expect(names(sortByRanking(ROOMS))).toEqual(['a', 'b', 'c', 'd', ...UNRANKED]);
  });

  it("sorts ascending with 'asc'", () => {
    expect(names(sortByRanking(ROOMS, 'asc'))).toEqual(['a', 'b', 'c', 'd', ...UNRANKED]);
  });

  it("sorts descending with 'desc', unranked rooms still last", () => {
    expect(names(sortByRanking(ROOMS, 'desc'))).toEqual(['d', 'c', 'b', 'a', ...UNRANKED]);
  });

  it('compares rankings numerically, not as text', () => {
    const rooms: Room[] = [
      { name: '10', ranking: 10 },
      { name: '9', ranking: 9 },
      { name: '100', ranking: 100 },
    ];
    expect(names(sortByRanking(rooms))).toEqual(['9', '10', '100']);
    expect(names(sortByRanking(rooms, 'desc'))).toEqual(['100', '10', '9']);
  });

  it.each<[string, number | null | undefined]>([
    ['zero', 0],
    ['null', null],
    ['undefined', undefined],
  ])('puts a %s ranking after every ranked room in both directions', (_label, ranking) => {
    const rooms: Room[] = [
      { name: 'x', ranking },
      { name: 'high', ranking: 1000 },
      { name: 'low', ranking: 1 },
    ];
    expect(names(sortByRanking(rooms, 'asc'))).toEqual(['low', 'high', 'x']);
    expect(names(sortByRanking(rooms, 'desc'))).toEqual(['high', 'low', 'x']);
  });

  it('keeps equal rankings in their original order (stable)', () => {
    const rooms: Room[] = [
      { name: 'first', ranking: 2 },
      { name: 'one', ranking: 1 },
      { name: 'second', ranking: 2 },
      { name: 'third', ranking: 2 },
    ];
    expect(names(sortByRanking(rooms))).toEqual(['one', 'first', 'second', 'third']);
    expect(names(sortByRanking(rooms, 'desc'))).toEqual(['first', 'second', 'third', 'one']);
  });

  it('places negative rankings as ranked (only missing or zero count as unranked)', () => {
    const rooms: Room[] = [
      { name: 'zero', ranking: 0 },
      { name: 'neg', ranking: -1 },
      { name: 'pos', ranking: 1 },
    ];
    expect(names(sortByRanking(rooms))).toEqual(['neg', 'pos', 'zero']);
    expect(names(sortByRanking(rooms, 'desc'))).toEqual(['pos', 'neg', 'zero']);
  });

  it('does not mutate the input and returns a new array of the same objects', () => {
    const input = ROOMS.map((r) => ({ ...r }));
    const before = structuredClone(input);
    const firstBefore = input[0];
    const result = sortByRanking(input, 'desc');
    expect(input).toEqual(before);
    expect(input[0]).toBe(firstBefore);
    expect(result).not.toBe(input);
    expect(result).toHaveLength(input.length);
    for (const room of result) expect(input).toContain(room);
  });

  it('handles empty, single and all-unranked lists', () => {
    expect(sortByRanking([])).toEqual([]);
    expect(names(sortByRanking([{ name: 'only', ranking: 5 }]))).toEqual(['only']);
    const unranked: Room[] = [{ name: 'p', ranking: 0 }, { name: 'q' }, { name: 'r', ranking: null }];
    expect(names(sortByRanking(unranked))).toEqual(['p', 'q', 'r']);
    expect(names(sortByRanking(unranked, 'desc'))).toEqual(['p', 'q', 'r']);
  });
});
