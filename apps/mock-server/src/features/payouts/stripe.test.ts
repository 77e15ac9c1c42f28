// The real Stripe adapter, against a local HTTP stand-in for api.stripe.com (no network), and the webhook signature.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_EMAIL, OTHER_BUSINESS_ID, OTHER_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addKitchen } from '../../testing/factories.ts';
import { paidStorefrontOrder } from '../../testing/storefront-orders.ts';
import {
  type HostedCheckoutInput,
  type PaymentsProvider,
  StripeConnect,
  stripeExpiry,
  UnconfiguredPayments,
} from './provider.ts';

const t = useTestApp();
const CONNECT = '/api/v1/vendor/payout/stripe-connect';
const SETUP = '/api/v1/vendor/payout/setup';
const WEBHOOK = '/api/v1/webhooks/stripe';
const SECRET = 'whsec_test_0123456789abcdef';

interface Seen {
  method: string;
  path: string;
  form: Record<string, string>;
  auth: string | undefined;
  idempotencyKey: string | undefined;
}

/** Enough of the Stripe API for Express accounts and Account Links. */
const stub = {
  server: undefined as Server | undefined,
  port: 0,
  seen: [] as Seen[],
  accounts: new Map<string, { done: boolean }>(),
  failCreate: false,
  /** Payment intents by id: whether each is a destination charge, and its charge. */
  intents: new Map<string, { destination: string | null; charge: string }>(),
};

let original: PaymentsProvider;
let stripeProvider: StripeConnect;

beforeAll(async () => {
  let n = 0;
  stub.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const form = Object.fromEntries(new URLSearchParams(body));
      stub.seen.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        if (stub.failCreate)
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Connect is not enabled for this platform' },
          });
        const id = `acct_stub_${++n}`;
        stub.accounts.set(id, { done: false });
        return send(200, { id, object: 'account', type: 'express', details_submitted: false, charges_enabled: false });
      }
      const account = url.pathname.match(/^\/v1\/accounts\/([^/]+)$/)?.[1];
      if (req.method === 'GET' && account && stub.accounts.has(account)) {
        const done = stub.accounts.get(account)!.done;
        return send(200, {
          id: account,
          object: 'account',
          type: 'express',
          details_submitted: done,
          charges_enabled: done,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${++n}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      const intent = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/)?.[1];
      if (req.method === 'GET' && intent && stub.intents.has(intent)) {
        const { destination, charge } = stub.intents.get(intent)!;
        return send(200, {
          id: intent,
          object: 'payment_intent',
          latest_charge: charge,
          transfer_data: destination ? { destination } : null,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return send(200, { id: `re_test_${++n}`, object: 'refund', amount: Number(form.amount), status: 'succeeded' });
      }
      const reversed = url.pathname.match(/^\/v1\/transfers\/([^/]+)\/reversals$/)?.[1];
      if (req.method === 'POST' && reversed) {
        return send(200, { id: `trr_test_${++n}`, object: 'transfer_reversal', transfer: reversed });
      }
      if (req.method === 'POST' && url.pathname === '/v1/transfers') {
        return send(200, { id: `tr_test_${++n}`, object: 'transfer', amount: Number(form.amount) });
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        return send(200, {
          object: 'account_link',
          created: 1,
          expires_at: 2,
          url: `https://connect.stripe.test/setup/e/${form.account}/${++n}`,
        });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `No such route ${req.method} ${url.pathname}` },
      });
    });
  });
  await new Promise<void>((resolve) => stub.server!.listen(0, '127.0.0.1', resolve));
  stub.port = (stub.server!.address() as AddressInfo).port;
  original = t.app.payments;
  stripeProvider = StripeConnect.fromKey('sk_test_stub', SECRET, {
    host: '127.0.0.1',
    port: stub.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  t.app.payments = stripeProvider;
});

afterEach(() => {
  t.app.payments = stripeProvider;
  stub.failCreate = false;
});

afterAll(async () => {
  t.app.payments = original;
  await new Promise((resolve) => stub.server?.close(resolve));
});

