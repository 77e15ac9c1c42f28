/** Paging from query parameters (the contract supplies defaults and bounds). */
export function paging(query: { pageNumber?: number; pageSize?: number }): {
  pageNumber: number;
  pageSize: number;
  skip: number;
  take: number;
} {
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNumber, pageSize, skip: (pageNumber - 1) * pageSize, take: pageSize };
}

/**
 * Loads one page with its relations in two steps: the page's ids (cheap, by index), then just those rows with their
 * relations joined. One JOIN query would build the nested JSON of every matching row before sorting and cutting the
 * page, which grows with the whole table; this grows with the page.
 */
export async function loadPage<T extends { id: string }>(
  pageIds: Promise<{ id: string }[]>,
  load: (ids: string[]) => Promise<T[]>,
): Promise<T[]> {
  const ids = (await pageIds).map((row) => row.id);
  if (!ids.length) return [];
  const byId = new Map((await load(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
