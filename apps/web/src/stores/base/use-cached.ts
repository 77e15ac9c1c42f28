import { useEffect } from 'react';
import type { Cached } from './cached';

/**
 * Loads a cached read when the component shows it (and again when the entry changes, e.g. another page or filter),
 * and returns it for rendering inside `observer`.
 */
export function useCached<T>(entry: Cached<T>): Cached<T> {
  useEffect(() => {
    void entry.load();
  }, [entry]);
  return entry;
}
