// The storefront API: a customer orders from a kitchen's public page. Every rule the server enforces, whatever the
// page sends (docs/storefront.md).
import type { StreamReady } from '@vendor/api-types';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, OTHER_BUSINESS_ID, OTHER_HANDLE } from '../../seed/fixtures.ts';
import { addCustomer, addOrder } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';
import { eventStreamUrl, isOrderEvent, openEventStream } from '../../testing/event-stream.ts';
import {
  checkoutBody,
  demoMeal,
  demoTowns,
  KITCHEN,
  MONDAY_MORNING,
  sendPaymentEvent,
  STOREFRONT,
  STOREFRONT_ENV,
} from '../../testing/storefront.ts';

const t = useTestApp(STOREFRONT_ENV);
const TUESDAY = '2031-01-07';
const WEDNESDAY = '2031-01-08';
const SUNDAY = '2031-01-12';

let towns: Awaited<ReturnType<typeof demoTowns>>;

beforeAll(async () => {
  towns = await demoTowns(t);
});

beforeEach(() => {
  t.clock.set(MONDAY_MORNING);
});

const checkout = (body: object) => t.api.post(`${KITCHEN}/checkouts`).send(body);
const fieldsOf = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);

describe('the kitchen', () => {
  it('shows the demo kitchen: zones with fees, opening days, the cut-off in words and the days to order for', async () => {
    const res = await t.api.get(KITCHEN).expect(200);
    const k = res.body.data;
    expect(k).toMatchObject({
      handle: 'mama-adas-kitchen',
      name: "Mama Ada's Kitchen",
      cutOffTime: '18:00',
      cutOffText: 'Order by 18:00 the day before',
      open: true,
      closedReason: null,
    });
    expect(k.cuisines).toEqual(expect.arrayContaining(['Nigerian', 'Ghanaian']));
    expect(k.openingDays.find((d: { day: string }) => d.day === 'sunday')).toEqual({ day: 'sunday', open: false });
    const zone = k.zones.find((z: { towns: { id: string }[] }) => z.towns.some((x) => x.id === towns.townId));
    expect(zone.fee).toBe(towns.feePence / 100);
    // Tuesday to the Monday two weeks on, without the Sundays.
    expect(k.deliveryDates[0]).toBe(TUESDAY);
    expect(k.deliveryDates).not.toContain(SUNDAY);
    expect(k.deliveryDates).toHaveLength(12);
  });

  it('drops tomorrow once the cut-off passes, in UK summer time on the day the clocks change', async () => {
    t.clock.set(new Date('2031-03-30T16:59:00.000Z'));
    expect((await t.api.get(KITCHEN).expect(200)).body.data.deliveryDates[0]).toBe('2031-03-31');
    t.clock.set(new Date('2031-03-30T17:00:00.000Z')); // 18:00 in the UK
    expect((await t.api.get(KITCHEN).expect(200)).body.data.deliveryDates[0]).toBe('2031-04-01');
  });

  it('answers 404 for an unknown handle, and not_ready for a kitchen without a published meal', async () => {
    await t.api.get(`${STOREFRONT}/kitchens/no-such-kitchen`).expect(404);
    const published = await t.db.prisma.meal.findMany({
      where: { businessId: OTHER_BUSINESS_ID, status: 'published' },
      select: { id: true },
    });
    await t.db.prisma.meal.updateMany({ where: { id: { in: published.map((m) => m.id) } }, data: { status: 'draft' } });
    try {
      const res = await t.api.get(`${STOREFRONT}/kitchens/${OTHER_HANDLE}`).expect(200);
      expect(res.body.data).toMatchObject({ open: false, closedReason: 'not_ready', deliveryDates: [] });
      await t.api.get(`${STOREFRONT}/kitchens/${OTHER_HANDLE}/menu?date=${TUESDAY}`).expect(422);
    } finally {
      await t.db.prisma.meal.updateMany({
        where: { id: { in: published.map((m) => m.id) } },
        data: { status: 'published' },
      });
    }
  });

  it('finds towns as the zone editor does', async () => {
    const res = await t.api.get(`${STOREFRONT}/towns?search=london`).expect(200);
    expect(res.body.data.towns[0]).toMatchObject({ name: 'London' });
    expect(res.body.data.towns[0].region).toEqual(expect.any(String));
    await t.api.get(`${STOREFRONT}/towns?search=%20`).expect(400);
  });
});

