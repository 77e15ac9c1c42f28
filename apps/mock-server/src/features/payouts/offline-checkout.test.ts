// The offline payments stand-in: its hosted checkout page, the signed webhook it sends, refunds and transfers.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../testing/harness.ts';
import { type HostedCheckoutInput, OfflinePayments, offlineWebhookSecret, type PaymentsEvent } from './provider.ts';

const t = useTestApp();
const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

const offline = () => {
  if (!(t.app.payments instanceof OfflinePayments)) throw new Error('The test server should use the offline provider');
  return t.app.payments;
};

function checkoutInput(overrides: Partial<HostedCheckoutInput> = {}): HostedCheckoutInput {
  const checkoutId = randomUUID();
  return {
    checkoutId,
    customerEmail: 'ada@example.com',
    lines: [
      { name: 'Jollof rice (Large)', unitAmountPence: 1250, quantity: 2 },
      { name: 'Delivery fee', unitAmountPence: 450, quantity: 1 },
      { name: 'Service fee', unitAmountPence: 125, quantity: 1 },
    ],
    totalPence: 3075,
    applicationFeePence: 125,
    destinationAccountId: null,
    successUrl: `http://localhost:3000/k/mama-t/return?checkout=${checkoutId}`,
    cancelUrl: 'http://localhost:3000/k/mama-t/checkout',
    serverOrigin: 'http://127.0.0.1:3000',
    expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000),
    kitchenName: "Mama T's Kitchen",
    ...overrides,
  };
}

/** The path and query of the page a checkout's url names (the test server answers on its own origin). */
const pagePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline checkout page', () => {
  it('shows the kitchen, the lines and the total with a Pay button and a way back', async () => {
    const input = checkoutInput();
    const { sessionId, url } = await t.app.payments.createCheckout(input);
    expect(sessionId).toMatch(/^cs_offline_[0-9a-f]{24}$/);
    expect(url.startsWith(`http://127.0.0.1:3000/dev/checkout/${sessionId}?sig=`)).toBe(true);

    const res = await t.api.get(pagePath(url)).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Mama T&#39;s Kitchen');
    expect(res.text).toContain('Jollof rice (Large) × 2');
    expect(res.text).toContain('£25.00');
    expect(res.text).toContain('Delivery fee');
    expect(res.text).toContain('Service fee');
    expect(res.text).toContain('<button type="submit">Pay £30.75</button>');
    expect(res.text).toContain(`<a href="${input.cancelUrl}">Back to the kitchen</a>`);
    expect(res.text).toContain('prefers-color-scheme:dark');
  });

  it('refuses a link without or with a wrong signature, and a form with a wrong one (nothing is paid)', async () => {
    const { sessionId } = await t.app.payments.createCheckout(checkoutInput());
    const verify = vi.spyOn(offline(), 'verifyWebhook');
    expect((await t.api.get(`/dev/checkout/${sessionId}`).expect(400)).text).toContain('Invalid checkout link');
    await t.api.get(`/dev/checkout/${sessionId}?sig=${'0'.repeat(64)}`).expect(400);
    // A signature of another session does not open this one.
    const other = await t.app.payments.createCheckout(checkoutInput());
    const otherSig = new URL(other.url).searchParams.get('sig')!;
    await t.api.get(`/dev/checkout/${sessionId}?sig=${otherSig}`).expect(400);
    await t.api.post(`/dev/checkout/${sessionId}`).type('form').send({ sig: otherSig }).expect(400);
    await t.api.post(`/dev/checkout/${sessionId}`).type('form').send({}).expect(400);
    expect(verify).not.toHaveBeenCalled();
    const session = await t.db.prisma.offlineCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.paidAt).toBeNull();
  });

  it('404 for an unknown session with a valid signature', async () => {
    const sig = offline().signCheckout('cs_offline_nobody');
    await t.api.get(`/dev/checkout/cs_offline_nobody?sig=${sig}`).expect(404);
  });

  it('Pay sends a correctly signed checkout.session.completed to the webhook, which accepts it; then returns', async () => {
    const input = checkoutInput();
    const { sessionId, url } = await t.app.payments.createCheckout(input);
    const sig = new URL(url).searchParams.get('sig')!;
    const provider = offline();
    const verify = vi.spyOn(provider, 'verifyWebhook');

    const res = await t.api.post(`/dev/checkout/${sessionId}`).type('form').send({ sig }).expect(303);
    expect(res.headers.location).toBe(input.successUrl);

    expect(verify).toHaveBeenCalledTimes(1);
    const event = verify.mock.results[0]!.value as PaymentsEvent;
    const session = await t.db.prisma.offlineCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: sessionId,
      client_reference_id: input.checkoutId,
      payment_intent: session.paymentIntentId,
      amount_total: 3075,
      currency: 'gbp',
      metadata: { checkoutId: input.checkoutId },
    });
    expect(session.paymentIntentId).toMatch(/^pi_offline_/);
    expect(session.paidAt).not.toBeNull();

    // Signed exactly as Stripe signs: Stripe's own check passes with the secret derived from the server secret.
    const [rawBody, header] = verify.mock.calls[0]!;
    const checked = Stripe.webhooks.constructEvent(rawBody, header, offlineWebhookSecret(JWT_SECRET));
    expect(checked.id).toBe(event.id);

    // Pressing Pay again (a double click, the back button) sends the same event again; the page says it is paid.
    await t.api.post(`/dev/checkout/${sessionId}`).type('form').send({ sig }).expect(303);
    expect((verify.mock.results[1]!.value as PaymentsEvent).id).toBe(event.id);
    const again = await t.api.get(pagePath(url)).expect(200);
    expect(again.text).toContain('already paid');
    expect(again.text).not.toContain('<button');
  });

  it('an expired checkout cannot be paid', async () => {
    const input = checkoutInput({ expiresAt: new Date(t.clock.now().getTime() + 60_000) });
    const { sessionId, url } = await t.app.payments.createCheckout(input);
    const verify = vi.spyOn(offline(), 'verifyWebhook');
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 2 * 60_000));
    try {
      const res = await t.api.get(pagePath(url)).expect(200);
      expect(res.text).toContain('expired');
      expect(res.text).not.toContain('<button');
      const sig = new URL(url).searchParams.get('sig')!;
      await t.api.post(`/dev/checkout/${sessionId}`).type('form').send({ sig }).expect(410);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      t.clock.set(now);
    }
  });

  it('a webhook signed with another secret is refused', async () => {
    const payload = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await t.api
      .post('/api/v1/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(payload)
      .expect(400);
  });
});

