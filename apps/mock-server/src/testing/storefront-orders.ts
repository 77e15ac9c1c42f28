// A storefront order as a paid checkout leaves it: the customer paid the offline provider, the order carries the
// payment, and its money is recorded as a sale, a delivery fee sale and the platform fee.
import { randomUUID } from 'node:crypto';
import { DEMO_BUSINESS_ID } from '../seed/fixtures.ts';
import { addCustomer, addOrder, addTransaction } from './factories.ts';
import type { TestApp } from './harness.ts';

export interface PaidOrderOptions {
  businessId?: string;
  status?: string;
  /** The status of its transactions: 'hold' when the kitchen's payout account was not connected at payment. */
  moneyStatus?: 'hold' | 'paid';
  /** The provider's payment; by default a payment made on the offline checkout for the order's amount. */
  paymentIntentId?: string;
}

/** A paid storefront order of a published meal that has allergens (the demo kitchen's unless told). */
export async function paidStorefrontOrder(t: TestApp, options: PaidOrderOptions = {}) {
  const businessId = options.businessId ?? DEMO_BUSINESS_ID;
  const meal = await t.db.prisma.meal.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, status: 'published', allergens: { some: {} } },
    include: { options: true, allergens: { include: { allergen: true } } },
  });
  const option = meal.options[0]!;
  const customer = await addCustomer(t.db.prisma, businessId, { firstName: 'Ada', lastName: 'Lovelace' });
  const deliveryFeePence = 450;
  const subtotal = option.pricePence * 2;
  const platformFeePence = Math.round(subtotal * 0.05);
  const order = await addOrder(t.db.prisma, {
    businessId,
    customerId: customer.customerId,
    addressId: customer.addressId,
    createdAt: t.clock.now(),
    status: options.status ?? 'pending',
    items: [{ pricePence: option.pricePence, quantity: 2, mealId: meal.id, mealOptionId: option.id }],
    deliveryFeePence,
    platformFeePence,
  });
  let paymentIntentId = options.paymentIntentId;
  if (!paymentIntentId) {
    const { sessionId } = await t.app.payments.createCheckout({
      checkoutId: randomUUID(),
      customerEmail: customer.email,
      lines: [{ name: meal.name, unitAmountPence: option.pricePence, quantity: 2 }],
      totalPence: order.amountPence,
      applicationFeePence: platformFeePence,
      destinationAccountId: null,
      successUrl: 'http://localhost/k/x/return',
      cancelUrl: 'http://localhost/k/x/checkout',
      serverOrigin: 'http://localhost',
      expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000),
    });
    ({ paymentIntentId } = await t.db.prisma.offlineCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } }));
  }
  await t.db.prisma.order.update({ where: { id: order.id }, data: { source: 'storefront', paymentIntentId } });
  const status = options.moneyStatus ?? 'hold';
  const at = t.clock.now();
  const money = [
    await addTransaction(t.db.prisma, {
      businessId,
      type: 'sale',
      status,
      amountPence: subtotal,
      createdAt: at,
      orderId: order.id,
    }),
    await addTransaction(t.db.prisma, {
      businessId,
      type: 'sale',
      status,
      amountPence: deliveryFeePence,
      createdAt: at,
      orderId: order.id,
    }),
    await addTransaction(t.db.prisma, {
      businessId,
      type: 'fee',
      status,
      amountPence: platformFeePence,
      createdAt: at,
      orderId: order.id,
    }),
  ];
  return {
    order: { ...order, paymentIntentId: paymentIntentId! },
    customer,
    meal,
    option,
    money,
    kitchenSharePence: subtotal + deliveryFeePence,
  };
}
