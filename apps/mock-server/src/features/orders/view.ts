/**
 * Splits `total` pence over `weights` in proportion, exactly: each share is rounded down and the pennies left over go
 * to the largest remainders (ties to the first), so the shares always add up to the total. With nothing to weigh by,
 * the first takes the whole total. The rule an order's platform fee is shared over its items by (ITEM_FEES_SQL in
 * view-sql.ts, where the database applies it), written out for the tests to check the database's shares against.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}
