// A customer pays on the offline checkout page with no payments configuration at all, the kitchen sees the order, and
// the customer hears of each step; cancelling refunds them; the kitchen's held share goes once its account connects.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_HANDLE, MANAGER_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { ORDERS } from '../../testing/orders.ts';
import { checkoutBody, demoMeal, demoTowns, KITCHEN, MONDAY_MORNING, STOREFRONT } from '../../testing/storefront.ts';

const t = useTestApp();
const TUESDAY = '2031-01-07';

let towns: Awaited<ReturnType<typeof demoTowns>>;

beforeAll(async () => {
  towns = await demoTowns(t);
});

beforeEach(() => {
  t.clock.set(MONDAY_MORNING);
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const mailsTo = (to: string) => t.db.prisma.outboxEmail.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });

/** A customer checks out a basket and pays on the offline page; answers the checkout and the paid order. */
async function orderAndPay() {
  const meal = await demoMeal(t, 'Jollof Rice with Chicken');
  const body = checkoutBody(TUESDAY, [{ optionId: meal.option.id, quantity: 2 }], towns.townId);
  const started = await t.api.post(`${KITCHEN}/checkouts`).send(body).expect(201);
  const { checkoutId, paymentUrl, total } = started.body.data;

  const page = await t.api.get(pathOf(paymentUrl)).expect(200);
  expect(page.text).toContain('Mama Ada&#39;s Kitchen');
  expect(page.text).toContain(`Pay £${total.toFixed(2)}`);
  expect(page.text).toContain(`/k/${DEMO_HANDLE}/checkout?cancelled=${checkoutId}">Back to the kitchen</a>`);

  const sig = new URL(paymentUrl).searchParams.get('sig')!;
  const paid = await t.api.post(new URL(paymentUrl).pathname).type('form').send({ sig }).expect(303);
  expect(pathOf(paid.headers.location!)).toBe(`/k/${DEMO_HANDLE}/return?checkout=${checkoutId}`);

  const status = await t.api.get(`${STOREFRONT}/checkouts/${checkoutId}`).expect(200);
  expect(status.body.data).toMatchObject({ status: 'paid', total });
  const order = await t.db.prisma.order.findUniqueOrThrow({ where: { checkoutId } });
  return { body, checkoutId, total, order, trackingUrl: status.body.data.trackingUrl as string };
}

describe('paying on the offline checkout', () => {
  it('makes the order, e-mails the confirmation with the tracking link, and e-mails each step the kitchen takes', async () => {
    const { body, order, total, trackingUrl } = await orderAndPay();
    const session = await t.db.prisma.offlineCheckoutSession.findFirstOrThrow({
      where: { checkoutId: order.checkoutId! },
    });
    expect(order).toMatchObject({ source: 'storefront', paymentIntentId: session.paymentIntentId });
    expect(trackingUrl).toMatch(/^\/track\/[\w-]+$/);

    const email = body.customer.email;
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe(`Your order ${order.reference} from Mama Ada's Kitchen`);
    expect(confirmation!.text).toContain(`Total paid: £${total.toFixed(2)}.`);
    expect(confirmation!.text).toContain('to 12 Mill Lane');
    expect(confirmation!.text).toContain(`Follow your order: http`);
    expect(confirmation!.text).toContain(trackingUrl);

    await t.api
      .patch(`${ORDERS}/${order.id}/status`)
      .set('authorization', await t.tokenFor(MANAGER_EMAIL))
      .send({ status: 'accepted' })
      .expect(200);
    const tracking = await t.api.get(`${STOREFRONT}/orders/${trackingUrl.split('/').pop()}`).expect(200);
    expect(tracking.body.data.status).toBe('accepted');
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      confirmation!.subject,
      `Mama Ada's Kitchen accepted your order ${order.reference}`,
    ]);
  });

  it('cancelling the paid order refunds the customer through the provider and tells them', async () => {
    const { body, order } = await orderAndPay();
    await t.api
      .post(`${ORDERS}/${order.id}/cancel`)
      .set('authorization', await t.tokenFor(MANAGER_EMAIL))
      .send({ reason: 'out_of_stock' })
      .expect(200);
    const [refund] = await t.db.prisma.offlinePaymentMovement.findMany({
      where: { paymentIntentId: order.paymentIntentId!, kind: 'refund' },
    });
    expect(refund).toMatchObject({ amountPence: order.amountPence });
    const rows = await t.db.prisma.transaction.findMany({ where: { orderId: order.id }, orderBy: { type: 'asc' } });
    expect(rows.filter((r) => r.type === 'refund')).toEqual([
      expect.objectContaining({ status: 'paid', amountPence: order.amountPence, providerReference: refund!.id }),
    ]);
    expect(rows.filter((r) => r.type !== 'refund').every((r) => r.status !== 'hold')).toBe(true);
    const last = (await mailsTo(body.customer.email)).at(-1)!;
    expect(last.subject).toBe(`Your order ${order.reference} was cancelled`);
    expect(last.text).toContain(`You have been refunded £${(order.amountPence / 100).toFixed(2)}`);
  });

  it('a kitchen not connected yet is paid its held share when it connects', async () => {
    await t.db.prisma.business.update({
      where: { id: DEMO_BUSINESS_ID },
      data: { stripeAccountId: null, stripeAccountOnboardingDone: false },
    });
    const { order } = await orderAndPay();
    const held = await t.db.prisma.transaction.findMany({ where: { orderId: order.id } });
    expect(held.map((r) => r.status)).toEqual(['hold', 'hold', 'hold']);

    // Signed in on the test's clock (a token from before it moved would have expired).
    const admin = await t.tokenFor(DEMO_EMAIL);
    const link = await t.api
      .post('/api/v1/vendor/payout/stripe-connect')
      .set('authorization', admin)
      .send({ callbackUrl: 'http://localhost:5173/payouts' })
      .expect(200);
    const url = new URL(link.body.data.accountOnboardingLink);
    await t.api
      .post(url.pathname)
      .type('form')
      .send({ return: url.searchParams.get('return'), sig: url.searchParams.get('sig') })
      .expect(303);

    const after = await t.db.prisma.transaction.findMany({ where: { orderId: order.id } });
    expect(after.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    const share = held.filter((r) => r.type === 'sale').reduce((sum, r) => sum + r.amountPence, 0);
    const [transfer] = await t.db.prisma.offlinePaymentMovement.findMany({
      where: { idempotencyKey: `held-share-${order.id}` },
    });
    expect(transfer).toMatchObject({ kind: 'transfer', amountPence: share });
    expect(after.every((r) => r.transferId === transfer!.id)).toBe(true);
  });
});
