import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { markOnboarded } from './queries.ts';

/** A claim older than this was left by a process that stopped mid-transfer; the transfer's key makes a retry safe. */
const STALE_CLAIM_MS = 10 * 60_000;

export interface HeldShareResult {
  /** Orders whose held share was transferred now. */
  transferred: number;
  /** Orders whose transfer failed (their rows are held again, for the next try). */
  failed: number;
}

/**
 * Sends a kitchen its held share: the sales of storefront orders paid while its payout account was not connected
 * (status `hold`) go to the account, one transfer per order, then show as paid. Runs whenever the account is connected
 * (webhook, offline page, the connect call) and is safe to run at the same time in several processes: each order's rows
 * are claimed by one conditional update (hold → processing), so exactly one process transfers them; a failed transfer
 * puts them back on hold. Only orders paid through the provider count: their money is the platform's to send.
 */
export async function transferHeldShare(app: FastifyInstance, businessId: string): Promise<HeldShareResult> {
  const business = await app.prisma.business.findUnique({
    where: { id: businessId },
    select: { stripeAccountId: true, stripeAccountOnboardingDone: true },
  });
  const accountId = business?.stripeAccountId;
  const result: HeldShareResult = { transferred: 0, failed: 0 };
  if (!accountId || !business.stripeAccountOnboardingDone) return result;

  const staleBefore = new Date(app.clock.now().getTime() - STALE_CLAIM_MS);
  const orders = await app.prisma.$queryRaw<{ order_id: string; payment_intent_id: string }[]>`
    SELECT DISTINCT t.order_id, o.payment_intent_id FROM transactions t JOIN orders o ON o.id = t.order_id
    WHERE t.business_id = ${businessId} AND o.payment_intent_id IS NOT NULL AND t.type IN ('sale', 'fee')
      AND (t.status = 'hold' OR (t.status = 'processing' AND t.transfer_id IS NULL AND t.updated_at < ${staleBefore}))`;

  for (const { order_id: orderId, payment_intent_id: paymentIntentId } of orders) {
    const now = app.clock.now();
    const claimed = await app.prisma.$queryRaw<{ id: string; type: string; amount_pence: number }[]>`
      UPDATE transactions SET status = 'processing', updated_at = ${now}
      WHERE business_id = ${businessId} AND order_id = ${orderId} AND type IN ('sale', 'fee')
        AND (status = 'hold' OR (status = 'processing' AND transfer_id IS NULL AND updated_at < ${staleBefore}))
      RETURNING id, type, amount_pence`;
    if (claimed.length === 0) continue; // another process took it
    const ids = claimed.map((row) => row.id);
    // The kitchen's share is its sales (the meals and the delivery fee); the platform fee stays with the platform.
    const sharePence = claimed.filter((row) => row.type === 'sale').reduce((sum, row) => sum + row.amount_pence, 0);
    try {
      const transferId =
        sharePence > 0
          ? (
              await app.payments.transfer({
                accountId,
                amountPence: sharePence,
                idempotencyKey: `held-share-${orderId}`,
                sourceTransaction: paymentIntentId,
              })
            ).transferId
          : null;
      const paidAt = app.clock.now();
      await app.prisma.$executeRaw`
        UPDATE transactions SET status = 'paid', transfer_id = ${transferId}, payment_confirmation_date = ${paidAt},
          updated_at = ${paidAt}
        WHERE id IN (${Prisma.join(ids)}) AND status = 'processing'`;
      result.transferred += 1;
    } catch (error) {
      app.log.warn({ err: error, businessId, orderId }, 'payments provider: transferring a held share failed');
      await app.prisma.$executeRaw`
        UPDATE transactions SET status = 'hold', updated_at = ${app.clock.now()}
        WHERE id IN (${Prisma.join(ids)}) AND status = 'processing'`;
      result.failed += 1;
    }
  }
  return result;
}

/**
 * The payout account of a business was confirmed onboarded (by `how`): marks it so (once) and sends the held share.
 * Returns whether every held share went; the account is connected either way.
 */
export async function payoutAccountConnected(
  app: FastifyInstance,
  accountId: string,
  how: string,
): Promise<HeldShareResult> {
  await markOnboarded(app.prisma, accountId, how);
  const business = await app.prisma.business.findFirst({ where: { stripeAccountId: accountId }, select: { id: true } });
  if (!business) return { transferred: 0, failed: 0 };
  return transferHeldShare(app, business.id);
}
