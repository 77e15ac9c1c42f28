import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { confirmCheckout, expireCheckout } from './confirm.ts';
import { releaseOrderPortions } from './stock.ts';

/**
 * The storefront's services for other features: the payments webhook hands it paid and expired checkouts, and a
 * cancelled order gives its portions back to the meals' daily stock.
 */
export default fp(
  async function storefrontServices(app: FastifyInstance) {
    app.decorate('storefront', {
      confirmCheckout: (event) => confirmCheckout(app, event),
      expireCheckout: (event) => expireCheckout(app, event),
      releaseOrderPortions: (tx, orderId) => releaseOrderPortions(tx, orderId),
    });
  },
  { name: 'storefront-services' },
);
