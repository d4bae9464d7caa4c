import { useSyncExternalStore } from 'react';

/**
 * The global counter of in-flight API requests (spec §4 Loader): the loader opens on the first request and closes
 * when all have finished. The API client counts; the loader component subscribes.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  inFlight += 1;
  emit();
}

export function requestFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  emit();
}

export function getInFlightRequests(): number {
  return inFlight;
}

export function subscribeToRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number of API requests under way, re-rendering when it changes. */
export function useInFlightRequests(): number {
  return useSyncExternalStore(subscribeToRequests, getInFlightRequests, getInFlightRequests);
}
