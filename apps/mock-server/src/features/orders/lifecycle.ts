import { cancellationReasonValues, orderStatusValues } from '@vendor/api-types';
import type { CancellationReason, OrderStatus } from '@vendor/api-types';

/** Every order status, in lifecycle order (the order the contract lists them in). */
export const ORDER_STATUSES = orderStatusValues;

/** The stages an order goes through, in order; each may only move to the next one. */
export const ORDER_STAGES = ORDER_STATUSES.filter((s): s is Exclude<OrderStatus, 'cancelled'> => s !== 'cancelled');

/** Stages an order can still be cancelled from (the kitchen has not finished cooking it). */
export const CANCELLABLE = ['pending', 'accepted', 'preparing'] as const satisfies readonly OrderStatus[];

export const CANCELLATION_REASONS = cancellationReasonValues;

const LABELS: Record<OrderStatus, string> = {
  pending: 'pending',
  accepted: 'accepted',
  preparing: 'preparing',
  ready: 'ready',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const stageIndex = (status: OrderStatus) => ORDER_STAGES.indexOf(status as (typeof ORDER_STAGES)[number]);

/** "a, b or c" */
const orList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => {
  if (to === 'cancelled') return (CANCELLABLE as readonly OrderStatus[]).includes(from);
  const i = stageIndex(from);
  return i >= 0 && ORDER_STAGES[i + 1] === to;
};

/** Why a change is impossible, naming both statuses, e.g. "Cannot change order ORD-1 from pending to ready: ..." */
export function transitionError(reference: string, from: OrderStatus, to: OrderStatus): string {
  const head = `Cannot change order ${reference} from ${from} to ${to}`;
  if (from === to) return `${head}: it is already ${LABELS[to]}`;
  if (to === 'cancelled') return `${head}: only ${orList(CANCELLABLE)} orders can be cancelled`;
  if (from === 'cancelled') return `${head}: the order was cancelled`;
  if (from === 'delivered') return `${head}: the order was already delivered`;
  return `${head}: the next stage after ${from} is ${ORDER_STAGES[stageIndex(from) + 1]}`;
}

/** A reason stored before the contract fixed the list reads as "other". */
export const cancellationReason = (stored: string | null): CancellationReason =>
  (CANCELLATION_REASONS as readonly string[]).includes(stored ?? '') ? (stored as CancellationReason) : 'other';
