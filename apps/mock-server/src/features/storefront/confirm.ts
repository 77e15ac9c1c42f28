// The payments provider's word on a storefront checkout (webhook events checkout.session.completed and
// checkout.session.expired): a paid checkout becomes an order, once, however often the event arrives.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentsEventOf as PaymentsEvent } from '../../decorators.ts';
import { announceKept, type KeptNotification } from '../../lib/statement.ts';
import { type LoadedOrder, sendOrderConfirmation } from './emails.ts';
import { endHolds } from './stock.ts';
import { trackingToken, trackingTokenHash } from './tracking-token.ts';

/** The ids a checkout session event carries. */
function sessionOf(event: PaymentsEvent): { checkoutId: string | null; paymentIntentId: string | null } {
  const object = event.data.object as {
    client_reference_id?: unknown;
    metadata?: { checkoutId?: unknown } | null;
    payment_intent?: unknown;
  };
  const fromMetadata = object.metadata?.checkoutId;
  const checkoutId =
    typeof fromMetadata === 'string'
      ? fromMetadata
      : typeof object.client_reference_id === 'string'
        ? object.client_reference_id
        : null;
  const intent = object.payment_intent;
  const paymentIntentId =
    typeof intent === 'string'
      ? intent
      : intent && typeof (intent as { id?: unknown }).id === 'string'
        ? (intent as { id: string }).id
        : null;
  return { checkoutId, paymentIntentId };
}

export type ConfirmOutcome =
  { kind: 'ordered'; orderId: string } | { kind: 'already' } | { kind: 'refunded' } | { kind: 'unknown' };

/** Transaction references as the order paths write them. */
const newTransactionReference = () => `TRX-${randomBytes(5).toString('hex').toUpperCase()}`;

const newOrderReference = () => `ORD-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * checkout.session.completed: in one call to the database (storefront_place_order, see its migration) the checkout
 * moves from open to paid, exactly once, and its order is created from the held basket: customer (reused by e-mail),
 * address, order, items, status event, sale and fee transactions (held until the kitchen connects its payout account)
 * and audit. A payment arriving after the hold lapsed becomes an order only when the portions can be taken again;
 * otherwise it is refunded and the checkout marked refunded. The same call answers the order placed, from which the
 * customer's confirmation is written and sent after the commit.
 */
export async function confirmCheckout(app: FastifyInstance, event: PaymentsEvent): Promise<ConfirmOutcome> {
  const { checkoutId, paymentIntentId } = sessionOf(event);
  if (!checkoutId) return { kind: 'unknown' };
  const now = app.clock.now();
  const orderId = randomUUID();
  const reference = newOrderReference();
  const references = [newTransactionReference(), newTransactionReference(), newTransactionReference()];
  const [row] = await app.db.sql<{
    told: { outcome: string; order: LoadedOrder | null; announce: KeptNotification[] | null };
  }>('SELECT storefront_place_order_told($1, $2, $3, $4, $5, $6::text[], $7::timestamp) AS told', [
    checkoutId,
    paymentIntentId,
    orderId,
    reference,
    trackingTokenHash(trackingToken(app.env.jwtSecret, orderId)),
    references,
    now.toISOString(),
  ]);
  // The order's live-update event and its messages' wake-up were kept for after the commit: sent now.
  await announceKept(app.db.sql, row?.told.announce, app.log);
  const placed = row?.told.outcome;
  if (placed === 'unknown' || placed === 'already') return { kind: placed };
  if (placed === 'gone') return refundLatePayment(app, checkoutId, paymentIntentId);
  await sendOrderConfirmation(app, orderId, row?.told.order);
  return { kind: 'ordered', orderId };
}

/** A payment whose portions were gone: given back in full, and the checkout says so. */
async function refundLatePayment(
  app: FastifyInstance,
  checkoutId: string,
  paymentIntentId: string | null,
): Promise<ConfirmOutcome> {
  const checkout = await app.prisma.checkout.findUniqueOrThrow({ where: { id: checkoutId } });
  const intent = paymentIntentId ?? checkout.paymentIntentId;
  if (intent) {
    await app.payments.refund({
      paymentIntentId: intent,
      amountPence: checkout.totalPence,
      idempotencyKey: `checkout-refund-${checkoutId}`,
    });
  } else {
    app.log.error({ checkoutId }, 'storefront: a late payment has no payment intent to refund');
  }
  await app.prisma.checkout.updateMany({
    where: { id: checkoutId, status: { in: ['expired', 'cancelled'] } },
    data: { status: 'refunded', paymentIntentId: intent, updatedAt: app.clock.now() },
  });
  app.log.warn({ checkoutId }, 'storefront: paid after the hold lapsed and the portions were gone; refunded');
  return { kind: 'refunded' };
}

/** checkout.session.expired: the customer never paid; the hold ends and its portions go back. */
export async function expireCheckout(app: FastifyInstance, event: PaymentsEvent): Promise<void> {
  const { checkoutId } = sessionOf(event);
  if (!checkoutId) return;
  await endHolds(app.prisma, { checkoutIds: [checkoutId] }, 'expired', app.clock.now());
}
