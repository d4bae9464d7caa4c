/**
 * The state of a resource list (filters, page, size, sort) as search params, so that a reload, the back button or
 * a shared link shows the same list. A page declares its filters once (`defineList`); reading is forgiving (an
 * unknown or malformed value falls back to the default) and writing keeps only what differs from the default, so
 * links stay short.
 */

/** One filter as kept in the address. Every filter value is a string; '' means "not filtered". */
export type FilterSpec = {
  /** The search param's name; defaults to the filter's key. */
  param?: string;
  /** The value when the address does not name one ('' unless given): e.g. today for "stays from". */
  default?: string | (() => string);
  /** The only accepted values (a select, a tab); anything else reads as the default. */
  values?: readonly string[];
  /** A calendar day, YYYY-MM-DD. */
  date?: boolean;
  /** Longest accepted text (free text such as a search). */
  max?: number;
};

export type ListSpec<K extends string, S extends string> = {
  filters: Record<K, FilterSpec>;
  /** The columns the server sorts by. */
  sorts: readonly S[];
  defaultSort: { field: S; order: 'asc' | 'desc' } | null;
  pageSizes: readonly number[];
  defaultSize: number;
  /**
   * Address params of the page around the list that its writes carry over untouched (a host page's tab when the
   * list is one of its tabs): the list never reads them, never drops them.
   */
  keep?: readonly string[];
};

export type ListState<K extends string, S extends string> = {
  filters: Record<K, string>;
  page: number;
  size: number;
  sort: S | null;
  order: 'asc' | 'desc';
};

/** Declares a list (its filters, sorts and page sizes): one place that the page, the address and the API share. */
export function defineList<K extends string, S extends string>(spec: ListSpec<K, S>): ListSpec<K, S> {
  for (const [key, filter] of Object.entries<FilterSpec>(spec.filters))
    if (RESERVED.has(paramOf(key, filter))) throw new Error(`List filter "${key}" uses a reserved param`);
  return spec;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const RESERVED = new Set(['page', 'size', 'sort', 'order']);

const paramOf = (key: string, spec: FilterSpec) => spec.param ?? key;
const defaultOf = (spec: FilterSpec) =>
  typeof spec.default === 'function' ? spec.default() : (spec.default ?? '');

function readFilter(spec: FilterSpec, raw: string | null): string {
  if (raw == null) return defaultOf(spec);
  // An empty value in the address is a filter cleared on purpose (it may differ from the default).
  if (raw === '') return '';
  if (spec.values && !spec.values.includes(raw)) return defaultOf(spec);
  if (spec.date && !ISO.test(raw)) return defaultOf(spec);
  return spec.max ? raw.slice(0, spec.max) : raw;
}

/** Reads a list's state from the address; anything unknown or malformed falls back to the default. */
export function readListState<K extends string, S extends string>(
  spec: ListSpec<K, S>,
  params: URLSearchParams,
): ListState<K, S> {
  const filters = {} as Record<K, string>;
  for (const key of Object.keys(spec.filters) as K[]) {
    const filter = spec.filters[key];
    filters[key] = readFilter(filter, params.get(paramOf(key, filter)));
  }
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const raw = params.get('sort');
  const sortParam = raw != null && (spec.sorts as readonly string[]).includes(raw) ? (raw as S) : null;
  const sort = sortParam ?? spec.defaultSort?.field ?? null;
  const orderParam = params.get('order');
  const order =
    orderParam === 'asc' || orderParam === 'desc'
      ? orderParam
      : sortParam == null
        ? (spec.defaultSort?.order ?? 'asc')
        : 'asc';
  return {
    filters,
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: spec.pageSizes.includes(size) ? size : spec.defaultSize,
    sort,
    order,
  };
}

/** The search params of a list state: only what differs from the default. */
export function writeListState<K extends string, S extends string>(
  spec: ListSpec<K, S>,
  state: ListState<K, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(spec.filters) as K[]) {
    const filter = spec.filters[key];
    const value = filter.max ? state.filters[key].trim() : state.filters[key];
    if (value !== defaultOf(filter)) params.set(paramOf(key, filter), value);
  }
  if (state.page > 0) params.set('page', String(state.page));
  if (state.size !== spec.defaultSize) params.set('size', String(state.size));
  const sortIsDefault =
    state.sort === (spec.defaultSort?.field ?? null) && state.order === (spec.defaultSort?.order ?? 'asc');
  if (!sortIsDefault && state.sort) {
    params.set('sort', state.sort);
    if (state.order === 'desc') params.set('order', 'desc');
    else if (spec.defaultSort?.field === state.sort) params.set('order', 'asc');
  }
  return params;
}

/** Every filter at '' (nothing filtered), which may differ from the defaults ("stays from today"). */
export function clearedFilters<K extends string>(spec: {
  filters: Record<K, FilterSpec>;
}): Record<K, string> {
  return Object.fromEntries(Object.keys(spec.filters).map((k) => [k, ''])) as Record<K, string>;
}

/** Whether any filter narrows the list (a default such as "from today" counts: the list is not everything). */
export function isFiltered<K extends string>(filters: Record<K, string>): boolean {
  return Object.values<string>(filters).some((v) => v.trim() !== '');
}
