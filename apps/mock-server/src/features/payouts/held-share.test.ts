// A kitchen that sells before connecting its payout account: its share is held, and transferred once it connects.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { addKitchen, addOrder, addTransaction } from '../../testing/factories.ts';
import { startSiblingApp, useTestApp } from '../../testing/harness.ts';
import { paidStorefrontOrder } from '../../testing/storefront-orders.ts';
import { offlineWebhookSecret, OfflinePayments } from './provider.ts';

const t = useTestApp();
const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
const WEBHOOK = '/api/v1/webhooks/stripe';
const others: FastifyInstance[] = [];

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  for (const app of others) await app.close();
});

/** A kitchen with a payout account it has not finished connecting, three storefront sales held, and its own order. */
async function kitchenWithHeldSales() {
  const kitchen = await addKitchen(t.db.prisma, ['payouts.view', 'payouts.manage']);
  const accountId = await t.app.payments.createAccount({
    businessId: kitchen.businessId,
    email: kitchen.email,
    businessName: null,
  });
  await t.db.prisma.business.update({ where: { id: kitchen.businessId }, data: { stripeAccountId: accountId } });
  const sales = [];
  for (let i = 0; i < 3; i++) sales.push(await paidStorefrontOrder(t, { businessId: kitchen.businessId }));
  // A sale of the kitchen's own (no card payment through the platform) is not the platform's money to send.
  const customer = await t.db.prisma.customer.findFirstOrThrow({
    where: { businessId: kitchen.businessId },
    include: { addresses: true },
  });
  const own = await addOrder(t.db.prisma, {
    businessId: kitchen.businessId,
    customerId: customer.id,
    addressId: customer.addresses[0]!.id,
    createdAt: t.clock.now(),
  });
  const ownSale = await addTransaction(t.db.prisma, {
    businessId: kitchen.businessId,
    type: 'sale',
    status: 'hold',
    amountPence: 1000,
    createdAt: t.clock.now(),
    orderId: own.id,
  });
  return { ...kitchen, accountId, sales, ownSale };
}

const accountUpdated = (accountId: string) =>
  JSON.stringify({
    id: `evt_${accountId}`,
    object: 'event',
    type: 'account.updated',
    data: { object: { id: accountId, object: 'account', details_submitted: true, charges_enabled: true } },
  });
const signed = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: offlineWebhookSecret(JWT_SECRET) });

const transfersTo = (accountId: string) =>
  t.db.prisma.offlinePaymentMovement.findMany({ where: { accountId, kind: 'transfer' } });
const rowsOf = (orderId: string) =>
  t.db.prisma.transaction.findMany({ where: { orderId }, orderBy: [{ type: 'asc' }, { amountPence: 'desc' }] });

async function expectAllTransferredOnce(kitchen: Awaited<ReturnType<typeof kitchenWithHeldSales>>) {
  const transfers = await transfersTo(kitchen.accountId);
  expect(transfers).toHaveLength(kitchen.sales.length);
  for (const { order, kitchenSharePence } of kitchen.sales) {
    const transfer = transfers.find((tr) => tr.idempotencyKey === `held-share-${order.id}`);
    expect(transfer).toMatchObject({ amountPence: kitchenSharePence, accountId: kitchen.accountId });
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => [r.type, r.status, r.transferId])).toEqual([
      ['fee', 'paid', transfer!.id],
      ['sale', 'paid', transfer!.id],
      ['sale', 'paid', transfer!.id],
    ]);
    expect(rows.every((r) => r.paymentConfirmationDate)).toBe(true);
  }
  const own = await t.db.prisma.transaction.findUniqueOrThrow({ where: { id: kitchen.ownSale.id } });
  expect(own.status).toBe('hold');
}

