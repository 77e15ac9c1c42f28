import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../testing/harness.ts';
import { ORDERS } from '../../testing/orders.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { paidStorefrontOrder } from '../../testing/storefront-orders.ts';

// Cancelling an order the customer paid by card on the storefront refunds them through the payments provider.
const t = useTestApp();
const people = useSeededPeople(t);
const cancelOf = (id: string) => `${ORDERS}/${id}/cancel`;
const cancel = (id: string) =>
  t.api.post(cancelOf(id)).set('authorization', people.manager).send({ reason: 'out_of_stock' });

const refundsOf = (orderId: string) =>
  t.db.prisma.transaction.findMany({ where: { orderId, type: 'refund' }, orderBy: { createdAt: 'asc' } });
const providerRefunds = (paymentIntentId: string) =>
  t.db.prisma.offlinePaymentMovement.findMany({ where: { paymentIntentId, kind: 'refund' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cancelOrder of a paid storefront order', () => {
  it('refunds the whole amount through the provider and records one paid refund; held money stops counting', async () => {
    const { order, money } = await paidStorefrontOrder(t, { status: 'accepted', moneyStatus: 'hold' });
    const refund = vi.spyOn(t.app.payments, 'refund');

    const res = await cancel(order.id).expect(200);
    expect(res.body.data.status).toBe('cancelled');

    expect(refund).toHaveBeenCalledExactlyOnceWith({
      paymentIntentId: order.paymentIntentId,
      amountPence: order.amountPence,
      idempotencyKey: `order-refund-${order.id}`,
    });
    const [made] = await providerRefunds(order.paymentIntentId);
    expect(made).toMatchObject({ amountPence: order.amountPence, idempotencyKey: `order-refund-${order.id}` });
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: 'paid',
      amountPence: order.amountPence,
      providerReference: made!.id,
      description: `Refund for order ${order.reference}`,
    });
    const after = await t.db.prisma.transaction.findMany({ where: { id: { in: money.map((m) => m.id) } } });
    expect(after.map((m) => m.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    // The vendor's transactions list shows the refund as money leaving.
    const list = await t.api.get('/api/v1/vendor/transactions').set('authorization', people.manager).expect(200);
    const shown = list.body.data.find((row: { id: string }) => row.id === refunds[0]!.id);
    expect(shown).toMatchObject({ type: 'refund', status: 'paid', amount: -order.amountPence / 100 });
  });

  it('money already paid to the kitchen stays recorded; the refund is the whole payment', async () => {
    const { order, money } = await paidStorefrontOrder(t, { moneyStatus: 'paid' });
    await cancel(order.id).expect(200);
    const after = await t.db.prisma.transaction.findMany({ where: { id: { in: money.map((m) => m.id) } } });
    expect(after.map((m) => m.status)).toEqual(['paid', 'paid', 'paid']);
    expect((await refundsOf(order.id)).map((r) => r.amountPence)).toEqual([order.amountPence]);
  });

  it('a provider failure answers 502 and changes nothing; the retry refunds once', async () => {
    const { order, money, customer } = await paidStorefrontOrder(t);
    const provider = t.app.payments;
    const real = provider.refund.bind(provider);
    // The first attempt reaches the provider, which refunds, but its answer is lost (a timeout).
    const refund = vi.spyOn(provider, 'refund').mockImplementationOnce(async (input) => {
      await real(input);
      throw new Error('Request timed out');
    });

    const failed = await cancel(order.id).expect(502);
    expect(failed.body.message).toBe(
      'The payments provider could not refund the customer: Request timed out. Please try again.',
    );
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
    expect(await refundsOf(order.id)).toEqual([]);
    const unchanged = await t.db.prisma.transaction.findMany({ where: { id: { in: money.map((m) => m.id) } } });
    expect(unchanged.map((m) => m.status)).toEqual(['hold', 'hold', 'hold']);
    expect(await t.db.prisma.outboxEmail.count({ where: { to: customer.email } })).toBe(0);

    await cancel(order.id).expect(200);
    await cancel(order.id).expect(409);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(new Set(refund.mock.calls.map(([input]) => input.idempotencyKey))).toEqual(
      new Set([`order-refund-${order.id}`]),
    );
    const made = await providerRefunds(order.paymentIntentId);
    expect(made).toHaveLength(1);
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.providerReference).toBe(made[0]!.id);
  });

  it('two cancellations at once refund once', async () => {
    const { order } = await paidStorefrontOrder(t);
    const statuses = (await Promise.all([cancel(order.id), cancel(order.id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await providerRefunds(order.paymentIntentId)).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a held share already sent to the kitchen is taken back before the customer is refunded', async () => {
    const { order, money, kitchenSharePence } = await paidStorefrontOrder(t);
    const { transferId } = await t.app.payments.transfer({
      accountId: 'acct_offline_reversal',
      amountPence: kitchenSharePence,
      idempotencyKey: `held-share-${order.id}`,
      sourceTransaction: order.paymentIntentId,
    });
    await t.db.prisma.transaction.updateMany({
      where: { id: { in: money.map((m) => m.id) } },
      data: { status: 'paid', transferId },
    });
    const provider = t.app.payments;
    const reverse = vi.spyOn(provider, 'reverseTransfer').mockRejectedValueOnce(new Error('Account closed'));
    const refund = vi.spyOn(provider, 'refund');

    const failed = await cancel(order.id).expect(502);
    expect(failed.body.message).toContain('could not take the kitchen’s transfer back: Account closed');
    expect(refund).not.toHaveBeenCalled();

    await cancel(order.id).expect(200);
    expect(reverse).toHaveBeenLastCalledWith({
      transferId,
      amountPence: kitchenSharePence,
      idempotencyKey: `order-reversal-${order.id}-${transferId}`,
    });
    const reversals = await t.db.prisma.offlinePaymentMovement.findMany({
      where: { kind: 'reversal', accountId: 'acct_offline_reversal' },
    });
    expect(reversals.map((r) => r.amountPence)).toEqual([kitchenSharePence]);
    expect(await providerRefunds(order.paymentIntentId)).toHaveLength(1);
  });

  it('the kitchen’s own orders (no card payment) never call the provider', async () => {
    const refund = vi.spyOn(t.app.payments, 'refund');
    const { order } = await paidStorefrontOrder(t);
    await t.db.prisma.order.update({ where: { id: order.id }, data: { source: 'vendor', paymentIntentId: null } });
    await cancel(order.id).expect(200);
    expect(refund).not.toHaveBeenCalled();
  });
});
