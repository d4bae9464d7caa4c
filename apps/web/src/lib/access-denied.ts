import { useSyncExternalStore } from 'react';

/**
 * The role guard's refusal message (spec §6, §8) as a tiny global store: the guard (a route loader or the
 * navigation blocker) raises it, the snackbar shows it until the user presses OK. A store rather than an event, so
 * that a refusal raised before the snackbar is mounted (a direct load) is not lost.
 */
type AccessDeniedState = {
  open: boolean;
  /** Changes on every refusal, so the snackbar restarts. */ key: number;
};

let state: AccessDeniedState = { open: false, key: 0 };
const listeners = new Set<() => void>();

function set(next: AccessDeniedState) {
  state = next;
  for (const listener of listeners) listener();
}

export function notifyAccessDenied(): void {
  set({ open: true, key: state.key + 1 });
}

export function dismissAccessDenied(): void {
  if (state.open) set({ ...state, open: false });
}

export function getAccessDenied(): AccessDeniedState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccessDenied(): AccessDeniedState {
  return useSyncExternalStore(subscribe, getAccessDenied, getAccessDenied);
}