describe('offline refunds and transfers', () => {
  it('one refund per idempotency key, with made-up ids; never more than the payment', async () => {
    const { sessionId } = await t.app.payments.createCheckout(checkoutInput());
    const { paymentIntentId } = await t.db.prisma.offlineCheckoutSession.findUniqueOrThrow({
      where: { id: sessionId },
    });
    const key = `order-refund-${randomUUID()}`;
    const first = await t.app.payments.refund({ paymentIntentId, amountPence: 3075, idempotencyKey: key });
    const again = await t.app.payments.refund({ paymentIntentId, amountPence: 3075, idempotencyKey: key });
    expect(first.refundId).toMatch(/^re_offline_/);
    expect(again.refundId).toBe(first.refundId);
    expect(await t.db.prisma.offlinePaymentMovement.count({ where: { paymentIntentId } })).toBe(1);
    await expect(
      t.app.payments.refund({ paymentIntentId, amountPence: 3076, idempotencyKey: `other-${key}` }),
    ).rejects.toThrow(/at most/);
  });

  it('one transfer per idempotency key', async () => {
    const key = `held-share-${randomUUID()}`;
    const input = { accountId: 'acct_offline_1', amountPence: 2950, idempotencyKey: key, sourceTransaction: null };
    const [a, b] = await Promise.all([t.app.payments.transfer(input), t.app.payments.transfer(input)]);
    expect(a.transferId).toMatch(/^tr_offline_/);
    expect(b.transferId).toBe(a.transferId);
    await expect(t.app.payments.transfer({ ...input, amountPence: 1 })).rejects.toThrow(/already used/);
  });
});
