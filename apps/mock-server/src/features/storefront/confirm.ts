// The payments provider's word on a storefront checkout (webhook events checkout.session.completed and
// checkout.session.expired): a paid checkout becomes an order, once, however often the event arrives.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentsEventOf as PaymentsEvent } from '../../decorators.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { formatPounds } from '../../lib/money.ts';
import { sendOrderConfirmation } from './emails.ts';
import { endHolds, takeCapacity, takePortions } from './stock.ts';
import { trackingToken, trackingTokenHash } from './tracking-token.ts';

/** The ids a checkout session event carries. */
function sessionOf(event: PaymentsEvent): { checkoutId: string | null; paymentIntentId: string | null } {
  const object = event.data.object as {
    client_reference_id?: unknown;
    metadata?: { checkoutId?: unknown } | null;
    payment_intent?: unknown;
  };
  const fromMetadata = object.metadata?.checkoutId;
  const checkoutId =
    typeof fromMetadata === 'string'
      ? fromMetadata
      : typeof object.client_reference_id === 'string'
        ? object.client_reference_id
        : null;
  const intent = object.payment_intent;
  const paymentIntentId =
    typeof intent === 'string'
      ? intent
      : intent && typeof (intent as { id?: unknown }).id === 'string'
        ? (intent as { id: string }).id
        : null;
  return { checkoutId, paymentIntentId };
}

/** Thrown inside the order's transaction when a late payment's portions are gone: nothing is written. */
class PortionsGone extends Error {}

export type ConfirmOutcome =
  { kind: 'ordered'; orderId: string } | { kind: 'already' } | { kind: 'refunded' } | { kind: 'unknown' };

/** Transaction references as the order paths write them. */
const newTransactionReference = () => `TRX-${randomBytes(5).toString('hex').toUpperCase()}`;

const newOrderReference = () => `ORD-${randomBytes(4).toString('hex').toUpperCase()}`;

/** "Amara Okafor" → first and last name as the dashboard's customers keep them. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * checkout.session.completed: in one transaction the checkout moves from open to paid (exactly once) and its order
 * is created from the held basket: customer (reused by e-mail), address, order, items, status event, transactions
 * and audit. A payment arriving after the hold lapsed becomes an order only when the portions can be taken again;
 * otherwise it is refunded and the checkout marked refunded. The customer's confirmation is sent after the commit.
 */
export async function confirmCheckout(app: FastifyInstance, event: PaymentsEvent): Promise<ConfirmOutcome> {
  const { checkoutId, paymentIntentId } = sessionOf(event);
  if (!checkoutId) return { kind: 'unknown' };
  const now = app.clock.now();
  let outcome: ConfirmOutcome;
  try {
    outcome = await app.prisma.$transaction(async (tx) => {
      // The checkout's row lock: the same event delivered twice at once is handled one after the other.
      const locked = await tx.$queryRaw<{ status: string }[]>`
        SELECT status FROM checkouts WHERE id = ${checkoutId} FOR UPDATE`;
      if (locked.length === 0) return { kind: 'unknown' } as const;
      const checkout = await tx.checkout.findUniqueOrThrow({ where: { id: checkoutId }, include: { items: true } });
      if (checkout.status === 'paid' || checkout.status === 'refunded') return { kind: 'already' } as const;
      if (checkout.status !== 'open') {
        // The hold ended (lapsed or cancelled): the portions are taken again if they are still there.
        // Capacity is taken again without its limit: the customer already paid, and the chef's limit guards the
        // storefront's offer, not a payment that was on its way.
        const portions = checkout.items.reduce((sum, i) => sum + i.quantity, 0);
        await takeCapacity(tx, checkout.businessId, checkout.deliveryDate, portions, null);
        const meals = new Map<string, number>();
        for (const item of checkout.items) meals.set(item.mealId, (meals.get(item.mealId) ?? 0) + item.quantity);
        const stock = await tx.meal.findMany({
          where: { id: { in: [...meals.keys()] } },
          select: { id: true, dailyStock: true },
        });
        for (const meal of [...stock].sort((a, b) => (a.id < b.id ? -1 : 1))) {
          const ok = await takePortions(tx, meal.id, checkout.deliveryDate, meals.get(meal.id)!, meal.dailyStock);
          if (!ok) throw new PortionsGone();
        }
      }
      const orderId = await createOrder(app, tx, checkout, paymentIntentId, now);
      return { kind: 'ordered', orderId } as const;
    });
  } catch (error) {
    if (!(error instanceof PortionsGone)) throw error;
    outcome = await refundLatePayment(app, checkoutId, paymentIntentId);
  }
  if (outcome.kind === 'ordered') {
    try {
      await sendOrderConfirmation(app, outcome.orderId);
    } catch (error) {
      app.log.error({ err: error, orderId: outcome.orderId }, 'storefront: the order confirmation e-mail failed');
    }
  }
  return outcome;
}

/** A payment whose portions were gone: given back in full, and the checkout says so. */
async function refundLatePayment(
  app: FastifyInstance,
  checkoutId: string,
  paymentIntentId: string | null,
): Promise<ConfirmOutcome> {
  const checkout = await app.prisma.checkout.findUniqueOrThrow({ where: { id: checkoutId } });
  const intent = paymentIntentId ?? checkout.paymentIntentId;
  if (intent) {
    await app.payments.refund({
      paymentIntentId: intent,
      amountPence: checkout.totalPence,
      idempotencyKey: `checkout-refund-${checkoutId}`,
    });
  } else {
    app.log.error({ checkoutId }, 'storefront: a late payment has no payment intent to refund');
  }
  await app.prisma.checkout.updateMany({
    where: { id: checkoutId, status: { in: ['expired', 'cancelled'] } },
    data: { status: 'refunded', paymentIntentId: intent, updatedAt: app.clock.now() },
  });
  app.log.warn({ checkoutId }, 'storefront: paid after the hold lapsed and the portions were gone; refunded');
  return { kind: 'refunded' };
}

