/** The `meta` of the first page of a list of `total` records shown `pageSize` at a time. */
export const firstPageMeta = (total: number, pageSize: number) => ({
  pageNumber: 1,
  pageSize,
  totalNumberOfRecords: total,
  totalNumberOfPages: Math.ceil(total / pageSize),
});
