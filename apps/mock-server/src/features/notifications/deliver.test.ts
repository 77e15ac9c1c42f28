// "New orders" by e-mail and by text: who hears of a storefront order, what they read, and that each message goes
// exactly once, however many workers run and whatever fails on the way. On PostgreSQL (`pnpm test:pg`) the two
// workers below really claim at the same moment; on embedded PGlite they take turns, and the same must hold.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Email, type Mailer, OutboxMailer } from '../../lib/mailer.ts';
import { OutboxSms, SmsError, type SmsSender, type TextMessage } from '../../lib/sms/sms.ts';
import { DEMO_EMAIL, MANAGER_EMAIL, MERCHANDIZER_EMAIL } from '../../seed/fixtures.ts';
import { addCustomer, newVendor } from '../../testing/factories.ts';
import { startSiblingApp, useTestApp } from '../../testing/harness.ts';
import {
  checkoutBody,
  demoMeal,
  demoTowns,
  KITCHEN,
  MONDAY_MORNING,
  sendPaymentEvent,
  STOREFRONT_ENV,
} from '../../testing/storefront.ts';
import { countQueries } from '../../testing/query-count.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { CLAIM_MS, deliverDue, KEEP_DAYS, pruneDeliveries, type Senders } from './deliver.ts';

const t = useTestApp(STOREFRONT_ENV);
const prisma = () => t.db.prisma;
const DAY = 86_400_000;

interface Kitchen {
  businessId: string;
  owner: Person;
  /** Merchandizer: holds orders.view. */
  viewer: Person;
  /** Merchandizer without a phone number. */
  viewerWithoutPhone: Person;
  /** A custom role without orders.view. */
  menuOnly: Person;
  /** A Merchandizer whose membership is deactivated. */
  suspended: Person;
  /** A member of a role holding orders.view that was switched off. */
  inactiveRole: Person;
}

interface Person {
  userId: string;
  email: string;
  phone: string | null;
}

let phoneCounter = 100_000;
const nextPhone = () => `+447700${++phoneCounter}`;

async function addPerson(
  businessId: string,
  roleId: string,
  options: { phone?: boolean; status?: string } = {},
): Promise<Person> {
  const email = `notify-${randomUUID().slice(0, 8)}@kitchen.test`;
  const phone = options.phone === false ? null : nextPhone();
  const user = await prisma().user.create({
    data: {
      email,
      firstName: 'Team',
      lastName: 'Member',
      phone,
      membership: { create: { businessId, roleId, status: options.status ?? 'active' } },
    },
  });
  return { userId: user.id, email, phone };
}

/** A kitchen of its own, so each test knows exactly who should hear of its orders. */
async function kitchen(): Promise<Kitchen> {
  const vendor = await newVendor(t, 'kitchen-owner');
  const ownerPhone = nextPhone();
  await prisma().user.update({ where: { id: vendor.userId }, data: { phone: ownerPhone } });
  const { businessId } = vendor;
  const merch = await prisma().role.findFirstOrThrow({ where: { businessId, slug: 'merchandizer' } });
  const menuRole = await prisma().role.create({
    data: {
      businessId,
      name: 'Menu only',
      slug: `menu-${randomUUID().slice(0, 6)}`,
      permissions: { create: [{ permission: 'meals.view' }, { permission: 'meals.manage' }] },
    },
  });
  const offRole = await prisma().role.create({
    data: {
      businessId,
      name: 'Switched off',
      slug: `off-${randomUUID().slice(0, 6)}`,
      status: 'inactive',
      permissions: { create: [{ permission: 'orders.view' }] },
    },
  });
  return {
    businessId,
    owner: { userId: vendor.userId, email: vendor.email, phone: ownerPhone },
    viewer: await addPerson(businessId, merch.id),
    viewerWithoutPhone: await addPerson(businessId, merch.id, { phone: false }),
    menuOnly: await addPerson(businessId, menuRole.id),
    suspended: await addPerson(businessId, merch.id, { status: 'suspended' }),
    inactiveRole: await addPerson(businessId, offRole.id),
  };
}

