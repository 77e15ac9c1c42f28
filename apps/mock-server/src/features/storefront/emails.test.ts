// What a storefront customer is e-mailed: the confirmation, then the status changes the kitchen makes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPounds } from '../../lib/money.ts';
import { useTestApp } from '../../testing/harness.ts';
import { demoOrder, ORDERS } from '../../testing/orders.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { paidStorefrontOrder } from '../../testing/storefront-orders.ts';
import { sendOrderConfirmation } from './emails.ts';
import { trackingToken, trackingTokenHash } from './tracking-token.ts';

const t = useTestApp();
const people = useSeededPeople(t);
const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

const mailsTo = (to: string) => t.db.prisma.outboxEmail.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });
const move = (id: string, status: string) =>
  t.api.patch(`${ORDERS}/${id}/status`).set('authorization', people.manager).send({ status }).expect(200);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('order confirmation', () => {
  it('has the reference, items, delivery date and address, total, allergens and the private tracking link', async () => {
    const { order, customer, meal, option } = await paidStorefrontOrder(t);
    await t.db.prisma.order.update({ where: { id: order.id }, data: { allergyNote: 'No sesame please' } });
    await sendOrderConfirmation(t.app, order.id);

    const [mail, ...more] = await mailsTo(customer.email);
    expect(more).toEqual([]);
    const kitchen = await t.db.prisma.business.findUniqueOrThrow({ where: { id: order.businessId } });
    expect(mail!.subject).toBe(`Your order ${order.reference} from ${kitchen.kitchenName ?? kitchen.businessName}`);
    const { text, html } = mail!;
    expect(text).toContain(`Your order reference is ${order.reference}.`);
    expect(text).toContain(`2 × Test meal (Regular): ${formatPounds(option.pricePence * 2)}`);
    expect(text).toContain(`Delivery fee: £4.50.`);
    expect(text).toContain(`Total paid: ${formatPounds(order.amountPence)}.`);
    const day = await t.db.prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const longDay = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(day.deliveryDate);
    expect(text).toContain(`Delivery: ${longDay}, to 1 Test Street, Peckham, SE15 4AA.`);
    const allergens = meal.allergens.map((a) => a.allergen.name).sort((a, b) => a.localeCompare(b));
    expect(allergens.length).toBeGreaterThan(0);
    expect(text).toContain(`Allergens in what you ordered: ${allergens.join(', ')}.`);
    expect(text).toContain('Your allergy note to the kitchen: No sesame please');

    const token = trackingToken(JWT_SECRET, order.id);
    const link = text.match(/Follow your order: (\S+)/)?.[1];
    expect(link).toMatch(new RegExp(`^https?://[^/]+/track/${token}$`));
    // The link's token is what the tracking page looks up by its hash; another order's token differs.
    expect(trackingTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(trackingToken(JWT_SECRET, `${order.id}x`)).not.toBe(token);
    expect(html).toContain(`/track/${token}`);
    expect(html).toContain(order.reference);
  });

  it('is not sent for the kitchen’s own orders', async () => {
    const order = await demoOrder(t);
    const before = await t.db.prisma.outboxEmail.count();
    await sendOrderConfirmation(t.app, order.id);
    expect(await t.db.prisma.outboxEmail.count()).toBe(before);
  });
});

describe('status e-mails', () => {
  it('tells the customer when the order is accepted, out for delivery and delivered, and nothing else', async () => {
    const { order, customer } = await paidStorefrontOrder(t);
    await move(order.id, 'accepted');
    let mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(`accepted your order ${order.reference}`)]);
    expect(mails[0]!.text).toContain(`/track/${trackingToken(JWT_SECRET, order.id)}`);

    await move(order.id, 'preparing');
    await move(order.id, 'ready');
    expect(await mailsTo(customer.email)).toHaveLength(1);
    await move(order.id, 'out_for_delivery');
    await move(order.id, 'delivered');
    mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject).slice(1)).toEqual([
      `Your order ${order.reference} is out for delivery`,
      `Your order ${order.reference} was delivered`,
    ]);
  });

  it('tells the customer when the order is cancelled, why, and what was refunded', async () => {
    const { order, customer } = await paidStorefrontOrder(t);
    await t.api
      .post(`${ORDERS}/${order.id}/cancel`)
      .set('authorization', people.manager)
      .send({ reason: 'kitchen_closed', details: 'Our oven broke down.' })
      .expect(200);
    const [mail, ...more] = await mailsTo(customer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your order ${order.reference} was cancelled`);
    expect(mail!.text).toContain('because the kitchen is closed that day. Our oven broke down.');
    expect(mail!.text).toContain(`You have been refunded ${formatPounds(order.amountPence)} to the card you paid with`);
  });

  it('the kitchen’s own orders send nothing', async () => {
    const order = await demoOrder(t);
    const before = await t.db.prisma.outboxEmail.count();
    await move(order.id, 'accepted');
    expect(await t.db.prisma.outboxEmail.count()).toBe(before);
  });

  it('a failure to send never fails the change', async () => {
    const { order, customer } = await paidStorefrontOrder(t);
    vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await move(order.id, 'accepted');
    expect(res.body.data.status).toBe('accepted');
    expect(await mailsTo(customer.email)).toEqual([]);
  });
});
