// What the storefront suites share: the demo kitchen's storefront, a basket and the signed payment webhook.
import Stripe from 'stripe';
import { DEMO_BUSINESS_ID, DEMO_HANDLE } from '../seed/fixtures.ts';
import type { TestApp } from './harness.ts';

export const STOREFRONT = '/api/storefront/v1';
export const KITCHEN = `${STOREFRONT}/kitchens/${DEMO_HANDLE}`;
export const WEBHOOK_SECRET = 'whsec_storefront_suite_secret';

/** The environment of a storefront suite: webhooks signed with a known secret, no checkout limit. */
export const STOREFRONT_ENV = {
  NODE_ENV: 'test',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STOREFRONT_CHECKOUT_LIMIT: '0',
} as const;

/** A Monday morning in winter, far from the seeded orders' days. */
export const MONDAY_MORNING = new Date('2031-01-06T09:00:00.000Z');

/** The demo kitchen's delivery zones: a town in one, its fee, and a town in none. */
export async function demoTowns(t: TestApp) {
  const inZone = await t.db.prisma.deliveryZoneTown.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID },
    include: { zone: true },
    orderBy: { townId: 'asc' },
  });
  const outside = await t.db.prisma.town.findFirstOrThrow({
    where: { zones: { none: { businessId: DEMO_BUSINESS_ID } } },
    orderBy: { id: 'asc' },
  });
  return { townId: inZone.townId, feePence: inZone.zone.feePence, outsideTownId: outside.id };
}

/** A published meal of the demo kitchen by name, with its first option; its daily stock and weekdays set as given. */
export async function demoMeal(
  t: TestApp,
  name: string,
  set: { dailyStock?: number | null; sun?: boolean; mon?: boolean; tue?: boolean } = {},
) {
  const meal = await t.db.prisma.meal.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID, name },
    include: { options: { orderBy: { position: 'asc' } } },
  });
  await t.db.prisma.meal.update({
    where: { id: meal.id },
    data: { status: 'published', deletedAt: null, sun: true, mon: true, tue: true, wed: true, thu: true, ...set },
  });
  await t.db.prisma.customAvailability.deleteMany({ where: { mealId: meal.id } });
  return { id: meal.id, name: meal.name, option: meal.options[0]! };
}

let customers = 0;

/** A checkout body for a basket delivered to a town. */
export function checkoutBody(
  deliveryDate: string,
  items: { optionId: string; quantity: number }[],
  townId: string,
  extra: { email?: string; postcode?: string; phone?: string } = {},
) {
  customers += 1;
  return {
    deliveryDate,
    items,
    customer: {
      name: 'Amara Okafor',
      email: extra.email ?? `customer${customers}-${Date.now()}@example.com`,
      phone: extra.phone ?? '07700 900123',
    },
    address: { line1: '12 Mill Lane', line2: 'Flat 3', townId, postcode: extra.postcode ?? 'SE15 4QN' },
    allergyNote: 'No sesame please',
  };
}

/** The provider's signed event for a checkout, as the webhook receives it. */
export function paymentEvent(type: 'checkout.session.completed' | 'checkout.session.expired', checkoutId: string) {
  const payload = JSON.stringify({
    id: `evt_${checkoutId.slice(0, 8)}_${type.length}`,
    type,
    data: {
      object: {
        id: `cs_offline_${checkoutId}`,
        client_reference_id: checkoutId,
        payment_intent: `pi_${checkoutId.replace(/-/g, '').slice(0, 20)}`,
        amount_total: 0,
        metadata: { checkoutId },
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

/** Sends the signed event to the webhook. */
export function sendPaymentEvent(
  t: TestApp,
  type: 'checkout.session.completed' | 'checkout.session.expired',
  checkoutId: string,
) {
  const { payload, signature } = paymentEvent(type, checkoutId);
  return t.api
    .post('/api/v1/webhooks/stripe')
    .set('content-type', 'application/json')
    .set('stripe-signature', signature)
    .send(payload);
}
