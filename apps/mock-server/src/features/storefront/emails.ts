import type { FastifyInstance } from 'fastify';
import { type Email, htmlEmail } from '../../lib/mailer.ts';
import { formatPounds } from '../../lib/money.ts';
import { trackingToken } from './tracking-token.ts';

const CANCELLATION_REASONS: Record<string, string> = {
  out_of_stock: 'a meal sold out',
  kitchen_closed: 'the kitchen is closed that day',
  unable_to_deliver: 'the kitchen cannot deliver it',
  customer_request: 'you asked to cancel it',
  duplicate_order: 'it was a duplicate order',
  other: 'another reason',
};

/** "Friday 28 November 2026" for a delivery date (a calendar date, kept at midnight UTC); made once, used often. */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = (date: Date) => LONG_DATE.format(date);

/** Where the customer follows the order: the web app's tracking page, with the order's private token. */
function trackingLink(app: FastifyInstance, orderId: string): string {
  const origin = app.env.publicUrl ?? `http://localhost:${app.env.port}`;
  return `${origin}/track/${trackingToken(app.env.jwtSecret, orderId)}`;
}

/** What the customer's e-mails about an order are written from. */
export interface LoadedOrder {
  id: string;
  reference: string;
  source: string;
  status: string;
  amountPence: number;
  deliveryFeePence: number;
  platformFeePence: number;
  allergyNote: string | null;
  cancellationReason: string | null;
  cancellationDetails: string | null;
  kitchen: string;
  customer: { firstName: string; email: string };
  address: { addressLine: string; town: string; postcode: string };
  /** In delivery date order; `deliveryDate` as YYYY-MM-DD. */
  items: {
    mealName: string;
    optionSize: string;
    quantity: number;
    amountPence: number;
    deliveryDate: string;
    allergens: string[];
  }[];
  /** Paid back to the customer so far. */
  refundedPence: number;
}

/** An order with what its e-mails say, read in one statement (storefront_order_email, see its migration). */
async function loadOrder(app: FastifyInstance, orderId: string): Promise<LoadedOrder | null> {
  const [row] = await app.db.sql<{ order: LoadedOrder | null }>('SELECT storefront_order_email($1) AS "order"', [
    orderId,
  ]);
  return row?.order ?? null;
}

/** The order confirmation: reference, items, delivery date and address, total, allergens and the tracking link. */
export function confirmationEmail(order: LoadedOrder, link: string): Omit<Email, 'to'> {
  const kitchen = order.kitchen;
  const subtotal = order.items.reduce((sum, item) => sum + item.amountPence, 0);
  const deliveryDate = order.items[0]?.deliveryDate;
  const allergens = [...new Set(order.items.flatMap((item) => item.allergens))].sort((a, b) => a.localeCompare(b));
  const address = [order.address.addressLine, order.address.town, order.address.postcode].filter(Boolean).join(', ');
  const items = order.items.map(
    (item) => `${item.quantity} × ${item.mealName} (${item.optionSize}): ${formatPounds(item.amountPence)}`,
  );
  const paragraphs = [
    `Hello ${order.customer.firstName}, thank you for your order from ${kitchen}. Your order reference is ` +
      `${order.reference}.`,
    ...items,
    `Subtotal: ${formatPounds(subtotal)}. Delivery fee: ${formatPounds(order.deliveryFeePence)}. Service fee: ` +
      `${formatPounds(order.platformFeePence)}. Total paid: ${formatPounds(order.amountPence)}.`,
    `Delivery: ${deliveryDate ? longDate(new Date(`${deliveryDate}T00:00:00.000Z`)) : 'date to be confirmed'}, to ${address}.`,
    allergens.length
      ? `Allergens in what you ordered: ${allergens.join(', ')}.`
      : 'Allergens in what you ordered: none of the 14 major allergens.',
    ...(order.allergyNote ? [`Your allergy note to the kitchen: ${order.allergyNote}`] : []),
    `Follow your order: ${link}`,
    'Keep this link private: anyone with it can see your order.',
  ];
  return {
    subject: `Your order ${order.reference} from ${kitchen}`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(`Thank you for your order`, paragraphs),
  };
}

/** What the customer hears when the order reaches a status; null for the statuses they do not hear about. */
export function statusEmail(order: LoadedOrder, link: string): Omit<Email, 'to'> | null {
  const kitchen = order.kitchen;
  const ref = order.reference;
  const follow = `Follow your order: ${link}`;
  let title: string;
  let paragraphs: string[];
  switch (order.status) {
    case 'accepted':
      title = `${kitchen} accepted your order ${ref}`;
      paragraphs = [`Good news: ${kitchen} accepted your order ${ref} and will cook it for you.`, follow];
      break;
    case 'out_for_delivery':
      title = `Your order ${ref} is out for delivery`;
      paragraphs = [`Your order ${ref} from ${kitchen} is on its way.`, follow];
      break;
    case 'delivered':
      title = `Your order ${ref} was delivered`;
      paragraphs = [`Your order ${ref} from ${kitchen} was delivered. Enjoy your meal!`, follow];
      break;
    case 'cancelled': {
      title = `Your order ${ref} was cancelled`;
      const reason = CANCELLATION_REASONS[order.cancellationReason ?? 'other'] ?? CANCELLATION_REASONS.other;
      const refunded = order.refundedPence;
      paragraphs = [
        `${kitchen} cancelled your order ${ref} because ${reason}.` +
          (order.cancellationDetails ? ` ${order.cancellationDetails}` : ''),
        refunded > 0
          ? `You have been refunded ${formatPounds(refunded)} to the card you paid with; it may take a few days to ` +
            'show on your statement.'
          : 'You have not been charged for it.',
        follow,
      ];
      break;
    }
    default:
      return null;
  }
  return { subject: title, text: paragraphs.join('\n\n'), html: htmlEmail(title, paragraphs) };
}

/**
 * E-mails a storefront order's customer its confirmation, from the order as placing it answered (else read by its
 * id); a failure to send is logged, never thrown.
 */
export async function sendOrderConfirmation(
  app: FastifyInstance,
  orderId: string,
  placed?: LoadedOrder | null,
): Promise<void> {
  try {
    const order = placed ?? (await loadOrder(app, orderId));
    if (!order || order.source !== 'storefront') return;
    const email = confirmationEmail(order, trackingLink(app, order.id));
    await app.mailer.send({ to: order.customer.email, ...email });
  } catch (error) {
    app.log.error({ err: error, orderId }, 'could not e-mail the order confirmation');
  }
}

/**
 * E-mails a storefront order's customer its current status when it is accepted, out for delivery, delivered or
 * cancelled (nothing for other statuses or the kitchen's own orders); a failure to send is logged, never thrown.
 */
export async function sendOrderStatusEmail(app: FastifyInstance, orderId: string, source?: string): Promise<void> {
  try {
    // Most orders are the kitchen's own: the caller says so, or one small read finds that out.
    const found =
      source ?? (await app.prisma.order.findUnique({ where: { id: orderId }, select: { source: true } }))?.source;
    if (found !== 'storefront') return;
    const order = await loadOrder(app, orderId);
    if (!order || order.source !== 'storefront') return;
    const email = statusEmail(order, trackingLink(app, order.id));
    if (email) await app.mailer.send({ to: order.customer.email, ...email });
  } catch (error) {
    app.log.error({ err: error, orderId }, 'could not e-mail the order status');
  }
}
