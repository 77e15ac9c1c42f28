import { createHash, createHmac } from 'node:crypto';

/** The private tracking token of an order: unguessable, derived from the server secret so e-mails can repeat it. */
export function trackingToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-tracking\n${orderId}`).digest('base64url');
}

/** What the database keeps: a hash of the token, looked up by the tracking page. */
export function trackingTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