describe('the menu for a day', () => {
  it('lists published meals available that day with prices in pounds, allergens and stock', async () => {
    const soup = await demoMeal(t, 'Goat Pepper Soup', { dailyStock: 10, tue: false });
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: 4 });
    const tuesday = (await t.api.get(`${KITCHEN}/menu?date=${TUESDAY}`).expect(200)).body.data;
    expect(tuesday.meals.map((m: { id: string }) => m.id)).not.toContain(soup.id);
    const jollof = tuesday.meals.find((m: { id: string }) => m.id === rice.id);
    expect(jollof.options[0]).toMatchObject({ price: rice.option.pricePence / 100, stockLeft: 4, soldOut: false });
    expect(Array.isArray(jollof.allergens)).toBe(true);
    const wednesday = (await t.api.get(`${KITCHEN}/menu?date=${WEDNESDAY}`).expect(200)).body.data;
    expect(wednesday.meals.find((m: { id: string }) => m.id === soup.id).options[0].stockLeft).toBeNull();
  });

  it('counts the portions of the day ordered before the kitchen kept count, leaving out cancelled orders', async () => {
    const THURSDAY = '2031-01-09';
    const stew = await demoMeal(t, 'Efo Riro', { dailyStock: 6 });
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID);
    const base = { businessId: DEMO_BUSINESS_ID, customerId, addressId, createdAt: new Date('2031-01-08T09:00:00Z') };
    const item = (quantity: number) => ({
      pricePence: stew.option.pricePence,
      quantity,
      mealId: stew.id,
      mealOptionId: stew.option.id,
      deliveryDate: new Date(`${THURSDAY}T00:00:00Z`),
    });
    await addOrder(t.db.prisma, { ...base, status: 'accepted', items: [item(2)] });
    await addOrder(t.db.prisma, { ...base, status: 'pending', items: [item(1)] });
    await addOrder(t.db.prisma, { ...base, status: 'cancelled', items: [item(3)] });
    const day = new Date(`${THURSDAY}T00:00:00Z`);
    expect(await t.db.prisma.mealDailyStock.count({ where: { mealId: stew.id, deliveryDate: day } })).toBe(0);
    const menu = (await t.api.get(`${KITCHEN}/menu?date=${THURSDAY}`).expect(200)).body.data;
    expect(menu.meals.find((m: { id: string }) => m.id === stew.id).options[0]).toMatchObject({
      stockLeft: 3,
      soldOut: false,
    });
  });

  it('adds a day through a custom window and removes one through another', async () => {
    const soup = await demoMeal(t, 'Goat Pepper Soup', { tue: false });
    await t.db.prisma.customAvailability.create({
      data: { mealId: soup.id, startDate: new Date(`${TUESDAY}T00:00:00Z`), endDate: new Date(`${TUESDAY}T00:00:00Z`) },
    });
    await t.db.prisma.customAvailability.create({
      data: {
        mealId: soup.id,
        startDate: new Date(`${WEDNESDAY}T00:00:00Z`),
        endDate: new Date(`${WEDNESDAY}T00:00:00Z`),
        available: false,
      },
    });
    const ids = async (day: string) =>
      (await t.api.get(`${KITCHEN}/menu?date=${day}`).expect(200)).body.data.meals.map((m: { id: string }) => m.id);
    expect(await ids(TUESDAY)).toContain(soup.id);
    expect(await ids(WEDNESDAY)).not.toContain(soup.id);
  });

  it('refuses a day the kitchen does not deliver (closed, past, too far)', async () => {
    for (const date of [SUNDAY, '2031-01-06', '2031-01-21']) {
      const res = await t.api.get(`${KITCHEN}/menu?date=${date}`).expect(422);
      expect(fieldsOf(res)).toEqual(['date']);
    }
  });
});

