// What the order suites share.
import { DEMO_BUSINESS_ID } from '../seed/fixtures.ts';
import { addOrder } from './factories.ts';
import type { TestApp } from './harness.ts';

export const ORDERS = '/api/v1/vendor/business/orders';

/** Pence of a pounds amount on the wire (exact for 2-decimal values). */
export const pence = (pounds: number) => Math.round(pounds * 100);

/** A fresh order of the demo business in the given status (items with real meals, fees, a customer). */
export async function demoOrder(t: TestApp, status = 'pending', createdAt = t.clock.now()) {
  const meal = await t.db.prisma.meal.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, status: 'published' },
    include: { options: true },
  });
  const customer = await t.db.prisma.customer.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID },
    include: { addresses: true },
  });
  const option = meal.options[0]!;
  return addOrder(t.db.prisma, {
    businessId: DEMO_BUSINESS_ID,
    customerId: customer.id,
    addressId: customer.addresses[0]!.id,
    createdAt,
    status,
    items: [
      { pricePence: option.pricePence, quantity: 2, mealId: meal.id, mealOptionId: option.id },
      { pricePence: 333, quantity: 1, mealId: meal.id, mealOptionId: option.id },
    ],
    deliveryFeePence: 450,
    platformFeePence: 101,
  });
}
