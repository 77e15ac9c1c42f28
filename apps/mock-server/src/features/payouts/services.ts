import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/handler.ts';
import { transferHeldShare } from './held-share.ts';
import { OfflinePayments, type PaymentsProvider, StripeConnect, UnconfiguredPayments } from './provider.ts';

export const STRIPE_WEBHOOK_URL = `${API_PREFIX}/webhooks/stripe`;

/**
 * Payouts' services: the payments provider (Stripe Connect with STRIPE_SECRET_KEY, else the offline stand-in outside
 * production and a provider answering 503 in production), and
 * the raw body of the Stripe webhook, whose signature covers the exact bytes Stripe sent.
 */
export default fp(
  async function payoutServices(app: FastifyInstance) {
    const { stripeSecretKey, stripeWebhookSecret, jwtSecret, devRoutes } = app.env;
    const payments: PaymentsProvider = stripeSecretKey
      ? StripeConnect.fromKey(stripeSecretKey, stripeWebhookSecret)
      : devRoutes
        ? new OfflinePayments(jwtSecret, stripeWebhookSecret, app.prisma, app.db.sql)
        : new UnconfiguredPayments(stripeWebhookSecret);
    app.decorate('payments', payments);
    app.decorate('heldShares', { transfer: (businessId: string) => transferHeldShare(app, businessId) });

    // Keep the bytes for the webhook route while the JSON parser still gets its stream.
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.routeOptions.url !== STRIPE_WEBHOOK_URL) return payload;
      const chunks: Buffer[] = [];
      for await (const chunk of payload)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
      const raw = Buffer.concat(chunks);
      request.rawBody = raw;
      const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
      replay.receivedEncodedLength = raw.length;
      return replay;
    });
  },
  { name: 'payout-services' },
);