describe('the quote', () => {
  it('prices the basket from the server: items, the zone fee and 5 % to the penny', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: null });
    const res = await t.api
      .post(`${KITCHEN}/quote`)
      .send({ deliveryDate: TUESDAY, townId: towns.townId, items: [{ optionId: rice.option.id, quantity: 3 }] })
      .expect(200);
    const subtotal = rice.option.pricePence * 3;
    const fee = Math.floor((subtotal * 5 + 50) / 100);
    expect(res.body.data).toMatchObject({
      subtotal: subtotal / 100,
      deliveryFee: towns.feePence / 100,
      platformFee: fee / 100,
      total: (subtotal + fee + towns.feePence) / 100,
      problems: [],
    });
    expect(res.body.data.lines[0]).toMatchObject({
      mealName: rice.name,
      quantity: 3,
      unitPrice: rice.option.pricePence / 100,
    });
  });

  it('has no delivery fee before a town, and names what would stop the order', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: 2 });
    const res = await t.api
      .post(`${KITCHEN}/quote`)
      .send({ deliveryDate: SUNDAY, items: [{ optionId: rice.option.id, quantity: 3 }] })
      .expect(200);
    expect(res.body.data.deliveryFee).toBeNull();
    expect(res.body.data.problems.map((p: { field: string }) => p.field)).toEqual(['deliveryDate', 'items.0.quantity']);
  });

  it('refuses a price sent by the page (only options and quantities are taken)', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const res = await t.api
      .post(`${KITCHEN}/quote`)
      .send({ deliveryDate: TUESDAY, items: [{ optionId: rice.option.id, quantity: 1, price: 0.01 }] })
      .expect(400);
    expect(res.body.errors[0].field).toContain('items.0');
  });
});

describe('checkout refuses what the rules do not allow, naming the field', () => {
  it('another kitchen’s meal in the basket', async () => {
    const theirs = await t.db.prisma.mealOption.findFirstOrThrow({
      where: { meal: { businessId: OTHER_BUSINESS_ID, status: 'published', deletedAt: null } },
    });
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const res = await checkout(
      checkoutBody(
        TUESDAY,
        [
          { optionId: rice.option.id, quantity: 1 },
          { optionId: theirs.id, quantity: 1 },
        ],
        towns.townId,
      ),
    ).expect(422);
    expect(fieldsOf(res)).toEqual(['items.1.optionId']);
  });

  it('a meal not on the menu that day, a closed day, a day past its cut-off', async () => {
    const soup = await demoMeal(t, 'Goat Pepper Soup', { tue: false });
    const item = [{ optionId: soup.option.id, quantity: 1 }];
    expect(fieldsOf(await checkout(checkoutBody(TUESDAY, item, towns.townId)).expect(422))).toEqual([
      'items.0.optionId',
    ]);
    expect(fieldsOf(await checkout(checkoutBody(SUNDAY, item, towns.townId)).expect(422))).toEqual(['deliveryDate']);
    t.clock.set(new Date('2031-01-07T18:00:00.000Z')); // Tuesday 18:00: Wednesday closed
    expect(fieldsOf(await checkout(checkoutBody(WEDNESDAY, item, towns.townId)).expect(422))).toEqual(['deliveryDate']);
  });

  it('a town outside every zone, a postcode or a phone that is not UK', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const item = [{ optionId: rice.option.id, quantity: 1 }];
    expect(fieldsOf(await checkout(checkoutBody(TUESDAY, item, towns.outsideTownId)).expect(422))).toEqual([
      'address.townId',
    ]);
    const bad = checkoutBody(TUESDAY, item, towns.townId, { postcode: '12345', phone: '+1 555 0100' });
    expect(fieldsOf(await checkout(bad).expect(422))).toEqual(['customer.phone', 'address.postcode']);
  });

  it('quantities: 1 to 20 of an option, at most 50 portions', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: null });
    const bread = await demoMeal(t, 'Puff-Puff', { dailyStock: null });
    const yam = await demoMeal(t, 'Moi Moi', { dailyStock: null });
    expect(
      fieldsOf(
        await checkout(checkoutBody(TUESDAY, [{ optionId: rice.option.id, quantity: 21 }], towns.townId)).expect(400),
      ),
    ).toEqual(['items.0.quantity']);
    expect(
      fieldsOf(
        await checkout(checkoutBody(TUESDAY, [{ optionId: rice.option.id, quantity: 0 }], towns.townId)).expect(400),
      ),
    ).toEqual(['items.0.quantity']);
    const twice = [
      { optionId: rice.option.id, quantity: 15 },
      { optionId: rice.option.id, quantity: 6 },
    ];
    expect(fieldsOf(await checkout(checkoutBody(TUESDAY, twice, towns.townId)).expect(422))).toEqual([
      'items.1.quantity',
    ]);
    const many = [
      { optionId: rice.option.id, quantity: 20 },
      { optionId: bread.option.id, quantity: 20 },
      { optionId: yam.option.id, quantity: 11 },
    ];
    expect(fieldsOf(await checkout(checkoutBody(TUESDAY, many, towns.townId)).expect(422))).toEqual(['items']);
  });
});

