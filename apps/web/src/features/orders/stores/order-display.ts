import { cancellationReasonValues, orderStatusValues } from '@vendor/api-types';
import type { components, Order, OrderStatus } from '@vendor/api-types';
import type { BadgeTone } from '@/components/ui/badge';
import { labelsOf } from '@/lib/value-labels';

export type { Order };

type NextStatus = components['schemas']['UpdateOrderStatusRequest']['status'];

/** Every order status, in lifecycle order (the status filter lists them so). */
export const ORDER_STATUSES = orderStatusValues;

export const ORDER_STATUS_LABELS = labelsOf(orderStatusValues);

export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'info',
  preparing: 'primary',
  ready: 'primary',
  out_for_delivery: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

/** An action stage: the move it makes and the name of its button. */
export interface ActionStage {
  stage: `stage${number}`;
  from: OrderStatus;
  to: NextStatus;
  action: string;
}

/** The action stages, from 'stage1': each moves an order one step along the lifecycle the server enforces. */
export const ACTION_STAGES = [
  { stage: 'stage1', from: 'pending', to: 'accepted', action: 'Accept order' },
  { stage: 'stage2', from: 'accepted', to: 'preparing', action: 'Start preparing' },
  { stage: 'stage3', from: 'preparing', to: 'ready', action: 'Mark as ready' },
  { stage: 'stage4', from: 'ready', to: 'out_for_delivery', action: 'Send out for delivery' },
  { stage: 'stage5', from: 'out_for_delivery', to: 'delivered', action: 'Mark as delivered' },
] as const satisfies readonly ActionStage[];

/** The stage an order in `status` is at, or null when no move is left (delivered or cancelled). */
export const stageOf = (status: OrderStatus): ActionStage | null =>
  ACTION_STAGES.find((stage) => stage.from === status) ?? null;

/** Orders the kitchen may still cancel: it has not finished cooking them. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'accepted', 'preparing'];

export const CANCELLATION_REASONS = cancellationReasonValues;

export const CANCELLATION_REASON_LABELS = labelsOf(cancellationReasonValues);

/** The view toggle: the order list (the default) or the day's prep list. */
export const ORDER_VIEWS = ['order', 'prep-list'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export const customerName = (order: Order): string => `${order.user.firstName} ${order.user.lastName}`.trim();

/** Items in an order: the sum of the quantities. */
export const itemCount = (order: Order): number =>
  order.items.reduce((sum, item) => sum + item.details.reduce((s, detail) => s + detail.quantity, 0), 0);

/** The order's earliest delivery date (YYYY-MM-DD), or '' without items. */
export const deliveryDate = (order: Order): string => order.items.map((item) => item.deliveryDate).sort()[0] ?? '';

/** The order's delivery and platform fees: the sums over its items. */
export function orderFees(order: Order): { subtotal: number; deliveryFee: number; platformFee: number } {
  const sum = (pick: (item: Order['items'][number]) => number) =>
    Math.round(order.items.reduce((total, item) => total + pick(item) * 100, 0)) / 100;
  return {
    subtotal: sum((i) => i.amount),
    deliveryFee: sum((i) => i.deliveryFee),
    platformFee: sum((i) => i.platformFee),
  };
}
