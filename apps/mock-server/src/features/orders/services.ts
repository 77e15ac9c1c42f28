import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderStatistics } from './statistics.ts';
import { FOLD_EVERY_MS, foldTotals } from './totals-fold.ts';

/**
 * Orders' service: the order figures the dashboard and the payout insights show, and the hourly fold of their
 * running totals' slots of past days (totals-fold.ts).
 */
export default fp(
  async function orderServices(app: FastifyInstance) {
    app.decorate('orderStatistics', createOrderStatistics(app.prisma));
    const fold = setInterval(
      () =>
        void foldTotals(app.prisma, app.clock.now(), app.log).catch((error: unknown) =>
          app.log.warn({ err: error }, 'totals fold: run failed'),
        ),
      FOLD_EVERY_MS,
    ).unref();
    app.addHook('onClose', () => clearInterval(fold));
  },
  { name: 'order-services' },
);
