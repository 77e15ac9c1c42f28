import { randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
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
export interface HostedCheckoutInput {
  checkoutId: string; // ours; sent as client_reference_id and metadata.checkoutId
  customerEmail: string;
  lines: HostedCheckoutLine[]; // the items, then "Delivery fee", then "Service fee"
  totalPence: number;
  applicationFeePence: number; // the platform fee, kept by the platform
  destinationAccountId: string | null; // the kitchen's connected account when onboarded, else null (share held)
  successUrl: string; // absolute; the customer returns here after paying
  cancelUrl: string; // absolute; the customer returns here when they go back
  serverOrigin: string; // this server's origin (the offline page is served here)
  expiresAt: Date; // the hold's end
}

/** Payout accounts for vendors: Stripe Connect when configured, otherwise a local stand-in. */
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
  /** Starts the provider's hosted payment page for a storefront checkout. */
  createCheckout(input: HostedCheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Gives a payment (or part of it) back to the customer. */
  refund(input: {
    paymentIntentId: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** Sends money held for a kitchen to its connected account. */
  transfer(input: {
    accountId: string;
    amountPence: number;
    idempotencyKey: string;
    sourceTransaction: string | null;
  }): Promise<{ transferId: string }>;
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

  async createCheckout(input: HostedCheckoutInput): Promise<{ sessionId: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.checkoutId,
        customer_email: input.customerEmail,
        metadata: { checkoutId: input.checkoutId },
        line_items: input.lines.map((l) => ({
          quantity: l.quantity,
          price_data: { currency: 'gbp', unit_amount: l.unitAmountPence, product_data: { name: l.name } },
        })),
        payment_intent_data: {
          metadata: { checkoutId: input.checkoutId },
          ...(input.destinationAccountId
            ? {
                application_fee_amount: input.applicationFeePence,
                transfer_data: { destination: input.destinationAccountId },
              }
            : {}),
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `checkout-${input.checkoutId}` },
    );
    return { sessionId: session.id, url: session.url ?? input.cancelUrl };
  }

  async refund(input: { paymentIntentId: string; amountPence: number; idempotencyKey: string }) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountPence },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async transfer(input: {
    accountId: string;
    amountPence: number;
    idempotencyKey: string;
    sourceTransaction: string | null;
  }) {
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountPence,
        currency: 'gbp',
        destination: input.accountId,
        ...(input.sourceTransaction ? { source_transaction: input.sourceTransaction } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { transferId: transfer.id };
  }
}

export const OFFLINE_ONBOARDING_PATH = '/dev/stripe/onboarding';

/**
 * The default without STRIPE_SECRET_KEY: account ids are made up and onboarding is a page of this server
 * (OFFLINE_ONBOARDING_PATH/:accountId) where a button completes it and returns to the caller's URL. The link carries
 * the return URL signed with the server secret, so the page cannot be turned into an open redirect.
 */
export class OfflinePayments implements PaymentsProvider {
  readonly kind = 'offline' as const;

  constructor(
    private readonly signingSecret: string,
    private readonly webhookSecret: string | undefined,
    // Where the offline stand-in keeps its sessions (not yet used here).
    _prisma?: unknown,
  ) {}

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

  async createCheckout(input: HostedCheckoutInput): Promise<{ sessionId: string; url: string }> {
    const sessionId = `cs_offline_${input.checkoutId}`;
    return { sessionId, url: `${input.serverOrigin}/dev/checkout/${sessionId}` };
  }

  async refund(): Promise<{ refundId: string }> {
    return { refundId: `re_offline_${randomBytes(8).toString('hex')}` };
  }

  async transfer(): Promise<{ transferId: string }> {
    return { transferId: `tr_offline_${randomBytes(8).toString('hex')}` };
  }
}

const STRIPE_NOT_CONFIGURED =
  'Payouts are not available yet: Stripe is not configured on this server (STRIPE_SECRET_KEY). ' +
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

  async createCheckout(): Promise<{ sessionId: string; url: string }> {
    throw notConfigured(STRIPE_NOT_CONFIGURED);
  }

  async refund(): Promise<{ refundId: string }> {
    throw notConfigured(STRIPE_NOT_CONFIGURED);
  }

  async transfer(): Promise<{ transferId: string }> {
    throw notConfigured(STRIPE_NOT_CONFIGURED);
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentsEvent {
    return verifyStripeSignature(this.webhookSecret, rawBody, signature);
  }
}