describe('held share', () => {
  it('is shown as held on Payouts, then transferred when the offline onboarding completes', async () => {
    const kitchen = await kitchenWithHeldSales();
    const token = await t.tokenFor(kitchen.email);
    const before = await t.api.get('/api/v1/vendor/transactions?status=hold').set('authorization', token).expect(200);
    expect(before.body.meta.counts.hold).toBe(10);
    expect(before.body.data.every((row: { status: string }) => row.status === 'hold')).toBe(true);

    const link = await t.api
      .post('/api/v1/vendor/payout/stripe-connect')
      .set('authorization', token)
      .send({ callbackUrl: 'http://localhost:5173/payouts' })
      .expect(200);
    const url = new URL(link.body.data.accountOnboardingLink);
    await t.api
      .post(url.pathname)
      .type('form')
      .send({ return: url.searchParams.get('return'), sig: url.searchParams.get('sig') })
      .expect(303);

    await expectAllTransferredOnce(kitchen);
    const after = await t.api.get('/api/v1/vendor/transactions').set('authorization', token).expect(200);
    expect(after.body.meta.counts).toMatchObject({ hold: 1, paid: 9 });
  });

  it('is transferred exactly once when two processes hear of the connection at the same time', async () => {
    const kitchen = await kitchenWithHeldSales();
    const second = await startSiblingApp(t);
    await second.ready();
    others.push(second);
    expect(second.payments).toBeInstanceOf(OfflinePayments);
    expect(second.payments).not.toBe(t.app.payments);
    const calls = [vi.spyOn(t.app.payments, 'transfer'), vi.spyOn(second.payments, 'transfer')];

    const payload = accountUpdated(kitchen.accountId);
    const deliver = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
        payload,
      });
    const answers = await Promise.all([
      deliver(t.app),
      deliver(second),
      deliver(t.app),
      deliver(second),
      second.heldShares.transfer(kitchen.businessId),
      t.app.heldShares.transfer(kitchen.businessId),
    ]);
    for (const answer of answers.slice(0, 4)) expect((answer as { statusCode: number }).statusCode).toBe(200);

    expect(calls.reduce((n, spy) => n + spy.mock.calls.length, 0)).toBe(kitchen.sales.length);
    await expectAllTransferredOnce(kitchen);
    const connected = await t.db.prisma.auditEvent.count({
      where: { businessId: kitchen.businessId, itemAffected: 'Payout account', eventType: 'updated' },
    });
    expect(connected).toBe(1);
  });

  it('a failed transfer keeps the share held and answers 502, so the redelivered event sends it once', async () => {
    const kitchen = await kitchenWithHeldSales();
    const transfer = vi.spyOn(t.app.payments, 'transfer');
    transfer.mockRejectedValueOnce(new Error('Insufficient funds in the platform balance'));
    const payload = accountUpdated(kitchen.accountId);
    const post = () =>
      t.api
        .post(WEBHOOK)
        .set('content-type', 'application/json')
        .set('stripe-signature', signed(payload))
        .send(payload);

    const failed = await post().expect(502);
    expect(failed.body.message).toContain('1 held payment(s) could not be transferred yet');
    const onboarded = await t.db.prisma.business.findUniqueOrThrow({ where: { id: kitchen.businessId } });
    expect(onboarded.stripeAccountOnboardingDone).toBe(true);
    expect(await transfersTo(kitchen.accountId)).toHaveLength(2);
    const stillHeld = await t.db.prisma.transaction.count({
      where: { businessId: kitchen.businessId, status: 'hold' },
    });
    expect(stillHeld).toBe(4); // one order's three rows, and the kitchen's own sale

    await post().expect(200);
    await post().expect(200);
    await expectAllTransferredOnce(kitchen);
  });

  it('nothing moves while the account is not connected, or for a cancelled order', async () => {
    const kitchen = await kitchenWithHeldSales();
    expect(await t.app.heldShares.transfer(kitchen.businessId)).toEqual({ transferred: 0, failed: 0 });
    expect(await transfersTo(kitchen.accountId)).toEqual([]);
    const [first] = kitchen.sales;
    await t.db.prisma.transaction.updateMany({ where: { orderId: first!.order.id }, data: { status: 'cancelled' } });
    await t.db.prisma.business.update({
      where: { id: kitchen.businessId },
      data: { stripeAccountOnboardingDone: true },
    });
    expect(await t.app.heldShares.transfer(kitchen.businessId)).toEqual({ transferred: 2, failed: 0 });
    expect((await rowsOf(first!.order.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });
});
