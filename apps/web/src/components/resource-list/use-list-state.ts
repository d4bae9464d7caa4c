import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import {
  clearedFilters,
  isFiltered,
  readListState,
  writeListState,
  type ListSpec,
  type ListState,
} from './list-state';

export type ListController<K extends string, S extends string> = {
  spec: ListSpec<K, S>;
  state: ListState<K, S>;
  /** Changes filters; the list goes back to its first page. */
  setFilters: (patch: Partial<Record<K, string>>) => void;
  setPaging: (page: number, size: number) => void;
  setSort: (sort: S | null, order: 'asc' | 'desc') => void;
  /** Every filter cleared (the page size stays). */
  clear: () => void;
  filtered: boolean;
};

/**
 * A list's state, kept in the address bar (replacing the history entry: paging through a list is not a trail the
 * back button should walk).
 */
export function useListState<K extends string, S extends string>(spec: ListSpec<K, S>): ListController<K, S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(spec, params), [spec, params]);
  const write = (next: ListState<K, S>) => {
    const out = writeListState(spec, next);
    for (const name of spec.keep ?? []) {
      const value = params.get(name);
      if (value != null) out.set(name, value);
    }
    setParams(out, { replace: true });
  };
  return {
    spec,
    state,
    setFilters: (patch) => write({ ...state, filters: { ...state.filters, ...patch }, page: 0 }),
    setPaging: (page, size) => write({ ...state, page: size === state.size ? page : 0, size }),
    setSort: (sort, order) => write({ ...state, sort, order, page: 0 }),
    clear: () => write({ ...state, filters: clearedFilters(spec), page: 0 }),
    filtered: isFiltered(state.filters),
  };
}
