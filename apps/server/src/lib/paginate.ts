// One way to serve a list: every list repository declares its sort columns here and pages with `paginate`, so paging,
// sorting, the total and the export's order work the same on every list endpoint (docs/decisions: paginate).
import type { ListQuery, Page } from '@bookone/domain';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

type Sortable = AnyColumn | SQL | SQL.Aliased;

/** How a list sorts: the column(s) of each sort key of the domain's list query, and the row id breaking ties. */
export interface ListSort<K extends string> {
  columns: Record<K, Sortable | readonly Sortable[]>;
  /** The id column: equal values keep one stable order across pages. */
  tiebreak: AnyColumn;
  /** The order without a `sort` in the query: a key (ascending unless `order` says otherwise) or fixed terms. */
  fallback: K | readonly SQL[];
}

export const listSort = <K extends string>(sort: ListSort<K>) => sort;

/** The ORDER BY terms of a query: the asked key and direction, then the id in the same direction. */
export function orderOf<K extends string>(
  sort: ListSort<K>,
  query: { sort?: K | undefined; order: 'asc' | 'desc' },
): SQL[] {
  const key = query.sort ?? (typeof sort.fallback === 'string' ? sort.fallback : undefined);
  if (key == null) return [...(sort.fallback as readonly SQL[])];
  const dir = query.order === 'desc' ? desc : asc;
  const cols = sort.columns[key];
  const list: readonly Sortable[] = Array.isArray(cols) ? cols : [cols as Sortable];
  return [...list.map((c) => dir(c as AnyColumn)), dir(sort.tiebreak)];
}

/** Which rows one call reads: a page, or the first `limit` rows for an export. */
export interface Window {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** A list's two queries: the rows of a window and the filter's count (with any totals the page carries). */
export interface ListSource<T, X extends object> {
  rows: (w: Window) => Promise<T[]>;
  count: () => Promise<{ n: number } & X>;
}

/**
 * A page of a list: its rows and its count, run side by side (on a transaction, run them in turn instead: one
 * query at a time per client). Extra totals of the count query (e.g. the sum of the filtered amounts) come along.
 */
export async function paginate<K extends string, T, X extends object = object>(
  query: ListQuery & { sort?: K | undefined },
  sort: ListSort<K>,
  source: ListSource<T, X>,
): Promise<Page<T> & Omit<X, 'n'>> {
  const [items, { n, ...extra }] = await Promise.all([
    source.rows({ orderBy: orderOf(sort, query), limit: query.size, offset: query.page * query.size }),
    source.count(),
  ]);
  return { ...(extra as Omit<X, 'n'>), items, total: n, page: query.page, size: query.size };
}

/** The whole filtered list in the list's order, at most `limit` rows (an export reads one row more to know). */
export function firstRows<K extends string, T>(
  query: { sort?: K | undefined; order: 'asc' | 'desc' },
  sort: ListSort<K>,
  rows: ListSource<T, object>['rows'],
  limit: number,
): Promise<T[]> {
  return rows({ orderBy: orderOf(sort, query), limit, offset: 0 });
}

/** User text as a LIKE pattern matching it anywhere, its wildcards escaped. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
