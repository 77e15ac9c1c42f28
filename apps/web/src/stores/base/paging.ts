import type { PageMeta } from '@vendor/api-types';

/** A page of a list as the contract answers it: rows and their paging metadata. */
export interface Page<Row, Meta extends PageMeta = PageMeta> {
  rows: Row[];
  meta: Meta;
}

/** Paging metadata before anything has loaded: 1 for each field. */
export const EMPTY_PAGE_META: PageMeta = {
  pageNumber: 1,
  pageSize: 1,
  totalNumberOfRecords: 1,
  totalNumberOfPages: 1,
};

/**
 * A stable cache key for a list request: the same filters in any order give the same key, and empty filters are
 * left out (so `{status: undefined}` and `{}` share an entry).
 */
export function listKey(prefix: string, params: object): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${prefix}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** Query parameters without empty values, for openapi-fetch. */
export function compactQuery<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}