/** An order as the storefront's paid checkout writes it (source storefront), in one statement. */
async function storefrontOrder(
  businessId: string,
  source: 'storefront' | 'vendor' = 'storefront',
  item: { mealName: string; quantity: number } = { mealName: 'Jollof Rice', quantity: 2 },
) {
  const customer = await addCustomer(prisma(), businessId, { firstName: 'Amara', lastName: 'Okafor' });
  const now = t.clock.now();
  const deliveryDate = new Date(Date.UTC(2031, 0, 10));
  return prisma().order.create({
    data: {
      businessId,
      customerId: customer.customerId,
      addressId: customer.addressId,
      reference: `ORD-N${randomUUID().slice(0, 8).toUpperCase()}`,
      status: 'pending',
      amountPence: 1000 * item.quantity + 450,
      deliveryFeePence: 450,
      source,
      deliveryDate,
      createdAt: now,
      updatedAt: now,
      items: {
        create: [
          {
            mealName: item.mealName,
            optionSize: 'Large',
            pricePence: 1000,
            quantity: item.quantity,
            amountPence: 1000 * item.quantity,
            deliveryDate,
            status: 'pending',
          },
        ],
      },
    },
  });
}

const emailsAbout = (reference: string) =>
  prisma().outboxEmail.findMany({ where: { subject: { contains: `New order ${reference}` } }, orderBy: { to: 'asc' } });
const textsAbout = (reference: string) =>
  prisma().outboxText.findMany({ where: { body: { contains: reference } }, orderBy: { to: 'asc' } });

async function setSwitches(userId: string, switches: { emailNewOrders?: boolean; smsNewOrders?: boolean }) {
  await prisma().notificationPreference.upsert({
    where: { userId },
    create: { userId, ...switches },
    update: switches,
  });
}

beforeEach(() => {
  t.clock.set(MONDAY_MORNING);
});

describe('a customer pays on the storefront', () => {
  it('the paid checkout tells the kitchen once, however often the payment event arrives', async () => {
    const towns = await demoTowns(t);
    const meal = await demoMeal(t, 'Jollof Rice with Chicken');
    const body = checkoutBody('2031-01-07', [{ optionId: meal.option.id, quantity: 2 }], towns.townId);
    const started = await t.api.post(`${KITCHEN}/checkouts`).send(body).expect(201);
    const { checkoutId } = started.body.data;
    await sendPaymentEvent(t, 'checkout.session.completed', checkoutId).expect(200);
    await sendPaymentEvent(t, 'checkout.session.completed', checkoutId).expect(200);
    const order = await prisma().order.findUniqueOrThrow({ where: { checkoutId } });

    // Written with the order, sent by the worker: nothing went out in the webhook's request.
    expect(await emailsAbout(order.reference)).toEqual([]);
    await t.app.notifications.deliverDue();
    const to = (await emailsAbout(order.reference)).map((e) => e.to);
    expect(to).toEqual(expect.arrayContaining([DEMO_EMAIL, MANAGER_EMAIL, MERCHANDIZER_EMAIL]));
    expect(new Set(to).size).toBe(to.length);
    const mail = (await emailsAbout(order.reference)).find((e) => e.to === DEMO_EMAIL)!;
    expect(mail.text).toContain('Amara Okafor placed order');
    expect(mail.text).toContain("with Mama Ada's Kitchen");
    expect(mail.text).toContain('Delivery: Tuesday, 7 January 2031');
    expect(mail.text).toContain(`2 × ${meal.name}`);
    expect(mail.text).toContain('Allergy note from the customer: No sesame please');
  });
});

