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
