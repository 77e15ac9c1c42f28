import { randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { prismaSql, type Sql } from '../../lib/statement.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { hmac } from '../../lib/crypto.ts';
import { notConfigured } from '../../lib/errors.ts';

/** The part of a Stripe event the server reads. */
export interface PaymentsEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface OnboardingUrls {
  /** Where the browser goes once the vendor finished (or left) onboarding: the caller's callbackUrl. */
  returnUrl: string;
  /** Where the browser goes when the link expired or was already used: the client starts over. */
  refreshUrl: string;
  /** This server's own origin (the offline provider serves its onboarding page here). */
  serverOrigin: string;
}

export interface HostedCheckoutLine {
  name: string;
  unitAmountPence: number;
  quantity: number;
}

/** A customer's payment for a storefront basket, on the provider's hosted page. */
export interface HostedCheckoutInput {
  /** Ours; sent as client_reference_id and metadata.checkoutId. */
  checkoutId: string;
  customerEmail: string;
  /** The items, then "Delivery fee", then "Service fee". */
  lines: HostedCheckoutLine[];
  totalPence: number;
  /** The platform fee, kept by the platform. */
  applicationFeePence: number;
  /** The kitchen's connected account when onboarded, else null (its share is held and transferred later). */
  destinationAccountId: string | null;
  /** Absolute; the customer returns here after paying. */
  successUrl: string;
  /** Absolute; the customer returns here when they go back. */
  cancelUrl: string;
  /** This server's origin (the offline page is served here). */
  serverOrigin: string;
  /** The hold's end. */
  expiresAt: Date;
  /** Shown on the offline checkout page; without it the page names the kitchen of the destination account. */
  kitchenName?: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  /** The same key answers the same refund: a retried cancellation never refunds twice. */
  idempotencyKey: string;
}

export interface TransferInput {
  accountId: string;
  amountPence: number;
  idempotencyKey: string;
  /** The payment the money came from (pi_... or ch_...), so the transfer waits for its funds; null for none. */
  sourceTransaction: string | null;
}

/** A started hosted checkout. */
export interface HostedCheckout {
  sessionId: string;
  url: string;
  /** The session's id is already on the checkout (the offline stand-in records both in one statement). */
  recorded?: boolean;
}

/** Payout accounts for vendors and customers' payments: Stripe Connect when configured, otherwise a local stand-in. */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'offline' | 'unconfigured';
  /** Creates a payout account for a business that has none; returns its id. */
  createAccount(input: { businessId: string; email: string; businessName: string | null }): Promise<string>;
  /** A link where the vendor completes onboarding for the account. */
  onboardingLink(accountId: string, urls: OnboardingUrls): Promise<string>;
  /** Whether the provider says onboarding is complete; null when the provider keeps no such state. */
  onboardingComplete(accountId: string): Promise<boolean | null>;
  /** Checks a webhook's `stripe-signature` header against the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): PaymentsEvent;
  /** Starts a hosted checkout; the customer pays at `url`, and the webhook says when they did. */
  createCheckout(input: HostedCheckoutInput): Promise<HostedCheckout>;
  /** Gives a customer's payment back (all of it or `amountPence`). */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Sends money the platform holds to a kitchen's connected account. */
  transfer(input: TransferInput): Promise<{ transferId: string }>;
  /** Takes a transfer back from the kitchen's account (a refunded order whose held share was already sent). */
  reverseTransfer(input: { transferId: string; amountPence: number; idempotencyKey: string }): Promise<{
    reversalId: string;
  }>;
}

export class WebhookNotConfiguredError extends Error {}

function verifyStripeSignature(secret: string | undefined, rawBody: Buffer, signature: string): PaymentsEvent {
  if (!secret) throw new WebhookNotConfiguredError('STRIPE_WEBHOOK_SECRET is not set');
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  return event as unknown as PaymentsEvent;
}

