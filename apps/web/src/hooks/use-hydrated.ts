import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders ahead of time or hydrates that rendering, true after (and from the start of a page the
 * browser renders itself). What depends on this browser alone (a mode kept in localStorage, today's date) shows once
 * it is true, so the hydrated markup matches the prerendered one and React updates it straight after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
