import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendOrderStatusEmail } from './emails.ts';

/** The storefront's e-mails to customers, for the features that change their orders (orders' status changes). */
export default fp(
  async function customerEmailServices(app: FastifyInstance) {
    app.decorate('customerEmails', {
      statusChanged: (orderId: string, source?: string) => sendOrderStatusEmail(app, orderId, source),
    });
  },
  { name: 'customer-email-services' },
);