/** Stripe Connect with Express accounts and Account Links (the `stripe` package). */
export class StripeConnect implements PaymentsProvider {
  readonly kind = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string | undefined,
  ) {}

  static fromKey(
    secretKey: string,
    webhookSecret: string | undefined,
    config: ConstructorParameters<typeof Stripe>[1] = {},
  ): StripeConnect {
    return new StripeConnect(
      new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...config }),
      webhookSecret,
    );
  }

  async createAccount(input: { businessId: string; email: string; businessName: string | null }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'GB',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        ...(input.businessName ? { business_profile: { name: input.businessName } } : {}),
        metadata: { businessId: input.businessId },
      },
      // Two simultaneous connects of one business get the same account back from Stripe.
      { idempotencyKey: `express-account-${input.businessId}` },
    );
    return account.id;
  }

  async onboardingLink(accountId: string, urls: OnboardingUrls): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    return link.url;
  }

  async onboardingComplete(accountId: string): Promise<boolean> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return Boolean(account.details_submitted && account.charges_enabled);
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentsEvent {
    return verifyStripeSignature(this.webhookSecret, rawBody, signature);
  }

  /**
   * A Checkout Session in payment mode, in pounds. With a destination it is a destination charge: the kitchen's
   * account gets the payment less the application fee (the platform's). Without one the platform takes the whole
   * payment and transfers the kitchen's share once its account connects.
   */
  async createCheckout(input: HostedCheckoutInput): Promise<HostedCheckout> {
    const metadata = { checkoutId: input.checkoutId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.checkoutId,
        customer_email: input.customerEmail,
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'gbp', unit_amount: line.unitAmountPence, product_data: { name: line.name } },
        })),
        payment_intent_data: {
          metadata,
          ...(input.destinationAccountId
            ? {
                application_fee_amount: input.applicationFeePence,
                transfer_data: { destination: input.destinationAccountId },
              }
            : {}),
        },
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: stripeExpiry(input.expiresAt, Date.now()),
      },
      { idempotencyKey: `checkout-session-${input.checkoutId}` },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  /**
   * Refunds a payment. A destination charge takes the kitchen's share back from its account and gives the application
   * fee back too, so the refund does not come out of the platform's own money.
   */
  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const intent = await this.stripe.paymentIntents.retrieve(input.paymentIntentId);
    const destination = Boolean(intent.transfer_data?.destination);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        amount: input.amountPence,
        ...(destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    let source = input.sourceTransaction;
    // A transfer names the charge its money came from; the order keeps the payment intent.
    if (source?.startsWith('pi_')) {
      const intent = await this.stripe.paymentIntents.retrieve(source);
      const charge = intent.latest_charge;
      source = typeof charge === 'string' ? charge : (charge?.id ?? null);
    }
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountPence,
        currency: 'gbp',
        destination: input.accountId,
        ...(source ? { source_transaction: source } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { transferId: transfer.id };
  }

  async reverseTransfer(input: {
    transferId: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<{ reversalId: string }> {
    const reversal = await this.stripe.transfers.createReversal(
      input.transferId,
      { amount: input.amountPence },
      { idempotencyKey: input.idempotencyKey },
    );
    return { reversalId: reversal.id };
  }
}

/**
 * Stripe takes a Checkout Session's expiry 30 minutes to 24 hours after it is created: the hold's end, moved into
 * that range (a payment after the hold lapsed is refunded unless the portions are still there).
 */
export function stripeExpiry(expiresAt: Date, nowMs: number): number {
  const earliest = Math.ceil(nowMs / 1000) + 31 * 60;
  const latest = Math.floor(nowMs / 1000) + 23 * 60 * 60;
  return Math.min(latest, Math.max(earliest, Math.ceil(expiresAt.getTime() / 1000)));
}

export const OFFLINE_ONBOARDING_PATH = '/dev/stripe/onboarding';
export const OFFLINE_CHECKOUT_PATH = '/dev/checkout';

/** The webhook secret of the offline provider when STRIPE_WEBHOOK_SECRET is not set: derived from the server secret. */
export const offlineWebhookSecret = (serverSecret: string) =>
  `whsec_offline_${hmac(serverSecret, 'offline-stripe-webhook')}`;

const offlineId = (prefix: string) => `${prefix}_offline_${randomBytes(12).toString('hex')}`;

/**
 * The default without STRIPE_SECRET_KEY: account ids are made up and onboarding is a page of this server
 * (OFFLINE_ONBOARDING_PATH/:accountId) where a button completes it and returns to the caller's URL. The link carries
 * the return URL signed with the server secret, so the page cannot be turned into an open redirect. Checkouts are a
 * page of this server too (OFFLINE_CHECKOUT_PATH/:sessionId, offline-checkout.ts) that sends the signed webhook Stripe
 * would; refunds and transfers are recorded with made-up ids, one per idempotency key.
 */
export class OfflinePayments implements PaymentsProvider {
  readonly kind = 'offline' as const;
  /** What webhooks are signed and checked with: STRIPE_WEBHOOK_SECRET, else one derived from the server secret. */
  readonly webhookSecret: string;

  private readonly run: Sql;

  constructor(
    private readonly signingSecret: string,
    webhookSecret: string | undefined,
    private readonly prisma: PrismaClient,
    run?: Sql,
  ) {
    this.webhookSecret = webhookSecret ?? offlineWebhookSecret(signingSecret);
    this.run = run ?? prismaSql(prisma);
  }

  async createAccount(): Promise<string> {
    return `acct_offline_${randomBytes(8).toString('hex')}`;
  }

  sign(accountId: string, returnUrl: string): string {
    return hmac(this.signingSecret, `stripe-onboarding\n${accountId}\n${returnUrl}`);
  }

  checkSignature(accountId: string, returnUrl: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(accountId, returnUrl));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async onboardingLink(accountId: string, urls: OnboardingUrls): Promise<string> {
    const query = new URLSearchParams({ return: urls.returnUrl, sig: this.sign(accountId, urls.returnUrl) });
    return `${urls.serverOrigin}${OFFLINE_ONBOARDING_PATH}/${encodeURIComponent(accountId)}?${query.toString()}`;
  }

  async onboardingComplete(): Promise<null> {
    return null;
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentsEvent {
    return verifyStripeSignature(this.webhookSecret, rawBody, signature);
  }

  /** A `stripe-signature` header for a payload, made as Stripe makes it. */
  signWebhook(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }

  /** The signature of an offline checkout page's links and form, so they cannot be reused for another session. */
  signCheckout(sessionId: string): string {
    return hmac(this.signingSecret, `offline-checkout\n${sessionId}`);
  }

  checkCheckoutSignature(sessionId: string, signature: string): boolean {
    const expected = Buffer.from(this.signCheckout(sessionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async createCheckout(input: HostedCheckoutInput): Promise<HostedCheckout> {
    const sessionId = offlineId('cs');
    // The session, and its id on the storefront's checkout, in one statement (on every order's path).
    const now = new Date().toISOString();
    await this.run(
      `WITH session AS (
         INSERT INTO offline_checkout_sessions (id, checkout_id, payment_intent_id, customer_email, kitchen_name,
           lines_json, total_pence, application_fee_pence, destination_account_id, success_url, cancel_url, expires_at,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamp, $13::timestamp)
         RETURNING id, checkout_id)
       UPDATE checkouts c SET provider_session_id = session.id, updated_at = $13::timestamp
       FROM session WHERE c.id = session.checkout_id`,
      [
        sessionId,
        input.checkoutId,
        offlineId('pi'),
        input.customerEmail,
        input.kitchenName ?? null,
        JSON.stringify(input.lines),
        input.totalPence,
        input.applicationFeePence,
        input.destinationAccountId,
        input.successUrl,
        input.cancelUrl,
        input.expiresAt.toISOString(),
        now,
      ],
    );
    const query = new URLSearchParams({ sig: this.signCheckout(sessionId) });
    return {
      sessionId,
      url: `${input.serverOrigin}${OFFLINE_CHECKOUT_PATH}/${sessionId}?${query.toString()}`,
      recorded: true,
    };
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const payment = await this.prisma.offlineCheckoutSession.findFirst({
      where: { paymentIntentId: input.paymentIntentId },
      select: { totalPence: true },
    });
    if (payment && input.amountPence > payment.totalPence) {
      throw new Error(`Refund amount must be at most the payment of ${payment.totalPence} pence`);
    }
    const made = await this.record('refund', input.idempotencyKey, {
      paymentIntentId: input.paymentIntentId,
      amountPence: input.amountPence,
    });
    return { refundId: made };
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    const made = await this.record('transfer', input.idempotencyKey, {
      accountId: input.accountId,
      amountPence: input.amountPence,
    });
    return { transferId: made };
  }

  async reverseTransfer(input: {
    transferId: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<{ reversalId: string }> {
    const transfer = await this.prisma.offlinePaymentMovement.findUnique({ where: { id: input.transferId } });
    if (!transfer || transfer.kind !== 'transfer') throw new Error(`No such transfer: ${input.transferId}`);
    const made = await this.record('reversal', input.idempotencyKey, {
      accountId: transfer.accountId ?? undefined,
      amountPence: input.amountPence,
    });
    return { reversalId: made };
  }

  /** Records a made-up refund or transfer once per idempotency key; a repeated key answers the first one's id. */
  private async record(
    kind: 'refund' | 'transfer' | 'reversal',
    idempotencyKey: string,
    data: { paymentIntentId?: string; accountId?: string; amountPence: number },
  ): Promise<string> {
    const id = offlineId({ refund: 're', transfer: 'tr', reversal: 'trr' }[kind]);
    await this.prisma.offlinePaymentMovement.createMany({
      data: [{ idempotencyKey, id, kind, ...data }],
      skipDuplicates: true,
    });
    const kept = await this.prisma.offlinePaymentMovement.findUniqueOrThrow({ where: { idempotencyKey } });
    if (kept.kind !== kind || kept.amountPence !== data.amountPence) {
      // Stripe refuses a reused key with other parameters the same way.
      throw new Error(`Idempotency key ${idempotencyKey} was already used for another request`);
    }
    return kept.id;
  }
}

const STRIPE_NOT_CONFIGURED =
  'Payouts are not available yet: Stripe is not configured on this server (STRIPE_SECRET_KEY). ' +
  'Please contact support.';

const PAYMENTS_NOT_CONFIGURED =
  'Card payments are not available yet: Stripe is not configured on this server (STRIPE_SECRET_KEY). ' +
  'Please contact support.';

/**
 * Production without STRIPE_SECRET_KEY: every call that needs Stripe answers 503 saying so. The offline stand-in
 * would let a vendor mark its own payout account onboarded.
 */
export class UnconfiguredPayments implements PaymentsProvider {
  readonly kind = 'unconfigured' as const;

  constructor(private readonly webhookSecret: string | undefined) {}

  async createAccount(): Promise<string> {
    throw notConfigured(STRIPE_NOT_CONFIGURED);
  }

  async onboardingLink(): Promise<string> {
    throw notConfigured(STRIPE_NOT_CONFIGURED);
  }

  async onboardingComplete(): Promise<boolean> {
    throw notConfigured(STRIPE_NOT_CONFIGURED);
  }

  async createCheckout(): Promise<HostedCheckout> {
    throw notConfigured(PAYMENTS_NOT_CONFIGURED);
  }

  async refund(): Promise<{ refundId: string }> {
    throw notConfigured(PAYMENTS_NOT_CONFIGURED);
  }

  async transfer(): Promise<{ transferId: string }> {
    throw notConfigured(PAYMENTS_NOT_CONFIGURED);
  }

  async reverseTransfer(): Promise<{ reversalId: string }> {
    throw notConfigured(PAYMENTS_NOT_CONFIGURED);
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentsEvent {
    return verifyStripeSignature(this.webhookSecret, rawBody, signature);
  }
}
