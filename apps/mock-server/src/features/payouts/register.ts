import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { API_PREFIX } from '../../plugins/openapi.ts';
import { escapeHtml, page } from '../dev/html.ts';
import { OFFLINE_ONBOARDING_PATH, OfflinePayments, type PaymentsProvider, StripeConnect } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payout accounts (Stripe Connect with STRIPE_SECRET_KEY, else the offline stand-in). */
    payments: PaymentsProvider;
  }
  interface FastifyRequest {
    /** The request body exactly as received; kept only for the Stripe webhook, whose signature covers these bytes. */
    rawBody?: Buffer;
  }
}

export const STRIPE_WEBHOOK_URL = `${API_PREFIX}/webhooks/stripe`;

export function createPaymentsProvider(app: FastifyInstance): PaymentsProvider {
  const { stripeSecretKey, stripeWebhookSecret, jwtSecret } = app.env;
  return stripeSecretKey
    ? StripeConnect.fromKey(stripeSecretKey, stripeWebhookSecret)
    : new OfflinePayments(jwtSecret, stripeWebhookSecret);
}

/**
 * Marks a business's payout account as onboarded (from the Stripe webhook or the offline page), once, with an audit
 * row. Returns false when no business has that account or it was already marked.
 */
export async function markOnboarded(prisma: PrismaClient, accountId: string, how: string): Promise<boolean> {
  return prisma.$transaction(async (tx: Prisma.TransactionClient) => {
    const business = await tx.business.findFirst({ where: { stripeAccountId: accountId }, select: { id: true } });
    if (!business) return false;
    const changed = await tx.business.updateMany({
      where: { id: business.id, stripeAccountId: accountId, stripeAccountOnboardingDone: false },
      data: { stripeAccountOnboardingDone: true },
    });
    if (changed.count === 0) return false;
    await tx.auditEvent.create({
      data: {
        businessId: business.id,
        userId: null,
        eventType: 'updated',
        itemType: 'payout_setup',
        itemId: business.id,
        itemAffected: 'Payout account',
        description: `Payout account ${accountId} connected (${how}).`,
      },
    });
    return true;
  });
}

/**
 * Payments wiring that is not an operation of the contract: the provider, the raw body of the Stripe webhook, and the
 * offline onboarding page. Call before the contract's routes are registered.
 */
export function registerPayments(app: FastifyInstance): void {
  app.decorate('payments', createPaymentsProvider(app));

  // Stripe signs the exact bytes it sent; keep them for the webhook route while the JSON parser still gets its stream.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.routeOptions.url !== STRIPE_WEBHOOK_URL) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    const raw = Buffer.concat(chunks);
    request.rawBody = raw;
    const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = raw.length;
    return replay;
  });

  type PageRequest = {
    Params: { accountId: string };
    Querystring: { return?: string; sig?: string };
    Body: { return?: string; sig?: string };
  };
  const offline = () => (app.payments instanceof OfflinePayments ? app.payments : null);
  const html = (status: number, title: string, body: string) => ({ status, body: page(title, body) });

  type Checked =
    | { ok: false; error: { status: number; body: string } }
    | {
        ok: true;
        business: {
          id: string;
          businessName: string | null;
          kitchenName: string | null;
          stripeAccountOnboardingDone: boolean;
        };
        returnUrl: string;
        sig: string;
      };

  async function check(accountId: string, returnUrl: string | undefined, sig: string | undefined): Promise<Checked> {
    const provider = offline();
    if (!provider)
      return {
        ok: false,
        error: html(404, 'Not available', '<p>Stripe is configured: onboarding happens on Stripe.</p>'),
      };
    if (!returnUrl || !sig || !provider.checkSignature(accountId, returnUrl, sig)) {
      return {
        ok: false,
        error: html(
          400,
          'Invalid onboarding link',
          '<p>This link is incomplete or was altered. Start again from the payouts page.</p>',
        ),
      };
    }
    const business = await app.prisma.business.findFirst({
      where: { stripeAccountId: accountId },
      select: { id: true, businessName: true, kitchenName: true, stripeAccountOnboardingDone: true },
    });
    if (!business) return { ok: false, error: html(404, 'Unknown account', '<p>No payout account with this id.</p>') };
    return { ok: true, business, returnUrl, sig };
  }

  app.get<PageRequest>(`${OFFLINE_ONBOARDING_PATH}/:accountId`, async (request, reply) => {
    const { accountId } = request.params;
    const result = await check(accountId, request.query.return, request.query.sig);
    if (!result.ok) return reply.status(result.error.status).type('text/html').send(result.error.body);
    const name = result.business.kitchenName ?? result.business.businessName ?? 'your kitchen';
    const body = `<p class="meta">Offline stand-in for Stripe Express onboarding (STRIPE_SECRET_KEY is not set).</p>
<p>Payout account <strong>${escapeHtml(accountId)}</strong> for <strong>${escapeHtml(name)}</strong>.</p>
<p>${result.business.stripeAccountOnboardingDone ? 'Onboarding is already complete.' : 'Nothing is connected until you complete onboarding.'}</p>
<form method="post" action="${escapeHtml(`${OFFLINE_ONBOARDING_PATH}/${encodeURIComponent(accountId)}`)}">
<input type="hidden" name="return" value="${escapeHtml(result.returnUrl)}"><input type="hidden" name="sig" value="${escapeHtml(result.sig)}">
<button type="submit">Complete onboarding</button></form>
<p><a href="${escapeHtml(result.returnUrl)}">Back without completing</a></p>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page('Connect your payout account', body));
  });

  app.post<PageRequest>(`${OFFLINE_ONBOARDING_PATH}/:accountId`, async (request, reply) => {
    const { accountId } = request.params;
    const form = (request.body ?? {}) as PageRequest['Body'];
    const result = await check(accountId, form.return, form.sig);
    if (!result.ok) return reply.status(result.error.status).type('text/html').send(result.error.body);
    await markOnboarded(app.prisma, accountId, 'offline onboarding page');
    return reply.redirect(result.returnUrl, 303);
  });
}
