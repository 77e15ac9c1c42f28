import type { FastifyInstance } from 'fastify';

/** The customer's confirmation of a paid storefront order (sent after the order is stored). */
export async function sendOrderConfirmation(_app: FastifyInstance, _orderId: string): Promise<void> {}

/** The customer's e-mail when the kitchen moves their storefront order on (accepted, out for delivery, ...). */
export async function sendOrderStatusEmail(_app: FastifyInstance, _orderId: string): Promise<void> {}
