export interface Rankable {
  ranking?: number | null;
}

/**
 * Cheapest-room ordering (spec §5): by ranking ascending or descending, a missing or zero ranking always last.
 * Stable and pure: returns a new array.
 */
export function sortByRanking<T extends Rankable>(
  rooms: readonly T[],
  direction: 'asc' | 'desc' = 'asc',
): T[] {
  const unranked = (r: T) => r.ranking == null || r.ranking === 0;
  return [...rooms].sort((a, b) => {
    const ua = unranked(a);
    const ub = unranked(b);
    if (ua || ub) return ua === ub ? 0 : ua ? 1 : -1;
    const diff = (a.ranking as number) - (b.ranking as number);
    return direction === 'asc' ? diff : -diff;
  });
}