describe('checkout holds the portions', () => {
  it('answers the payment page and the server total; 409 naming the quantity once the stock is held', async () => {
    const soup = await demoMeal(t, 'Goat Pepper Soup', { dailyStock: 3 });
    const first = await checkout(
      checkoutBody(TUESDAY, [{ optionId: soup.option.id, quantity: 2 }], towns.townId),
    ).expect(201);
    const subtotal = soup.option.pricePence * 2;
    expect(first.body.data.total).toBe((subtotal + towns.feePence + Math.floor((subtotal * 5 + 50) / 100)) / 100);
    expect(first.body.data.paymentUrl).toContain('/dev/checkout/');
    expect(first.body.data.expiresAt).toBe(new Date(MONDAY_MORNING.getTime() + 30 * 60_000).toISOString());

    const second = await checkout(
      checkoutBody(TUESDAY, [{ optionId: soup.option.id, quantity: 2 }], towns.townId),
    ).expect(409);
    expect(fieldsOf(second)).toEqual(['items.0.quantity']);
    expect(second.body.message).toBe('Only 1 left of Goat Pepper Soup for this day');
    const menu = (await t.api.get(`${KITCHEN}/menu?date=${TUESDAY}`).expect(200)).body.data;
    expect(menu.meals.find((m: { id: string }) => m.id === soup.id).options[0]).toMatchObject({ stockLeft: 1 });

    // The customer goes back from the payment page: the portions are free again.
    const cancelled = await t.api.post(`${STOREFRONT}/checkouts/${first.body.data.checkoutId}/cancel`).expect(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', trackingUrl: null, reference: null });
    await checkout(checkoutBody(TUESDAY, [{ optionId: soup.option.id, quantity: 3 }], towns.townId)).expect(201);
    const soldOut = (await t.api.get(`${KITCHEN}/menu?date=${TUESDAY}`).expect(200)).body.data;
    expect(soldOut.meals.find((m: { id: string }) => m.id === soup.id).options[0]).toMatchObject({
      stockLeft: 0,
      soldOut: true,
    });
  });

  it('releases a hold that lapsed unpaid after 30 minutes, and on the provider’s expiry event', async () => {
    const soup = await demoMeal(t, 'Egusi Soup', { dailyStock: 2 });
    const item = [{ optionId: soup.option.id, quantity: 2 }];
    const held = await checkout(checkoutBody(WEDNESDAY, item, towns.townId)).expect(201);
    await checkout(checkoutBody(WEDNESDAY, item, towns.townId)).expect(409);
    t.clock.advance(30 * 60_000);
    const again = await checkout(checkoutBody(WEDNESDAY, item, towns.townId)).expect(201);
    expect((await t.api.get(`${STOREFRONT}/checkouts/${held.body.data.checkoutId}`).expect(200)).body.data.status).toBe(
      'expired',
    );
    await sendPaymentEvent(t, 'checkout.session.expired', again.body.data.checkoutId).expect(200);
    expect(
      (await t.api.get(`${STOREFRONT}/checkouts/${again.body.data.checkoutId}`).expect(200)).body.data.status,
    ).toBe('expired');
    await checkout(checkoutBody(WEDNESDAY, item, towns.townId)).expect(201);
  });

  it('404 for an unknown checkout', async () => {
    await t.api.get(`${STOREFRONT}/checkouts/00000000-0000-4000-8000-000000000000`).expect(404);
    await t.api.post(`${STOREFRONT}/checkouts/00000000-0000-4000-8000-000000000000/cancel`).expect(404);
  });
});

describe('payment turns the checkout into an order', () => {
  it('once however often the event arrives; the vendor sees it in orders, prep list, statistics and payouts', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const stats = async () =>
      (await t.api.get('/api/v1/vendor/dashboard/statistics').set('authorization', auth).expect(200)).body.data;
    const before = await stats();
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: 40 });
    const email = `paying-${Date.now()}@example.com`;
    const created = await checkout(
      checkoutBody(TUESDAY, [{ optionId: rice.option.id, quantity: 2 }], towns.townId, { email }),
    ).expect(201);
    const { checkoutId } = created.body.data;

    const answers = await Promise.all([
      sendPaymentEvent(t, 'checkout.session.completed', checkoutId),
      sendPaymentEvent(t, 'checkout.session.completed', checkoutId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await sendPaymentEvent(t, 'checkout.session.completed', checkoutId).expect(200);
    const orders = await t.db.prisma.order.findMany({ where: { checkoutId }, include: { items: true } });
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({
      source: 'storefront',
      status: 'pending',
      allergyNote: 'No sesame please',
      amountPence: Math.round(created.body.data.total * 100),
    });
    expect(order.items[0]).toMatchObject({ mealId: rice.id, quantity: 2, pricePence: rice.option.pricePence });

    const status = (await t.api.get(`${STOREFRONT}/checkouts/${checkoutId}`).expect(200)).body.data;
    expect(status).toMatchObject({ status: 'paid', reference: order.reference });
    expect(status.trackingUrl).toMatch(/^\/track\/[A-Za-z0-9_-]{20,}$/);
    const token = status.trackingUrl.slice('/track/'.length);
    const tracked = (await t.api.get(`${STOREFRONT}/orders/${token}`).expect(200)).body.data;
    expect(tracked).toMatchObject({
      reference: order.reference,
      status: 'pending',
      kitchen: { handle: 'mama-adas-kitchen' },
      deliveryDate: TUESDAY,
      address: { name: 'Amara Okafor', line1: '12 Mill Lane', line2: 'Flat 3', postcode: 'SE15 4QN' },
      total: created.body.data.total,
      cancellationReason: null,
    });
    await t.api.get(`${STOREFRONT}/orders/${'x'.repeat(43)}`).expect(404);

    // The dashboard's orders list, with the customer made from the checkout.
    const listed = await t.api
      .get(`/api/v1/vendor/business/orders?search=${order.reference}`)
      .set('authorization', auth)
      .expect(200);
    expect(listed.body.data.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(listed.body.data[0].user).toMatchObject({ firstName: 'Amara', lastName: 'Okafor', email });
    // The kitchen reads the customer's allergy note with the items.
    expect(listed.body.data[0].items[0].meta).toEqual({ allergyNote: 'No sesame please' });

    // Accepted, it is on the prep list of its day, and the customer's page says so.
    await t.api
      .patch(`/api/v1/vendor/business/orders/${order.id}/status`)
      .set('authorization', auth)
      .send({ status: 'accepted' })
      .expect(200);
    const prep = await t.api
      .get(`/api/v1/vendor/business/orders/prep-list?deliveryDate=${TUESDAY}`)
      .set('authorization', auth)
      .expect(200);
    expect(JSON.stringify(prep.body.data)).toContain(rice.name);
    expect((await t.api.get(`${STOREFRONT}/orders/${token}`).expect(200)).body.data).toMatchObject({
      status: 'accepted',
      statusLabel: 'Accepted by the kitchen',
    });

    const after = await stats();
    expect(after.totalOrders).toBe(before.totalOrders + 1);

    // The kitchen has no connected payout account: its share is held.
    const money = await t.db.prisma.transaction.findMany({
      where: { orderId: order.id },
      orderBy: { amountPence: 'desc' },
    });
    expect(money.map((m) => [m.type, m.status, m.amountPence])).toEqual(
      [
        ['sale', 'hold', rice.option.pricePence * 2],
        ['sale', 'hold', order.deliveryFeePence],
        ['fee', 'hold', order.platformFeePence],
      ].sort((a, b) => (b[2] as number) - (a[2] as number)),
    );
    const listedMoney = await t.api
      .get('/api/v1/vendor/transactions?status=hold')
      .set('authorization', auth)
      .expect(200);
    expect(JSON.stringify(listedMoney.body.data)).toContain(order.reference);
  });

  it('reuses the customer of an e-mail address the kitchen already has', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: null });
    const email = `again-${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++) {
      const created = await checkout(
        checkoutBody(TUESDAY, [{ optionId: rice.option.id, quantity: 1 }], towns.townId, { email }),
      ).expect(201);
      await sendPaymentEvent(t, 'checkout.session.completed', created.body.data.checkoutId).expect(200);
    }
    expect(await t.db.prisma.customer.count({ where: { businessId: DEMO_BUSINESS_ID, email } })).toBe(1);
    expect(await t.db.prisma.order.count({ where: { customer: { email } } })).toBe(2);
  });

  it('tells the kitchen’s open dashboard of the order once committed; a failed announcement leaves it placed', async () => {
    // The order's live-update event and the wake-up of its notifications are kept in the transaction that places it
    // and sent after its commit, in a statement of its own.
    const auth = await t.tokenFor(DEMO_EMAIL);
    const events = eventStreamUrl(t.app.server);
    const stream = await openEventStream(events, auth);
    const { lastEventId } = JSON.parse((await stream.next((e) => e.event === 'ready')).data) as StreamReady;
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: null });
    const place = async () => {
      const created = await checkout(checkoutBody(TUESDAY, [{ optionId: rice.option.id, quantity: 1 }], towns.townId));
      await sendPaymentEvent(t, 'checkout.session.completed', created.body.data.checkoutId).expect(200);
      return t.db.prisma.order.findFirstOrThrow({ where: { checkoutId: created.body.data.checkoutId } });
    };
    const { db } = t.app;
    const sql = db.sql;
    const sent: string[] = [];
    db.sql = (text, values) => {
      if (text.includes('pg_notify')) sent.push(String(values?.[0]));
      return sql(text, values);
    };
    let order;
    try {
      order = await place();
    } finally {
      db.sql = sql;
    }
    try {
      const live = await stream.next(isOrderEvent(order.reference));
      expect(live.event).toBe('order.created');
      expect(sent).toHaveLength(1);
      const kept = JSON.parse(sent[0]!) as { channel: string }[];
      expect(kept.map((k) => k.channel).sort()).toEqual(['business_events', 'notification_deliveries']);

      db.sql = (text, values) =>
        text.includes('pg_notify')
          ? Promise.reject(new Error('Connection terminated unexpectedly'))
          : sql(text, values);
      let unannounced;
      try {
        unannounced = await place();
      } finally {
        db.sql = sql;
      }
      expect(unannounced.status).toBe('pending');
      const again = await openEventStream(events, auth, lastEventId);
      try {
        const replayed = await again.next(isOrderEvent(unannounced.reference));
        expect(replayed.event).toBe('order.created');
      } finally {
        again.close();
      }
    } finally {
      stream.close();
    }
  });

  it('payments of one new customer arriving at once make one customer, whatever the case of the address', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken', { dailyStock: null });
    const local = `together-${Date.now()}`;
    const emails = Array.from({ length: 6 }, (_, i) => (i % 2 ? `${local}@example.com` : `${local}@Example.COM`));
    const checkouts = [];
    for (const email of emails) {
      const created = await checkout(
        checkoutBody(TUESDAY, [{ optionId: rice.option.id, quantity: 1 }], towns.townId, { email }),
      ).expect(201);
      checkouts.push(created.body.data.checkoutId as string);
    }
    const paid = await Promise.all(checkouts.map((id) => sendPaymentEvent(t, 'checkout.session.completed', id)));
    expect(paid.map((p) => p.status)).toEqual(emails.map(() => 200));
    const customers = await t.db.prisma.customer.findMany({
      where: { businessId: DEMO_BUSINESS_ID, email: { equals: `${local}@example.com`, mode: 'insensitive' } },
      select: { id: true, _count: { select: { orders: true } } },
    });
    expect(customers).toHaveLength(1);
    expect(customers[0]!._count.orders).toBe(emails.length);
  });

  it('a payment after the hold lapsed: an order while the portions are there, else refunded', async () => {
    const soup = await demoMeal(t, 'Efo Riro', { dailyStock: 2 });
    const item = [{ optionId: soup.option.id, quantity: 2 }];
    const refund = vi.spyOn(t.app.payments, 'refund');
    try {
      // Lapsed, nobody took the portions: the order stands.
      const late = await checkout(checkoutBody(TUESDAY, item, towns.townId)).expect(201);
      t.clock.advance(31 * 60_000);
      await t.api.get(`${KITCHEN}/menu?date=${TUESDAY}`).expect(200); // releases the lapsed hold
      await sendPaymentEvent(t, 'checkout.session.completed', late.body.data.checkoutId).expect(200);
      expect((await t.api.get(`${STOREFRONT}/checkouts/${late.body.data.checkoutId}`)).body.data.status).toBe('paid');
      expect(refund).not.toHaveBeenCalled();

      // The order is cancelled: the portions are free again. A second customer's hold lapses, a third takes them.
      const order = await t.db.prisma.order.findFirstOrThrow({ where: { checkoutId: late.body.data.checkoutId } });
      await t.api
        .post(`/api/v1/vendor/business/orders/${order.id}/cancel`)
        .set('authorization', await t.tokenFor(DEMO_EMAIL))
        .send({ reason: 'out_of_stock' })
        .expect(200);
      // Cancelling the paid order refunded its customer.
      expect(refund).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ amountPence: order.amountPence, idempotencyKey: `order-refund-${order.id}` }),
      );
      refund.mockClear();
      const lapsing = await checkout(checkoutBody(TUESDAY, item, towns.townId)).expect(201);
      t.clock.advance(31 * 60_000);
      await checkout(checkoutBody(TUESDAY, item, towns.townId)).expect(201);
      await sendPaymentEvent(t, 'checkout.session.completed', lapsing.body.data.checkoutId).expect(200);
      const status = (await t.api.get(`${STOREFRONT}/checkouts/${lapsing.body.data.checkoutId}`)).body.data;
      expect(status.status).toBe('refunded');
      expect(await t.db.prisma.order.count({ where: { checkoutId: lapsing.body.data.checkoutId } })).toBe(0);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ amountPence: Math.round(lapsing.body.data.total * 100) });
    } finally {
      refund.mockRestore();
    }
  });
});

describe('the last portions', () => {
  it('of 50 customers at once for the last 5, exactly 5 get a checkout; the others are told it sold out', async () => {
    const soup = await demoMeal(t, 'Moi Moi', { dailyStock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        checkout(checkoutBody(TUESDAY, [{ optionId: soup.option.id, quantity: 1 }], towns.townId)),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(await t.db.prisma.checkout.count({ where: { status: 'open', items: { some: { mealId: soup.id } } } })).toBe(
      5,
    );
    const counter = await t.db.prisma.mealDailyStock.findUniqueOrThrow({
      where: { mealId_deliveryDate: { mealId: soup.id, deliveryDate: new Date(`${TUESDAY}T00:00:00Z`) } },
    });
    expect(counter.portionsTaken).toBe(5);
  });
});