describe('New orders by e-mail', () => {
  it('e-mails the owner and every active member who may view orders, once per order', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    await t.app.notifications.deliverDue();

    const emails = await emailsAbout(order.reference);
    expect(emails.map((e) => e.to).sort()).toEqual([k.owner.email, k.viewer.email, k.viewerWithoutPhone.email].sort());
    const [mail] = emails;
    expect(mail?.subject).toBe(`New order ${order.reference} from Amara Okafor (£24.50)`);
    expect(mail?.text).toContain('Amara Okafor placed order');
    expect(mail?.text).toContain('Delivery: Friday, 10 January 2031, to Peckham, SE15 4AA.');
    expect(mail?.text).toContain('2 × Jollof Rice (Large): £20.00');
    expect(mail?.text).toContain('Total: £24.50.');
    expect(mail?.text).toContain(`/dashboard/orders?order=${order.id}`);
    expect(mail?.html).toContain(`New order ${order.reference}`);

    // Another run, or a second order, sends nothing again for the first.
    await t.app.notifications.deliverDue();
    expect(await emailsAbout(order.reference)).toHaveLength(3);
    const second = await storefrontOrder(k.businessId);
    await t.app.notifications.deliverDue();
    expect(await emailsAbout(order.reference)).toHaveLength(3);
    expect(await emailsAbout(second.reference)).toHaveLength(3);
  });

  it('sends nothing to a member whose "New orders" e-mail is off', async () => {
    const k = await kitchen();
    await setSwitches(k.viewer.userId, { emailNewOrders: false });
    const order = await storefrontOrder(k.businessId);
    await t.app.notifications.deliverDue();
    const to = (await emailsAbout(order.reference)).map((e) => e.to);
    expect(to).not.toContain(k.viewer.email);
    expect(to).toContain(k.owner.email);
    // The text still goes: the switches are separate.
    expect((await textsAbout(order.reference)).map((m) => m.to)).toContain(k.viewer.phone);
  });

  it('a switch turned off after the order but before sending stops the message', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    await setSwitches(k.owner.userId, { emailNewOrders: false, smsNewOrders: false });
    const counts = await t.app.notifications.deliverDue();
    expect(counts.skipped).toBeGreaterThanOrEqual(2);
    expect((await emailsAbout(order.reference)).map((e) => e.to)).not.toContain(k.owner.email);
    expect((await textsAbout(order.reference)).map((m) => m.to)).not.toContain(k.owner.phone);
  });

  it('orders the kitchen enters itself, the seed and the sample order tell nobody', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId, 'vendor');
    const auth = await t.tokenFor(DEMO_EMAIL);
    const sample = await t.api.post('/api/v1/dev/sample-order').set('authorization', auth).expect(201);
    expect(
      await prisma().notificationDelivery.count({ where: { orderId: { in: [order.id, sample.body.data.id] } } }),
    ).toBe(0);
    // The seeded years of orders left nothing waiting either.
    const [fromVendorOrders] = await prisma().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM notification_deliveries d JOIN orders o ON o.id = d.order_id
      WHERE o.source <> 'storefront'`;
    expect(fromVendorOrders?.n).toBe(0);
  });
});

describe('New orders by text', () => {
  it('texts the members with a phone who may view orders; a member without a phone is skipped', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    await t.app.notifications.deliverDue();
    const texts = await textsAbout(order.reference);
    expect(texts.map((m) => m.to).sort()).toEqual([k.owner.phone, k.viewer.phone].sort());
    expect(texts[0]?.body).toBe(
      `New order ${order.reference} from Amara Okafor: 2 portions, £24.50, for Fri 10 Jan. ` +
        `http://localhost:0/dashboard/orders?order=${order.id}`,
    );
    // No row at all for the member without a phone, nor for the ones who may not see orders.
    const rows = await prisma().notificationDelivery.findMany({ where: { orderId: order.id, channel: 'sms' } });
    expect(rows.map((r) => r.userId).sort()).toEqual([k.owner.userId, k.viewer.userId].sort());
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
  });

  it('sends no text to a member whose "New orders" text is off', async () => {
    const k = await kitchen();
    await setSwitches(k.owner.userId, { smsNewOrders: false });
    const order = await storefrontOrder(k.businessId);
    await t.app.notifications.deliverDue();
    expect((await textsAbout(order.reference)).map((m) => m.to)).toEqual([k.viewer.phone]);
    expect((await emailsAbout(order.reference)).map((e) => e.to)).toContain(k.owner.email);
  });

  it('a phone removed before sending skips the text', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    await prisma().user.update({ where: { id: k.viewer.userId }, data: { phone: null } });
    await t.app.notifications.deliverDue();
    expect((await textsAbout(order.reference)).map((m) => m.to)).toEqual([k.owner.phone]);
    const row = await prisma().notificationDelivery.findFirstOrThrow({
      where: { orderId: order.id, userId: k.viewer.userId, channel: 'sms' },
    });
    expect(row).toMatchObject({ status: 'skipped', lastError: 'no phone number' });
  });
});

