import { useSearchParams } from 'react-router';

export type PosView = 'order' | 'tables';

/** A positive whole number read from the address, else null. */
const idOf = (raw: string | null) => {
  const n = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * What the POS page keeps in the address, so that a reload or a shared link opens the same screen: the view (the
 * menu and cart, or the tables), the outlet, the group and search of the menu, the table opened on the floor, and
 * the running order another round is being added to.
 */
export function usePosAddress() {
  const [params, setParams] = useSearchParams();
  const state = {
    view: (params.get('view') === 'tables' ? 'tables' : 'order') satisfies PosView,
    outletId: idOf(params.get('outlet')),
    groupId: idOf(params.get('group')),
    search: params.get('q') ?? '',
    tableId: idOf(params.get('table')),
    orderId: idOf(params.get('order')),
  };
  const update = (patch: Partial<typeof state>) => {
    const next = { ...state, ...patch };
    const out = new URLSearchParams();
    if (next.view === 'tables') out.set('view', 'tables');
    if (next.outletId != null) out.set('outlet', String(next.outletId));
    if (next.groupId != null) out.set('group', String(next.groupId));
    if (next.search) out.set('q', next.search);
    if (next.tableId != null) out.set('table', String(next.tableId));
    if (next.orderId != null) out.set('order', String(next.orderId));
    setParams(out, { replace: true });
  };
  return { ...state, update };
}
