import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getPayoutSetup' | 'updatePayoutSetup' | 'connectStripeAccount' | 'getTransactionInsights' | 'listTransactions' | 'stripeWebhook';

/** Handlers for getPayoutSetup, updatePayoutSetup, connectStripeAccount, getTransactionInsights, listTransactions, stripeWebhook. */
export function payoutHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