type CheckoutWithItems = Prisma.CheckoutGetPayload<{ include: { items: true } }>;

async function createOrder(
  app: FastifyInstance,
  tx: Prisma.TransactionClient,
  checkout: CheckoutWithItems,
  paymentIntentId: string | null,
  now: Date,
): Promise<string> {
  const { businessId } = checkout;
  const orderId = randomUUID();
  const reference = newOrderReference();
  const email = checkout.customerEmail.toLowerCase();
  const { firstName, lastName } = splitName(checkout.customerName);

  const existing = await tx.customer.findFirst({
    where: { businessId, email: { equals: email, mode: 'insensitive' } },
    orderBy: { createdAt: 'asc' },
    select: { id: true },
  });
  const customerId =
    existing?.id ??
    (
      await tx.customer.create({
        data: { businessId, firstName, lastName, phone: checkout.customerPhone, email, createdAt: now },
        select: { id: true },
      })
    ).id;
  const town = await tx.town.findUnique({
    where: { id: checkout.townId },
    select: { name: true, lat: true, lng: true, area: { select: { name: true } } },
  });
  const address = await tx.address.create({
    data: {
      customerId,
      townId: town ? checkout.townId : null,
      addressLine: checkout.addressLine2 ? `${checkout.addressLine1}, ${checkout.addressLine2}` : checkout.addressLine1,
      county: town?.area.name ?? '',
      town: town?.name ?? '',
      area: town?.area.name ?? '',
      postcode: checkout.postcode,
      longitude: town?.lng ?? 0,
      latitude: town?.lat ?? 0,
      phone: checkout.customerPhone,
      fullName: checkout.customerName,
      createdAt: now,
    },
    select: { id: true },
  });

  // Options or meals removed since the checkout keep their names on the order, without a link.
  const liveOptions = new Set(
    (
      await tx.mealOption.findMany({
        where: { id: { in: checkout.items.map((i) => i.mealOptionId) } },
        select: { id: true },
      })
    ).map((o) => o.id),
  );
  const liveMeals = new Set(
    (await tx.meal.findMany({ where: { id: { in: checkout.items.map((i) => i.mealId) } }, select: { id: true } })).map(
      (m) => m.id,
    ),
  );

  await tx.order.create({
    data: {
      id: orderId,
      businessId,
      customerId,
      addressId: address.id,
      reference,
      status: 'pending',
      amountPence: checkout.totalPence,
      deliveryFeePence: checkout.deliveryFeePence,
      platformFeePence: checkout.platformFeePence,
      source: 'storefront',
      allergyNote: checkout.allergyNote,
      checkoutId: checkout.id,
      paymentIntentId,
      trackingTokenHash: trackingTokenHash(trackingToken(app.env.jwtSecret, orderId)),
      deliveryDate: checkout.deliveryDate,
      createdAt: now,
      updatedAt: now,
    },
  });
  await tx.orderItem.createMany({
    data: checkout.items.map((i) => ({
      orderId,
      mealId: liveMeals.has(i.mealId) ? i.mealId : null,
      mealName: i.mealName,
      mealOptionId: liveOptions.has(i.mealOptionId) ? i.mealOptionId : null,
      optionSize: i.size,
      pricePence: i.unitPricePence,
      servings: i.servings,
      quantity: i.quantity,
      deliveryDate: checkout.deliveryDate,
      amountPence: i.unitPricePence * i.quantity,
      status: 'pending',
    })),
  });
  await tx.orderStatusEvent.create({
    data: { orderId, from: null, to: 'pending', at: now, byUserId: null, note: 'Paid on the storefront' },
  });

  // The kitchen's share goes to its connected account through the charge; without one it is held until it connects.
  const status = checkout.destinationAccountId ? 'paid' : 'hold';
  const money = (description: string, type: 'sale' | 'fee', amountPence: number) => ({
    businessId,
    orderId,
    reference: newTransactionReference(),
    description,
    type,
    status,
    amountPence,
    paymentConfirmationDate: now,
    createdAt: now,
    updatedAt: now,
  });
  await tx.transaction.createMany({
    data: [
      money(`Sale: order ${reference}`, 'sale', checkout.subtotalPence),
      ...(checkout.deliveryFeePence > 0
        ? [money(`Delivery fee: order ${reference}`, 'sale', checkout.deliveryFeePence)]
        : []),
      money(`Platform fee: order ${reference}`, 'fee', checkout.platformFeePence),
    ],
  });

  await tx.checkout.update({
    where: { id: checkout.id },
    data: { status: 'paid', orderId, paymentIntentId: paymentIntentId ?? checkout.paymentIntentId, updatedAt: now },
  });
  await audit(
    tx,
    { businessId, userId: null },
    {
      eventType: 'created',
      itemType: 'order',
      itemId: orderId,
      itemAffected: reference,
      description: `Order ${reference} placed and paid on the storefront by ${checkout.customerName} (${formatPounds(checkout.totalPence)}).`,
    },
    now,
  );
  return orderId;
}

/** checkout.session.expired: the customer never paid; the hold ends and its portions go back. */
export async function expireCheckout(app: FastifyInstance, event: PaymentsEvent): Promise<void> {
  const { checkoutId } = sessionOf(event);
  if (!checkoutId) return;
  await endHolds(app.prisma, { checkoutIds: [checkoutId] }, 'expired', app.clock.now());
}