/** A sender that fails as told, and otherwise records what it was given. */
function scriptedSenders(failures: { email?: Error[]; sms?: Error[] }) {
  const sent = { emails: [] as Email[], texts: [] as TextMessage[] };
  const mailer: Mailer = {
    kind: 'smtp',
    async send(email) {
      const error = failures.email?.shift();
      if (error) throw error;
      sent.emails.push(email);
    },
  };
  const sms: SmsSender = {
    kind: 'twilio',
    async send(text) {
      const error = failures.sms?.shift();
      if (error) throw error;
      sent.texts.push(text);
    },
  };
  return { mailer, sms, sent };
}

describe('a failed send', () => {
  it('is retried later with a growing delay, never answered to anyone as an error, and sent once it passes', async () => {
    const k = await kitchen();
    await prisma().membership.deleteMany({
      where: { businessId: k.businessId, userId: { not: k.owner.userId } },
    });
    const order = await storefrontOrder(k.businessId);
    const senders = scriptedSenders({
      email: [new Error('SMTP 421 try later'), new Error('SMTP 421 try later')],
      sms: [new SmsError('Twilio answered 503: unavailable', false)],
    });
    const first = await t.app.notifications.deliverDue(senders);
    expect(first).toEqual({ sent: 0, skipped: 0, retried: 2, failed: 0 });
    const rows = () =>
      prisma().notificationDelivery.findMany({ where: { orderId: order.id }, orderBy: { channel: 'asc' } });
    const [email, sms] = await rows();
    expect(email).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' });
    expect(email?.runAfter).toEqual(new Date(t.clock.now().getTime() + 30_000));
    expect(sms).toMatchObject({ status: 'pending', attempts: 1 });

    // Not due yet: nothing is tried.
    expect(await t.app.notifications.deliverDue(senders)).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    t.clock.advance(30_000);
    // The text passes; the e-mail fails a second time and waits twice as long.
    expect(await t.app.notifications.deliverDue(senders)).toEqual({ sent: 1, skipped: 0, retried: 1, failed: 0 });
    expect((await rows())[0]?.runAfter).toEqual(new Date(t.clock.now().getTime() + 60_000));
    t.clock.advance(60_000);
    expect(await t.app.notifications.deliverDue(senders)).toEqual({ sent: 1, skipped: 0, retried: 0, failed: 0 });
    expect(senders.sent.emails.map((e) => e.to)).toEqual([k.owner.email]);
    expect(senders.sent.texts.map((m) => m.to)).toEqual([k.owner.phone]);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a refusal that cannot change (a number the provider rejects) is given up at once', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    const senders = scriptedSenders({ sms: [new SmsError("Twilio answered 400 (error 21211): Invalid 'To'", true)] });
    await t.app.notifications.deliverDue(senders);
    const failed = await prisma().notificationDelivery.findMany({ where: { orderId: order.id, status: 'failed' } });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ channel: 'sms', attempts: 1, lastError: expect.stringContaining('21211') });
    t.clock.advance(DAY);
    await t.app.notifications.deliverDue(senders);
    expect(await prisma().notificationDelivery.count({ where: { orderId: order.id, status: 'failed' } })).toBe(1);
  });

  it('a message claimed by a worker that stopped mid-send is taken again once its claim lapses', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    const row = await prisma().notificationDelivery.findFirstOrThrow({
      where: { orderId: order.id, userId: k.owner.userId, channel: 'email' },
    });
    // As a process that claimed it and then stopped would leave it.
    await prisma().notificationDelivery.update({
      where: { id: row.id },
      data: { status: 'sending', attempts: 1, claimedUntil: new Date(t.clock.now().getTime() + CLAIM_MS) },
    });
    const senders = scriptedSenders({});
    await t.app.notifications.deliverDue(senders);
    expect(senders.sent.emails.map((e) => e.to)).not.toContain(k.owner.email);
    t.clock.advance(CLAIM_MS + 1000);
    await t.app.notifications.deliverDue(senders);
    expect(senders.sent.emails.filter((e) => e.to === k.owner.email)).toHaveLength(1);
    expect(await prisma().notificationDelivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('old messages', () => {
  it('are deleted once done with for a month; one still waiting is kept', async () => {
    const k = await kitchen();
    const order = await storefrontOrder(k.businessId);
    await t.app.notifications.deliverDue();
    const waiting = await storefrontOrder(k.businessId);
    t.clock.advance((KEEP_DAYS + 1) * DAY);
    await pruneDeliveries(t.app);
    expect(await prisma().notificationDelivery.count({ where: { orderId: order.id } })).toBe(0);
    expect(await prisma().notificationDelivery.count({ where: { orderId: waiting.id } })).toBe(5);
    await t.app.notifications.deliverDue();
  });
});

describe('a batch of messages', () => {
  it('sends the messages of several orders and members once each, each with its own order, in a few statements', async () => {
    await t.app.notifications.deliverDue(); // what earlier tests left due
    const kitchens = [await kitchen(), await kitchen()];
    const orders = [];
    for (const [n, k] of kitchens.entries())
      for (let i = 1; i <= 3; i++) {
        const order = await storefrontOrder(k.businessId, 'storefront', { mealName: `Meal ${n}-${i}`, quantity: i });
        orders.push({ k, order, mealName: `Meal ${n}-${i}`, quantity: i });
      }
    // One member turned everything off after the orders: their rows are skipped in the same batches.
    await setSwitches(kitchens[1]!.viewer.userId, { emailNewOrders: false, smsNewOrders: false });
    const rows = await prisma().notificationDelivery.count({
      where: { orderId: { in: orders.map((o) => o.order.id) } },
    });
    expect(rows).toBe(6 * 5); // more than one batch

    const senders = scriptedSenders({});
    const { result: counts, queries } = await countQueries(t, (client) => deliverDueWith(client, senders));
    expect(counts).toEqual({ sent: 6 * 5 - 3 * 2, skipped: 3 * 2, retried: 0, failed: 0 });
    // Per batch: the claim, the members, the orders, the sent mark (and the skipped mark), not statements per row.
    expect(queries.length).toBeLessThanOrEqual(10);

    const emails = senders.sent.emails.map((e) => `${e.to} ${e.subject}`);
    const texts = senders.sent.texts.map((m) => `${m.to} ${m.body}`);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(texts).size).toBe(texts.length);
    for (const { k, order, mealName, quantity } of orders) {
      const skipped = k === kitchens[1];
      const mails = senders.sent.emails.filter((e) => e.subject.includes(order.reference));
      const people = skipped ? [k.owner, k.viewerWithoutPhone] : [k.owner, k.viewer, k.viewerWithoutPhone];
      expect(mails.map((e) => e.to).sort()).toEqual(people.map((p) => p.email).sort());
      const total = `£${(10 * quantity + 4.5).toFixed(2)}`;
      for (const mail of mails) {
        expect(mail.subject).toBe(`New order ${order.reference} from Amara Okafor (${total})`);
        expect(mail.text).toContain(`${quantity} × ${mealName} (Large): £${(10 * quantity).toFixed(2)}`);
        expect(mail.text).toContain(`Total: ${total}.`);
        expect(mail.text).toContain(`/dashboard/orders?order=${order.id}`);
      }
      const sms = senders.sent.texts.filter((m) => m.body.includes(order.reference));
      expect(sms.map((m) => m.to).sort()).toEqual((skipped ? [k.owner.phone] : [k.owner.phone, k.viewer.phone]).sort());
      for (const text of sms)
        expect(text.body).toBe(
          `New order ${order.reference} from Amara Okafor: ${quantity} ${quantity === 1 ? 'portion' : 'portions'}, ` +
            `${total}, for Fri 10 Jan. http://localhost:0/dashboard/orders?order=${order.id}`,
        );
    }
    const statuses = await prisma().notificationDelivery.groupBy({
      by: ['status'],
      where: { orderId: { in: orders.map((o) => o.order.id) } },
      _count: true,
    });
    expect(Object.fromEntries(statuses.map((s) => [s.status, s._count]))).toEqual({ sent: 24, skipped: 6 });
    const skippedRows = await prisma().notificationDelivery.findMany({
      where: { userId: kitchens[1]!.viewer.userId },
    });
    expect(skippedRows.every((r) => r.status === 'skipped' && r.lastError === 'switched off')).toBe(true);

    // Sent once: another run sends nothing.
    expect(await t.app.notifications.deliverDue(senders)).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    expect(senders.sent.emails).toHaveLength(emails.length);
  });
});

describe('the offline outbox', () => {
  it("takes a batch's e-mails in one statement and its texts in another; a refused statement puts them all back", async () => {
    await t.app.notifications.deliverDue(); // what earlier tests left due
    const k = await kitchen();
    const orders = [await storefrontOrder(k.businessId), await storefrontOrder(k.businessId)];
    const references = orders.map((o) => o.reference);
    const outbox = async () => ({
      emails: (await prisma().outboxEmail.findMany({ where: { subject: { contains: 'New order ORD' } } }))
        .filter((e) => references.some((r) => e.subject.includes(r)))
        .map((e) => e.to)
        .sort(),
      texts: (await prisma().outboxText.findMany())
        .filter((m) => references.some((r) => m.body.includes(r)))
        .map((m) => m.to)
        .sort(),
    });

    // The outbox refuses (the database is away for its insert): every message is put back, none marked sent.
    const refusing = (client: PrismaClient): Senders => ({
      mailer: Object.assign(new OutboxMailer(client), {
        sendMany: () => Promise.reject(new Error('outbox unavailable')),
      }),
      sms: Object.assign(new OutboxSms(client), { sendMany: () => Promise.reject(new Error('outbox unavailable')) }),
    });
    expect(await deliverDueWith(prisma(), refusing(prisma()))).toEqual({ sent: 0, skipped: 0, retried: 10, failed: 0 });
    expect(await outbox()).toEqual({ emails: [], texts: [] });

    t.clock.advance(30_000);
    const { result: counts, queries } = await countQueries(t, (client) =>
      deliverDueWith(client, { mailer: new OutboxMailer(client), sms: new OutboxSms(client) }),
    );
    expect(counts).toEqual({ sent: 10, skipped: 0, retried: 0, failed: 0 });
    const inserts = queries.filter((q) => /INSERT INTO outbox_/.test(q));
    expect(inserts).toHaveLength(2);
    // The claim, the members, the orders, the e-mails, the texts, the sent mark.
    expect(queries.length).toBeLessThanOrEqual(6);
    const people = [k.owner.email, k.viewer.email, k.viewerWithoutPhone.email].sort();
    expect(await outbox()).toEqual({
      emails: [...people, ...people].sort(),
      texts: [k.owner.phone, k.owner.phone, k.viewer.phone, k.viewer.phone].sort(),
    });
  });
});

/** deliverDue on a given client (one that counts its statements), with the app's clock, settings and log. */
function deliverDueWith(client: PrismaClient, senders: Senders) {
  const app = Object.create(t.app, { prisma: { value: client } }) as FastifyInstance;
  return deliverDue(app, senders);
}

describe('two workers at once', () => {
  let sibling: FastifyInstance;
  beforeAll(async () => {
    sibling = await startSiblingApp(t);
  });
  afterAll(async () => {
    await sibling.close();
  });

  it('send every message exactly once between them', async () => {
    const k = await kitchen();
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await storefrontOrder(k.businessId));
    const ids = orders.map((o) => o.id);
    const expected = await prisma().notificationDelivery.count({ where: { orderId: { in: ids } } });
    expect(expected).toBe(12 * 5); // owner, viewer, viewer without phone by e-mail; owner and viewer by text

    // Sends that take a moment, so both workers are busy at the same time.
    const log: string[] = [];
    const slow = (name: string) => ({
      mailer: {
        kind: 'smtp' as const,
        send: async (email: Email) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          log.push(`${name} email ${email.to} ${email.subject}`);
        },
      },
      sms: {
        kind: 'twilio' as const,
        send: async (text: TextMessage) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          log.push(`${name} sms ${text.to} ${text.body}`);
        },
      },
    });
    const [a, b] = await Promise.all([
      t.app.notifications.deliverDue(slow('a')),
      sibling.notifications.deliverDue(slow('b')),
    ]);
    expect(a.sent + b.sent).toBe(expected);
    // Both took part.
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(a.retried + b.retried + a.failed + b.failed).toBe(0);
    const messages = log.map((line) => line.slice(2));
    expect(new Set(messages).size).toBe(expected);
    expect(await prisma().notificationDelivery.count({ where: { orderId: { in: ids }, status: 'sent' } })).toBe(
      expected,
    );
  });
});
