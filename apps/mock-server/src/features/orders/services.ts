import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderStatistics } from './statistics.ts';

/** Orders' service: the order figures the dashboard and the payout insights show. */
export default fp(
  async function orderServices(app: FastifyInstance) {
    app.decorate('orderStatistics', createOrderStatistics(app.prisma));
  },
  { name: 'order-services' },
);
