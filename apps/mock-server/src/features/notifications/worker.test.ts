// The background worker as a running server has it (NOTIFICATION_WORKER on): messages go out by themselves, woken by
// the database's announcement of new rows, without anyone calling deliverDue.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addCustomer, newVendor } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp({ NODE_ENV: 'test', NOTIFICATION_WORKER: 'on' });

describe('the notification worker', () => {
  it('sends a new order’s messages by itself once the order commits', async () => {
    const vendor = await newVendor(t, 'worker');
    await t.db.prisma.user.update({ where: { id: vendor.userId }, data: { phone: '+447700900777' } });
    const order = await placeOrder(vendor.businessId);
    await expect
      .poll(() =>
        t.db.prisma.outboxEmail.count({ where: { to: vendor.email, subject: { contains: order.reference } } }),
      )
      .toBe(1);
    await expect
      .poll(() => t.db.prisma.outboxText.count({ where: { to: '+447700900777', body: { contains: order.reference } } }))
      .toBe(1);
    await expect
      .poll(() => t.db.prisma.notificationDelivery.count({ where: { orderId: order.id, status: 'sent' } }))
      .toBe(2);
  });

  it('a burst of orders is sent by itself too, every message once', async () => {
    const vendor = await newVendor(t, 'worker-burst');
    await t.db.prisma.user.update({ where: { id: vendor.userId }, data: { phone: '+447700900778' } });
    const orders = await Promise.all(Array.from({ length: 8 }, () => placeOrder(vendor.businessId)));
    const ids = orders.map((o) => o.id);
    await expect
      .poll(() => t.db.prisma.notificationDelivery.count({ where: { orderId: { in: ids }, status: 'sent' } }))
      .toBe(16);
    const emails = await t.db.prisma.outboxEmail.findMany({ where: { to: vendor.email } });
    const texts = await t.db.prisma.outboxText.findMany({ where: { to: '+447700900778' } });
    for (const order of orders) {
      expect(emails.filter((e) => e.subject.includes(order.reference))).toHaveLength(1);
      expect(texts.filter((m) => m.body.includes(order.reference))).toHaveLength(1);
    }
  });
});

async function placeOrder(businessId: string) {
  const customer = await addCustomer(t.db.prisma, businessId, { firstName: 'Tolu', lastName: 'Bello' });
  const now = t.clock.now();
  const deliveryDate = new Date(Date.UTC(2031, 0, 10));
  return t.db.prisma.order.create({
    data: {
      businessId,
      customerId: customer.customerId,
      addressId: customer.addressId,
      reference: `ORD-W${randomUUID().slice(0, 8).toUpperCase()}`,
      amountPence: 1200,
      source: 'storefront',
      deliveryDate,
      createdAt: now,
      updatedAt: now,
      items: {
        create: [
          {
            mealName: 'Egusi Soup',
            optionSize: 'Regular',
            pricePence: 1200,
            quantity: 1,
            amountPence: 1200,
            deliveryDate,
            status: 'pending',
          },
        ],
      },
    },
  });
}
