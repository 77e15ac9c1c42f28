/** Order stages in order; each may only move to the next one. */
export const ORDER_PATH = ['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_PATH)[number] | 'cancelled';

/** Stages an order can still be cancelled from (the kitchen has not finished cooking it). */
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'accepted', 'preparing'];

const LABELS: Record<OrderStatus, string> = {
  pending: 'pending',
  accepted: 'accepted',
  preparing: 'preparing',
  ready: 'ready',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => {
  if (to === 'cancelled') return CANCELLABLE.includes(from);
  const i = ORDER_PATH.indexOf(from as (typeof ORDER_PATH)[number]);
  return i >= 0 && ORDER_PATH[i + 1] === to;
};

/** Why a change is impossible, naming both statuses, e.g. "Cannot change order ORD-1 from pending to ready: ..." */
export function transitionError(reference: string, from: OrderStatus, to: OrderStatus): string {
  const head = `Cannot change order ${reference} from ${from} to ${to}`;
  if (from === to) return `${head}: it is already ${LABELS[to]}`;
  if (to === 'cancelled') return `${head}: only pending, accepted or preparing orders can be cancelled`;
  if (from === 'cancelled') return `${head}: the order was cancelled`;
  if (from === 'delivered') return `${head}: the order was already delivered`;
  const next = ORDER_PATH[ORDER_PATH.indexOf(from as (typeof ORDER_PATH)[number]) + 1];
  return `${head}: the next stage after ${from} is ${next}`;
}
