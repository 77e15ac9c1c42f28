import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../lib/html.ts';
import { formatPounds } from '../../lib/money.ts';
import { type HostedCheckoutLine, OFFLINE_CHECKOUT_PATH, OfflinePayments } from './provider.ts';
import { STRIPE_WEBHOOK_URL } from './services.ts';

type PageRequest = {
  Params: { sessionId: string };
  Querystring: { sig?: string };
  Body: { sig?: string };
};

type Session = NonNullable<Awaited<ReturnType<FastifyInstance['prisma']['offlineCheckoutSession']['findUnique']>>>;

type Checked =
  { ok: false; status: number; html: string } | { ok: true; provider: OfflinePayments; session: Session; sig: string };

const failure = (status: number, title: string, body: string): Checked => ({
  ok: false,
  status,
  html: page(title, body),
});

/** The event Stripe sends when a Checkout Session is paid, with the fields the webhook reads. */
export function checkoutCompletedEvent(session: Session, created: Date): string {
  return JSON.stringify({
    // One id per session: pressing Pay twice delivers the same event, as a Stripe retry would.
    id: `evt_offline_${session.id.replace(/^cs_offline_/, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.checkoutId,
        payment_intent: session.paymentIntentId,
        amount_total: session.totalPence,
        currency: 'gbp',
        customer_email: session.customerEmail,
        metadata: { checkoutId: session.checkoutId },
      },
    },
  });
}

/** The error message of the webhook's answer, when it has one. */
function webhookMessage(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in the success URL; so does the stand-in. */
const successUrl = (session: Session) => session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/**
 * The offline stand-in for Stripe's hosted checkout (no STRIPE_SECRET_KEY, never in production): a page of this server
 * showing the basket with a "Pay £{total}" button. Paying sends the signed `checkout.session.completed` event Stripe
 * would send to this server's webhook, then returns to the storefront. Links carry a signature of the session id.
 */
export function registerOfflineCheckout(app: FastifyInstance): void {
  async function check(sessionId: string, sig: string | undefined): Promise<Checked> {
    const provider = app.payments instanceof OfflinePayments ? app.payments : null;
    if (!provider) return failure(404, 'Not available', '<p>Stripe is configured: customers pay on Stripe.</p>');
    if (!sig || !provider.checkCheckoutSignature(sessionId, sig)) {
      return failure(
        400,
        'Invalid checkout link',
        '<p>This payment link is incomplete or was altered. Go back to the kitchen and check out again.</p>',
      );
    }
    const session = await app.prisma.offlineCheckoutSession.findUnique({ where: { id: sessionId } });
    if (!session) return failure(404, 'Unknown checkout', '<p>No checkout with this id.</p>');
    return { ok: true, provider, session, sig };
  }

  async function kitchenName(session: Session): Promise<string> {
    if (session.kitchenName) return session.kitchenName;
    const business = session.destinationAccountId
      ? await app.prisma.business.findFirst({
          where: { stripeAccountId: session.destinationAccountId },
          select: { kitchenName: true, businessName: true },
        })
      : null;
    return business?.kitchenName ?? business?.businessName ?? 'The kitchen';
  }

  app.get<PageRequest>(`${OFFLINE_CHECKOUT_PATH}/:sessionId`, async (request, reply) => {
    const result = await check(request.params.sessionId, request.query.sig);
    if (!result.ok) return reply.status(result.status).type('text/html').send(result.html);
    const { session, sig } = result;
    const lines = JSON.parse(session.linesJson) as HostedCheckoutLine[];
    const rows = lines
      .map(
        (line) =>
          `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td>` +
          `<td class="amount">${formatPounds(line.unitAmountPence * line.quantity)}</td></tr>`,
      )
      .join('');
    const total = formatPounds(session.totalPence);
    const expired = !session.paidAt && app.clock.now() > session.expiresAt;
    const action = escapeHtml(`${OFFLINE_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`);
    const pay = session.paidAt
      ? `<p>This checkout is already paid.</p><p><a href="${escapeHtml(successUrl(session))}">Continue</a></p>`
      : expired
        ? '<p>This checkout has expired. Go back to the kitchen and check out again.</p>'
        : `<form method="post" action="${action}">
<input type="hidden" name="sig" value="${escapeHtml(sig)}">
<button type="submit">Pay ${total}</button></form>`;
    const body = `<p class="meta">Offline stand-in for Stripe Checkout (STRIPE_SECRET_KEY is not set). No card is charged.</p>
<p><strong>${escapeHtml(await kitchenName(session))}</strong></p>
<p class="meta">Paying as ${escapeHtml(session.customerEmail)}</p>
<table><tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount"><strong>${total}</strong></td></tr></tfoot></table>
${pay}
<p><a href="${escapeHtml(session.cancelUrl)}">Back to the kitchen</a></p>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page('Pay for your order', body));
  });

  app.post<PageRequest>(`${OFFLINE_CHECKOUT_PATH}/:sessionId`, async (request, reply) => {
    const form = (request.body ?? {}) as PageRequest['Body'];
    const result = await check(request.params.sessionId, form.sig);
    if (!result.ok) return reply.status(result.status).type('text/html').send(result.html);
    const { provider, session } = result;
    if (!session.paidAt && app.clock.now() > session.expiresAt) {
      return reply
        .status(410)
        .type('text/html')
        .send(
          page(
            'Checkout expired',
            `<p>This checkout has expired. <a href="${escapeHtml(session.cancelUrl)}">Back to the kitchen</a></p>`,
          ),
        );
    }
    const payload = checkoutCompletedEvent(session, app.clock.now());
    const delivered = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': provider.signWebhook(payload) },
      payload,
    });
    if (delivered.statusCode >= 300) {
      request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'offline checkout: webhook refused');
      const message = webhookMessage(delivered.body) ?? `status ${delivered.statusCode}`;
      return reply
        .status(502)
        .type('text/html')
        .send(
          page(
            'Payment not confirmed',
            `<p>The server did not accept the payment: ${escapeHtml(message)}</p>` +
              `<p><a href="${escapeHtml(session.cancelUrl)}">Back to the kitchen</a></p>`,
          ),
        );
    }
    await app.prisma.offlineCheckoutSession.updateMany({
      where: { id: session.id, paidAt: null },
      data: { paidAt: app.clock.now() },
    });
    return reply.redirect(successUrl(session), 303);
  });
}
