import { useSearchParams } from 'react-router';

export type PosView = 'order' | 'tables';

/** A positive whole number read from the address, else null. */
const idOf = (raw: string | null) => {
  const n = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function read(params: URLSearchParams) {
  return {
    view: (params.get('view') === 'tables' ? 'tables' : 'order') satisfies PosView,
    outletId: idOf(params.get('outlet')),
    groupId: idOf(params.get('group')),
    search: params.get('q') ?? '',
    tableId: idOf(params.get('table')),
    orderId: idOf(params.get('order')),
  };
}
export type PosAddress = ReturnType<typeof read>;

function write(state: PosAddress) {
  const out = new URLSearchParams();
  if (state.view === 'tables') out.set('view', 'tables');
  if (state.outletId != null) out.set('outlet', String(state.outletId));
  if (state.groupId != null) out.set('group', String(state.groupId));
  if (state.search) out.set('q', state.search);
  if (state.tableId != null) out.set('table', String(state.tableId));
  if (state.orderId != null) out.set('order', String(state.orderId));
  return out;
}

/**
 * What the POS page keeps in the address, so that a reload or a shared link opens the same screen: the view (the
 * menu and cart, or the tables), the outlet, the group and search of the menu, the table opened on the floor, and
 * the running order another round is being added to. A change applies to the address as it is then (two quick
 * taps never undo each other).
 */
export function usePosAddress() {
  const [params, setParams] = useSearchParams();
  const update = (patch: Partial<PosAddress>) =>
    setParams((current) => write({ ...read(current), ...patch }), { replace: true });
  return { ...read(params), update };
}
