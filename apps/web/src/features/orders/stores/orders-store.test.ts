import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { ACTION_STAGES, itemCount, type Order, orderFees, stageOf } from './order-display';
import { OrdersStore } from './orders-store';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';

function orderFixture(overrides: Partial<Order> = {}): Order {
  const item = (amount: number, deliveryFee: number, platformFee: number, quantity: number) => ({
    id: `item-${amount}`,
    meta: null,
    details: [
      {
        meal: { name: 'Jollof Rice' } as Order['items'][number]['details'][number]['meal'],
        option: { id: 'o', size: 'Regular', price: amount / quantity, servings: 1 },
        quantity,
      },
    ],
    deliveryDate: '2026-11-24',
    amount,
    status: 'pending' as const,
    deliveryFee,
    platformFee,
    businessId: 'b',
  });
  return {
    id: ORDER_ID,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    amount: 34.1,
    reference: 'ORD-100001',
    status: 'pending',
    items: [item(19, 3.5, 0.95, 2), item(10.1, 0, 0.55, 1)],
    user: { firstName: 'Grace', lastName: 'Hopper', phone: null, email: 'grace@example.com' },
    address: {} as Order['address'],
    cancellation: null,
    ...overrides,
  };
}

function setup(routes: Parameters<typeof createTestRootStore>[0] = {}) {
  const context = createTestRootStore(routes, { accessToken: 'a' });
  return { ...context, orders: context.store.get(OrdersStore) };
}

describe('order display rules', () => {
  it('numbers the action stages from stage1, each one step along the lifecycle', () => {
    expect(ACTION_STAGES.map((s) => s.stage)).toEqual(['stage1', 'stage2', 'stage3', 'stage4', 'stage5']);
    expect(stageOf('pending')).toMatchObject({ stage: 'stage1', to: 'accepted', action: 'Accept order' });
    expect(stageOf('out_for_delivery')).toMatchObject({ to: 'delivered', action: 'Mark as delivered' });
    expect(stageOf('delivered')).toBeNull();
    expect(stageOf('cancelled')).toBeNull();
  });

  it('counts items by quantity and sums the fees to the penny', () => {
    const order = orderFixture();
    expect(itemCount(order)).toBe(3);
    expect(orderFees(order)).toEqual({ subtotal: 29.1, deliveryFee: 3.5, platformFee: 1.5 });
  });
});

describe('OrdersStore', () => {
  it("starts on the 'order' view", () => {
    expect(setup().orders.view).toBe('order');
  });

  it('moves an order to its next stage and keeps the answer as the open order', async () => {
    const moved = orderFixture({ status: 'accepted' });
    const { orders, calls, store } = setup({ [`PATCH /vendor/business/orders/${ORDER_ID}/status`]: () => ok(moved) });
    const result = await orders.updateOrderStatus(orderFixture());
    expect(result.ok).toBe(true);
    expect(calls[0]?.body).toEqual({ status: 'accepted' });
    expect(orders.getOrder(ORDER_ID).data?.status).toBe('accepted');
    expect(store.ui.toasts.map((t) => t.message)).toEqual(['Order ORD-100001 is now accepted']);
  });

  it('cancels with a reason, sending details only when given, and shows the server message on failure', async () => {
    const { orders, calls, store } = setup({
      [`POST /vendor/business/orders/${ORDER_ID}/cancel`]: () =>
        fieldRefusal(409, 'Cannot change order ORD-100001 from ready to cancelled', {
          status: 'Cannot change order ORD-100001 from ready to cancelled',
        }),
    });
    const result = await orders.cancelOrder(orderFixture(), 'customer_request', '   ');
    expect(result.ok).toBe(false);
    expect(calls[0]?.body).toEqual({ reason: 'customer_request' });
    expect(orders.fieldErrors(`cancelOrder:${ORDER_ID}`)).toEqual({
      status: 'Cannot change order ORD-100001 from ready to cancelled',
    });
    expect(store.ui.toasts.map((t) => t.message)).toEqual(['Cannot change order ORD-100001 from ready to cancelled']);
  });
});
