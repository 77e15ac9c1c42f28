// The real Stripe adapter, against a local HTTP stand-in for api.stripe.com (no network), and the webhook signature.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_BUSINESS_ID, OTHER_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addKitchen } from '../../testing/factories.ts';
import { type PaymentsProvider, StripeConnect } from './provider.ts';

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
    t.app.payments = original; // the offline default of the test server has no secret either
    await postWebhook(payload, sign(payload)).expect(400);
  });
});
