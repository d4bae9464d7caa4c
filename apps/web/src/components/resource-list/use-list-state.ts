import { useEffect, useMemo, useRef } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

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
 * back button should walk). A change builds on the address last asked for, not on the one last rendered: the router
 * shows a new address only once the route's data is read again, and a second filter picked meanwhile (or two
 * changes in one handler) must not drop the first.
 */
export function useListState<K extends string, S extends string>(spec: ListSpec<K, S>): ListController<K, S> {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const asked = useRef<URLSearchParams | null>(null);
  // Once the router is idle the address is final: ours landed, or another navigation (back button, a link) won.
  useEffect(() => {
    if (navigation.state === 'idle') asked.current = null;
  }, [navigation.state, params]);
  const state = useMemo(() => readListState(spec, params), [spec, params]);
  const write = (change: (current: ListState<K, S>) => ListState<K, S>) => {
    const base = asked.current ?? params;
    const out = writeListState(spec, change(readListState(spec, base)));
    for (const name of spec.keep ?? []) {
      const value = base.get(name);
      if (value != null) out.set(name, value);
    }
    asked.current = out;
    setParams(out, { replace: true });
  };
  return {
    spec,
    state,
    setFilters: (patch) => write((s) => ({ ...s, filters: { ...s.filters, ...patch }, page: 0 })),
    setPaging: (page, size) => write((s) => ({ ...s, page: size === s.size ? page : 0, size })),
    setSort: (sort, order) => write((s) => ({ ...s, sort, order, page: 0 })),
    clear: () => write((s) => ({ ...s, filters: clearedFilters(spec), page: 0 })),
    filtered: isFiltered(state.filters),
  };
}
