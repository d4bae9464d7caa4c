import { useSyncExternalStore } from 'react';

/**
 * Spec §9: 'Clear all' empties the panel locally only: nothing is saved, the notifications stay New on the server.
 * The cleared ids live here for the life of the page, so that the panel stays empty when the drawer closes and
 * opens again, while a notification that arrives later still shows.
 */
let cleared: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<number>) {
  cleared = next;
  for (const listener of listeners) listener();
}

export function clearNotifications(ids: readonly number[]): void {
  set(new Set([...cleared, ...ids]));
}

/** Forgets what was cleared (sign-out, tests). */
export function resetClearedNotifications(): void {
  set(new Set());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getCleared = () => cleared;

export function useClearedNotifications(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, getCleared, getCleared);
}
