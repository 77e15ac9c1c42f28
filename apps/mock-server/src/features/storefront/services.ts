import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { confirmCheckout, expireCheckout } from './confirm.ts';

/** The storefront's services for other features: the payments webhook hands it paid and expired checkouts. */
export default fp(
  async function storefrontServices(app: FastifyInstance) {
    app.decorate('storefront', {
      confirmCheckout: (event) => confirmCheckout(app, event),
      expireCheckout: (event) => expireCheckout(app, event),
    });
  },
  { name: 'storefront-services' },
);
