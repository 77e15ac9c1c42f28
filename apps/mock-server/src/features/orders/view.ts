import type { Order as OrderDto, OrderItem as OrderItemDto, OrderStatus } from '@vendor/api-types';
import { toPounds } from '../../lib/money.ts';
import { cancellationReason } from './lifecycle.ts';
import type { OrderViewRow } from './view-sql.ts';

export type { OrderDto };

/**
 * Splits `total` pence over `weights` in proportion, exactly: each share is rounded down and the pennies left over go
 * to the largest remainders (ties to the first), so the shares always add up to the total.
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

/**
 * An order in the contract's shape, from the row the database built (ORDER_PAGE_SQL). Money comes from the stored
 * pence: each item's amount is its snapshot price × quantity; the order's delivery fee is carried by its first item and
 * the platform fee is split over the items in proportion to their amounts, so sum(items.amount + items.deliveryFee +
 * items.platformFee) = order.amount exactly.
 */
export function toOrderDto(row: OrderViewRow): OrderDto {
  const { deliveryFeePence, platformFeePence, cancellation, ...order } = row;
  const platformShares = allocate(
    platformFeePence,
    order.items.map((item) => item.amountPence),
  );
  const items: OrderItemDto[] = order.items.map(({ amountPence: _, ...item }, index) => ({
    ...item,
    status: item.status as OrderStatus,
    deliveryFee: toPounds(index === 0 ? deliveryFeePence : 0),
    platformFee: toPounds(platformShares[index] ?? 0),
  }));
  return {
    ...order,
    status: order.status as OrderStatus,
    items,
    cancellation: cancellation && { ...cancellation, reason: cancellationReason(cancellation.reason) },
  };
}
