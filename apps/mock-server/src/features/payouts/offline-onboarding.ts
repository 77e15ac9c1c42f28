import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../lib/html.ts';
import { OFFLINE_ONBOARDING_PATH, OfflinePayments } from './provider.ts';
import { payoutAccountConnected } from './held-share.ts';
import { findBusinessByAccount } from './queries.ts';

type PageRequest = {
  Params: { accountId: string };
  Querystring: { return?: string; sig?: string };
  Body: { return?: string; sig?: string };
};

type Checked =
  | { ok: false; status: number; html: string }
  | {
      ok: true;
      business: NonNullable<Awaited<ReturnType<typeof findBusinessByAccount>>>;
      returnUrl: string;
      sig: string;
    };

const failure = (status: number, title: string, body: string): Checked => ({
  ok: false,
  status,
  html: page(title, body),
});

/**
 * The offline stand-in for Stripe's onboarding (no STRIPE_SECRET_KEY): a page of this server where a button completes
 * onboarding and returns to the caller's URL. Not an operation of the contract.
 */
export function registerOfflineOnboarding(app: FastifyInstance): void {
  async function check(accountId: string, returnUrl: string | undefined, sig: string | undefined): Promise<Checked> {
    const provider = app.payments instanceof OfflinePayments ? app.payments : null;
    if (!provider) return failure(404, 'Not available', '<p>Stripe is configured: onboarding happens on Stripe.</p>');
    if (!returnUrl || !sig || !provider.checkSignature(accountId, returnUrl, sig)) {
      return failure(
        400,
        'Invalid onboarding link',
        '<p>This link is incomplete or was altered. Start again from the payouts page.</p>',
      );
    }
    const business = await findBusinessByAccount(app.prisma, accountId);
    if (!business) return failure(404, 'Unknown account', '<p>No payout account with this id.</p>');
    return { ok: true, business, returnUrl, sig };
  }

  app.get<PageRequest>(`${OFFLINE_ONBOARDING_PATH}/:accountId`, async (request, reply) => {
    const { accountId } = request.params;
    const result = await check(accountId, request.query.return, request.query.sig);
    if (!result.ok) return reply.status(result.status).type('text/html').send(result.html);
    const name = result.business.kitchenName ?? result.business.businessName ?? 'your kitchen';
    const state = result.business.stripeAccountOnboardingDone
      ? 'Onboarding is already complete.'
      : 'Nothing is connected until you complete onboarding.';
    const action = escapeHtml(`${OFFLINE_ONBOARDING_PATH}/${encodeURIComponent(accountId)}`);
    const body = `<p class="meta">Offline stand-in for Stripe Express onboarding (STRIPE_SECRET_KEY is not set).</p>
<p>Payout account <strong>${escapeHtml(accountId)}</strong> for <strong>${escapeHtml(name)}</strong>.</p>
<p>${state}</p>
<form method="post" action="${action}">
<input type="hidden" name="return" value="${escapeHtml(result.returnUrl)}">
<input type="hidden" name="sig" value="${escapeHtml(result.sig)}">
<button type="submit">Complete onboarding</button></form>
<p><a href="${escapeHtml(result.returnUrl)}">Back without completing</a></p>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page('Connect your payout account', body));
  });

  app.post<PageRequest>(`${OFFLINE_ONBOARDING_PATH}/:accountId`, async (request, reply) => {
    const { accountId } = request.params;
    const form = (request.body ?? {}) as PageRequest['Body'];
    const result = await check(accountId, form.return, form.sig);
    if (!result.ok) return reply.status(result.status).type('text/html').send(result.html);
    await payoutAccountConnected(app, accountId, 'offline onboarding page');
    return reply.redirect(result.returnUrl, 303);
  });
}