const sign = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const accountUpdated = (account: string, done: boolean, extra: object = {}) =>
  JSON.stringify({
    id: `evt_${account}_${done}`,
    object: 'event',
    type: 'account.updated',
    data: { object: { id: account, object: 'account', details_submitted: done, charges_enabled: done, ...extra } },
  });
const postWebhook = (payload: string, signature?: string) => {
  const req = t.api.post(WEBHOOK).set('content-type', 'application/json');
  if (signature !== undefined) req.set('stripe-signature', signature);
  return req.send(payload);
};
const onboarded = async (businessId: string) =>
  (await t.db.prisma.business.findUniqueOrThrow({ where: { id: businessId } })).stripeAccountOnboardingDone;

describe('Stripe Connect adapter', () => {
  it('creates an Express account once, then Account Links back to callbackUrl; the webhook completes it', async () => {
    const token = await t.tokenFor(OTHER_EMAIL);
    const callbackUrl = 'https://kitchen.example/vendor/payouts?from=connect';
    stub.seen.length = 0;
    const res = await t.api.post(CONNECT).set('authorization', token).send({ callbackUrl }).expect(200);
    expect(res.body.data.accountOnboardingLink).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_stub_\d+\//);

    const create = stub.seen.find((s) => s.path === '/v1/accounts')!;
    expect(create).toMatchObject({
      method: 'POST',
      auth: 'Bearer sk_test_stub',
      idempotencyKey: `express-account-${OTHER_BUSINESS_ID}`,
    });
    expect(create.form).toMatchObject({
      type: 'express',
      country: 'GB',
      email: OTHER_EMAIL,
      'capabilities[transfers][requested]': 'true',
      'metadata[businessId]': OTHER_BUSINESS_ID,
    });
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: OTHER_BUSINESS_ID } });
    expect(business.stripeAccountId).toMatch(/^acct_stub_/);
    const link = stub.seen.find((s) => s.path === '/v1/account_links')!;
    expect(link.form).toEqual({
      account: business.stripeAccountId,
      type: 'account_onboarding',
      return_url: callbackUrl,
      refresh_url: 'https://kitchen.example/vendor/payouts?from=connect&stripe=refresh',
    });
    expect(business.stripeAccountOnboardingDone).toBe(false);

    // Resuming: Stripe is asked about the account; no second account is created.
    stub.seen.length = 0;
    await t.api.post(CONNECT).set('authorization', token).send({ callbackUrl }).expect(200);
    expect(stub.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /v1/accounts/${business.stripeAccountId}`,
      'POST /v1/account_links',
    ]);

    // Details submitted but charges not enabled yet: still not connected.
    await postWebhook(
      accountUpdated(business.stripeAccountId!, false, { details_submitted: true }),
      sign(accountUpdated(business.stripeAccountId!, false, { details_submitted: true })),
    ).expect(200);
    expect(await onboarded(OTHER_BUSINESS_ID)).toBe(false);

    const payload = accountUpdated(business.stripeAccountId!, true);
    const ack = await postWebhook(payload, sign(payload)).expect(200);
    expect(ack.body).toEqual({ success: true, status: 'success', data: { received: true } });
    expect(await onboarded(OTHER_BUSINESS_ID)).toBe(true);
    expect((await t.api.get(SETUP).set('authorization', token).expect(200)).body.data.stripeAccountOnboardingDone).toBe(
      true,
    );
    await t.api.post(CONNECT).set('authorization', token).send({ callbackUrl }).expect(409);
  });

  it('takes Stripe’s word when onboarding finished before the webhook arrived', async () => {
    const kitchen = await addKitchen(t.db.prisma, ['payouts.view', 'payouts.manage']);
    const token = await t.tokenFor(kitchen.email);
    await t.api
      .post(CONNECT)
      .set('authorization', token)
      .send({ callbackUrl: 'http://localhost:5173/payouts' })
      .expect(200);
    const { stripeAccountId } = await t.db.prisma.business.findUniqueOrThrow({ where: { id: kitchen.businessId } });
    stub.accounts.get(stripeAccountId!)!.done = true;
    await t.api
      .post(CONNECT)
      .set('authorization', token)
      .send({ callbackUrl: 'http://localhost:5173/payouts' })
      .expect(409);
    expect(await onboarded(kitchen.businessId)).toBe(true);
  });

  it('answers 502 when Stripe refuses, storing nothing', async () => {
    const kitchen = await addKitchen(t.db.prisma, ['payouts.view', 'payouts.manage']);
    stub.failCreate = true;
    const res = await t.api
      .post(CONNECT)
      .set('authorization', await t.tokenFor(kitchen.email))
      .send({ callbackUrl: 'https://k.example/p' })
      .expect(502);
    expect(res.body.message).toContain('Connect is not enabled');
    expect(
      (await t.db.prisma.business.findUniqueOrThrow({ where: { id: kitchen.businessId } })).stripeAccountId,
    ).toBeNull();
  });
});

describe('stripeWebhook', () => {
  async function kitchenWithAccount(accountId: string) {
    const kitchen = await addKitchen(t.db.prisma, ['payouts.view']);
    await t.db.prisma.business.update({ where: { id: kitchen.businessId }, data: { stripeAccountId: accountId } });
    return kitchen.businessId;
  }

  it('verifies the signature over the exact bytes received', async () => {
    const businessId = await kitchenWithAccount('acct_raw_bytes');
    // Unusual spacing and key order: only the raw body, not re-serialised JSON, matches the signature.
    const payload =
      '{\n  "type" : "account.updated",\n  "id":"evt_raw",   "data": {"object": ' +
      '{"charges_enabled": true, "details_submitted": true, "id": "acct_raw_bytes"}}\n}';
    await postWebhook(payload, sign(payload)).expect(200);
    expect(await onboarded(businessId)).toBe(true);
  });

  it('400 naming stripe-signature for a wrong secret, an altered body, or no header; nothing changes', async () => {
    const businessId = await kitchenWithAccount('acct_bad_sig');
    const payload = accountUpdated('acct_bad_sig', true);
    const wrong = await postWebhook(payload, sign(payload, 'whsec_someone_else')).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'stripe-signature', error: 'Invalid signature' }]);
    expect(wrong.body.message).toContain('stripe-signature');
    const altered = payload.replace('acct_bad_sig', 'acct_bad_siG');
    await postWebhook(altered, sign(payload)).expect(400);
    await postWebhook(payload, 't=1,v1=deadbeef').expect(400);
    const missing = await postWebhook(payload).expect(400);
    expect(missing.body.errors[0].field).toBe('stripe-signature');
    expect(await onboarded(businessId)).toBe(false);
  });

  it('400 when the body is not an event even with a good signature', async () => {
    const payload = JSON.stringify({ type: 'account.updated' });
    const res = await postWebhook(payload, sign(payload)).expect(400);
    expect(res.body.errors[0].field).toBe('id');
  });

  it('acknowledges other events and unknown accounts without changes', async () => {
    const businessId = await kitchenWithAccount('acct_other_events');
    const payout = JSON.stringify({ id: 'evt_p', type: 'payout.paid', data: { object: { id: 'po_1' } } });
    await postWebhook(payout, sign(payout)).expect(200);
    const unknown = accountUpdated('acct_nobody', true);
    await postWebhook(unknown, sign(unknown)).expect(200);
    expect(await onboarded(businessId)).toBe(false);
  });

  it('refuses webhooks when no STRIPE_WEBHOOK_SECRET is configured', async () => {
    t.app.payments = StripeConnect.fromKey('sk_test_stub', undefined, {
      host: '127.0.0.1',
      port: stub.port,
      protocol: 'http',
    });
    const payload = accountUpdated('acct_x', true);
    const res = await postWebhook(payload, sign(payload)).expect(400);
    expect(res.body.message).toContain('STRIPE_WEBHOOK_SECRET');
    // The offline default checks with a secret derived from the server secret: another secret's signature fails.
    t.app.payments = original;
    await postWebhook(payload, sign(payload)).expect(400);
  });
});

describe('Stripe payments for the storefront', () => {
  const input = (destinationAccountId: string | null): HostedCheckoutInput => ({
    checkoutId: 'b6f1c3d2-0000-4000-8000-000000000001',
    customerEmail: 'ada@example.com',
    lines: [
      { name: 'Jollof rice (Large)', unitAmountPence: 1250, quantity: 2 },
      { name: 'Delivery fee', unitAmountPence: 450, quantity: 1 },
      { name: 'Service fee', unitAmountPence: 125, quantity: 1 },
    ],
    totalPence: 3075,
    applicationFeePence: 125,
    destinationAccountId,
    successUrl: 'https://kitchens.example/k/mama-t/return?checkout=b6f1c3d2-0000-4000-8000-000000000001',
    cancelUrl: 'https://kitchens.example/k/mama-t/checkout',
    serverOrigin: 'https://kitchens.example',
    expiresAt: new Date(Date.now() + 40 * 60_000),
  });

  it('a Checkout Session in pounds: a destination charge with the platform fee when the kitchen is connected', async () => {
    stub.seen.length = 0;
    const given = input('acct_kitchen_1');
    const session = await stripeProvider.createCheckout(given);
    expect(session).toEqual({ sessionId: expect.stringMatching(/^cs_test_/), url: expect.any(String) });
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const [create] = stub.seen;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      auth: 'Bearer sk_test_stub',
      idempotencyKey: 'checkout-session-b6f1c3d2-0000-4000-8000-000000000001',
    });
    const expiresAt = Number(create!.form.expires_at);
    expect(expiresAt).toBe(Math.ceil(given.expiresAt.getTime() / 1000));
    expect(create!.form).toEqual({
      mode: 'payment',
      client_reference_id: 'b6f1c3d2-0000-4000-8000-000000000001',
      customer_email: 'ada@example.com',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '1250',
      'line_items[0][price_data][product_data][name]': 'Jollof rice (Large)',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'gbp',
      'line_items[1][price_data][unit_amount]': '450',
      'line_items[1][price_data][product_data][name]': 'Delivery fee',
      'line_items[2][quantity]': '1',
      'line_items[2][price_data][currency]': 'gbp',
      'line_items[2][price_data][unit_amount]': '125',
      'line_items[2][price_data][product_data][name]': 'Service fee',
      'payment_intent_data[metadata][checkoutId]': 'b6f1c3d2-0000-4000-8000-000000000001',
      'payment_intent_data[application_fee_amount]': '125',
      'payment_intent_data[transfer_data][destination]': 'acct_kitchen_1',
      'metadata[checkoutId]': 'b6f1c3d2-0000-4000-8000-000000000001',
      success_url: given.successUrl,
      cancel_url: given.cancelUrl,
      expires_at: String(expiresAt),
    });
  });

  it('a plain charge on the platform when the kitchen is not connected (its share is held)', async () => {
    stub.seen.length = 0;
    await stripeProvider.createCheckout(input(null));
    const { form } = stub.seen[0]!;
    expect(Object.keys(form).filter((k) => k.includes('transfer_data') || k.includes('application_fee'))).toEqual([]);
    expect(form['payment_intent_data[metadata][checkoutId]']).toBe('b6f1c3d2-0000-4000-8000-000000000001');
  });

  it('the session lasts at least the 30 minutes Stripe requires, and at most a day', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    const minutes = (m: number) => new Date(now + m * 60_000);
    expect(stripeExpiry(minutes(30), now)).toBe(now / 1000 + 31 * 60);
    expect(stripeExpiry(minutes(45), now)).toBe(now / 1000 + 45 * 60);
    expect(stripeExpiry(minutes(48 * 60), now)).toBe(now / 1000 + 23 * 60 * 60);
  });

  it('a refund of a destination charge takes the transfer and the application fee back', async () => {
    stub.intents.set('pi_dest', { destination: 'acct_kitchen_1', charge: 'ch_dest' });
    stub.seen.length = 0;
    const { refundId } = await stripeProvider.refund({
      paymentIntentId: 'pi_dest',
      amountPence: 3075,
      idempotencyKey: 'order-refund-o1',
    });
    expect(refundId).toMatch(/^re_test_/);
    expect(stub.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_intents/pi_dest',
      'POST /v1/refunds',
    ]);
    expect(stub.seen[1]).toMatchObject({
      idempotencyKey: 'order-refund-o1',
      form: { payment_intent: 'pi_dest', amount: '3075', reverse_transfer: 'true', refund_application_fee: 'true' },
    });
  });

  it('a refund of a platform charge is a plain refund', async () => {
    stub.intents.set('pi_platform', { destination: null, charge: 'ch_platform' });
    stub.seen.length = 0;
    await stripeProvider.refund({
      paymentIntentId: 'pi_platform',
      amountPence: 1000,
      idempotencyKey: 'order-refund-o2',
    });
    expect(stub.seen[1]!.form).toEqual({ payment_intent: 'pi_platform', amount: '1000' });
  });

  it('a transfer of a held share names the charge the money came from', async () => {
    stub.intents.set('pi_held', { destination: null, charge: 'ch_held' });
    stub.seen.length = 0;
    const { transferId } = await stripeProvider.transfer({
      accountId: 'acct_kitchen_2',
      amountPence: 2950,
      idempotencyKey: 'held-share-o3',
      sourceTransaction: 'pi_held',
    });
    expect(transferId).toMatch(/^tr_test_/);
    expect(stub.seen.at(-1)).toMatchObject({
      path: '/v1/transfers',
      idempotencyKey: 'held-share-o3',
      form: { amount: '2950', currency: 'gbp', destination: 'acct_kitchen_2', source_transaction: 'ch_held' },
    });
  });

  it('a transfer is taken back with a reversal of the amount', async () => {
    stub.seen.length = 0;
    const { reversalId } = await stripeProvider.reverseTransfer({
      transferId: 'tr_kitchen_2',
      amountPence: 2950,
      idempotencyKey: 'order-reversal-o3-tr_kitchen_2',
    });
    expect(reversalId).toMatch(/^trr_test_/);
    expect(stub.seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/transfers/tr_kitchen_2/reversals',
      idempotencyKey: 'order-reversal-o3-tr_kitchen_2',
      form: { amount: '2950' },
    });
  });

  it('cancelling an order paid through Stripe refunds it there', async () => {
    stub.intents.set('pi_order', { destination: null, charge: 'ch_order' });
    const { order } = await paidStorefrontOrder(t, { paymentIntentId: 'pi_order' });
    stub.seen.length = 0;
    const manager = await t.tokenFor(MANAGER_EMAIL);
    await t.api
      .post(`/api/v1/vendor/business/orders/${order.id}/cancel`)
      .set('authorization', manager)
      .send({ reason: 'customer_request' })
      .expect(200);
    const refund = stub.seen.find((s) => s.path === '/v1/refunds')!;
    expect(refund).toMatchObject({
      idempotencyKey: `order-refund-${order.id}`,
      form: { payment_intent: 'pi_order', amount: String(order.amountPence) },
    });
    const recorded = await t.db.prisma.transaction.findFirstOrThrow({ where: { orderId: order.id, type: 'refund' } });
    expect(recorded.providerReference).toMatch(/^re_test_/);
  });

  it('the unconfigured provider answers 503 for payments', async () => {
    const unconfigured = new UnconfiguredPayments(undefined);
    await expect(unconfigured.createCheckout()).rejects.toMatchObject({ statusCode: 503 });
    await expect(unconfigured.refund()).rejects.toMatchObject({ statusCode: 503 });
    await expect(unconfigured.transfer()).rejects.toMatchObject({ statusCode: 503 });
    await expect(unconfigured.reverseTransfer()).rejects.toMatchObject({ statusCode: 503 });
  });
});
