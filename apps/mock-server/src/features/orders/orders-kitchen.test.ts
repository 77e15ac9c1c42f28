import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { demoOrder, ORDERS } from '../../testing/orders.ts';
import { addCustomer, addMemberWithPermissions, addOrder } from '../../testing/factories.ts';
import { toExportRow } from './kitchen-view.ts';
import { exportOrders, orderFilter, type ExportRow } from './list.ts';

// What a kitchen works from besides the order list: the prep list of a day, allergen labels, the CSV export and an
// order's history.
const t = useTestApp();

let admin: string;
let merchandizer: string;
let other: string;
let noOrders: string;

beforeAll(async () => {
  [admin, merchandizer, other] = (await Promise.all(
    [DEMO_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL].map((e) => t.tokenFor(e)),
  )) as [string, string, string];
  noOrders = await t.tokenFor(
    await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['dashboard.view', 'meals.view']),
  );
});

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** Two published demo meals with their first option each. */
async function twoMeals() {
  const meals = await t.db.prisma.meal.findMany({
    where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, status: 'published' },
    include: { options: { orderBy: { pricePence: 'asc' } } },
    orderBy: { name: 'asc' },
    take: 2,
  });
  return meals.map((m) => ({ id: m.id, name: m.name, option: m.options[0]!, big: m.options.at(-1)! }));
}

describe('getPrepList', () => {
  const DATE = '2031-03-14';

  it('sums the quantities of accepted and preparing orders for the day, per meal and option', async () => {
    const [a, b] = await twoMeals();
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID);
    const base = { businessId: DEMO_BUSINESS_ID, customerId, addressId, createdAt: t.clock.now() };
    const item = (meal: typeof a, quantity: number, option = meal!.option, date = DATE) => ({
      pricePence: option.pricePence,
      quantity,
      mealId: meal!.id,
      mealOptionId: option.id,
      deliveryDate: day(date),
    });
    await addOrder(t.db.prisma, { ...base, status: 'accepted', items: [item(a, 2), item(b, 1)] });
    await addOrder(t.db.prisma, { ...base, status: 'preparing', items: [item(a, 3), item(a, 1, a!.big)] });
    // Not counted: not accepted yet, already cooked, cancelled, or another day.
    await addOrder(t.db.prisma, { ...base, status: 'pending', items: [item(a, 50)] });
    await addOrder(t.db.prisma, { ...base, status: 'ready', items: [item(a, 50)] });
    await addOrder(t.db.prisma, { ...base, status: 'cancelled', items: [item(a, 50)] });
    await addOrder(t.db.prisma, { ...base, status: 'accepted', items: [item(a, 50, a!.option, '2031-03-15')] });

    const res = await t.api
      .get(`${ORDERS}/prep-list`)
      .query({ deliveryDate: DATE })
      .set('authorization', merchandizer)
      .expect(200);
    expect(res.body.data.deliveryDate).toBe(DATE);
    expect(res.body.data.orderCount).toBe(2);
    const rows = res.body.data.rows as { mealId: string; mealName: string; quantity: number; orders: number }[];
    const of = (mealId: string) => rows.filter((r) => r.mealId === mealId);
    // The factory's items all read size "Regular"; each option still gets its own row.
    const twoOptions = a!.big.id !== a!.option.id;
    expect(of(a!.id).map((r) => [r.mealName, r.quantity, r.orders])).toEqual(
      twoOptions
        ? [
            [a!.name, 5, 2],
            [a!.name, 1, 1],
          ]
        : [[a!.name, 6, 2]],
    );
    expect(of(b!.id).map((r) => [r.mealName, r.quantity, r.orders])).toEqual([[b!.name, 1, 1]]);
    const names = rows.map((r) => r.mealName);
    expect([...names].sort()).toEqual(names);
  });

  it('answers an empty list for a day without orders', async () => {
    const res = await t.api
      .get(`${ORDERS}/prep-list`)
      .query({ deliveryDate: '2032-01-01' })
      .set('authorization', admin)
      .expect(200);
    expect(res.body.data).toEqual({ deliveryDate: '2032-01-01', orderCount: 0, rows: [] });
  });

  it('only counts the caller business orders', async () => {
    const res = await t.api
      .get(`${ORDERS}/prep-list`)
      .query({ deliveryDate: DATE })
      .set('authorization', other)
      .expect(200);
    expect(res.body.data.rows).toEqual([]);
  });

  it('refuses a missing or malformed date, naming deliveryDate', async () => {
    for (const query of [
      {},
      { deliveryDate: '2031-3-14' },
      { deliveryDate: 'tomorrow' },
      { deliveryDate: '2031-02-30' },
    ]) {
      const res = await t.api.get(`${ORDERS}/prep-list`).query(query).set('authorization', admin).expect(400);
      expect(JSON.stringify(res.body.errors)).toContain('deliveryDate');
    }
  });

  it('needs a session and orders.view', async () => {
    await t.api.get(`${ORDERS}/prep-list`).query({ deliveryDate: DATE }).expect(401);
    await t.api.get(`${ORDERS}/prep-list`).query({ deliveryDate: DATE }).set('authorization', noOrders).expect(403);
  });
});

describe('getOrderLabels', () => {
  it('gives each item its meal, option, ingredients and the allergens it contains, emphasising the ingredients', async () => {
    const meal = await t.db.prisma.meal.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, allergens: { some: { allergen: { name: 'Milk' } } } },
      include: {
        options: true,
        ingredients: { include: { ingredient: true } },
        allergens: { include: { allergen: true } },
      },
    });
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, {
      firstName: 'Ada',
      lastName: 'Label',
    });
    const order = await addOrder(t.db.prisma, {
      businessId: DEMO_BUSINESS_ID,
      customerId,
      addressId,
      createdAt: t.clock.now(),
      status: 'accepted',
      items: [
        {
          pricePence: 1000,
          quantity: 2,
          mealId: meal.id,
          mealOptionId: meal.options[0]!.id,
          deliveryDate: day('2031-04-01'),
        },
        { pricePence: 500, quantity: 1 },
      ],
    });
    const res = await t.api.get(`${ORDERS}/${order.id}/labels`).set('authorization', merchandizer).expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({ orderId: order.id, reference: order.reference, customerName: 'Ada Label' });
    expect(data.labels).toHaveLength(2);
    const label = data.labels.find((l: { known: boolean }) => l.known);
    const unknown = data.labels.find((l: { known: boolean }) => !l.known);
    expect(label).toMatchObject({
      mealName: meal.name,
      optionSize: 'Regular',
      quantity: 2,
      deliveryDate: '2031-04-01',
      known: true,
    });
    expect(label.allergens).toContain('Milk');
    for (const declared of meal.allergens) expect(label.allergens).toContain(declared.allergen.name);
    expect(label.ingredients.map((i: { name: string }) => i.name).sort()).toEqual(
      [...meal.ingredients.map((i) => i.ingredient.name), ...meal.customIngredients].sort(),
    );
    // Cheese or butter or cream in the ingredients shows Milk on that ingredient.
    const dairy = label.ingredients.filter((i: { allergens: string[] }) => i.allergens.includes('Milk'));
    expect(dairy.length).toBeGreaterThan(0);
    expect(unknown).toMatchObject({ known: false, ingredients: [], allergens: [] });
  });

  it('is a 404 for another business order and a 400 for a bad id', async () => {
    const order = await demoOrder(t);
    await t.api.get(`${ORDERS}/${order.id}/labels`).set('authorization', other).expect(404);
    await t.api.get(`${ORDERS}/${randomUUID()}/labels`).set('authorization', admin).expect(404);
    const bad = await t.api.get(`${ORDERS}/not-a-uuid/labels`).set('authorization', admin).expect(400);
    expect(JSON.stringify(bad.body.errors)).toContain('orderId');
  });

  it('needs a session and orders.view', async () => {
    const order = await demoOrder(t);
    await t.api.get(`${ORDERS}/${order.id}/labels`).expect(401);
    await t.api.get(`${ORDERS}/${order.id}/labels`).set('authorization', noOrders).expect(403);
  });
});

describe('getOrderTimeline', () => {
  it('lists the status changes oldest first with who made them', async () => {
    const order = await demoOrder(t, 'pending');
    for (const status of ['accepted', 'preparing']) {
      t.clock.advance(60_000);
      await t.api.patch(`${ORDERS}/${order.id}/status`).set('authorization', admin).send({ status }).expect(200);
    }
    const res = await t.api.get(`${ORDERS}/${order.id}/timeline`).set('authorization', merchandizer).expect(200);
    const entries = res.body.data as { from: string | null; to: string; at: string; by: string | null }[];
    expect(entries.map((e) => [e.from, e.to])).toEqual([
      ['pending', 'accepted'],
      ['accepted', 'preparing'],
    ]);
    expect(entries[0]!.at < entries[1]!.at).toBe(true);
    expect(entries[0]!.by).toMatch(/\S+ \S+/);
  });

  it('starts a seeded order with its placing', async () => {
    const seeded = await t.db.prisma.order.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, status: 'delivered', events: { some: {} } },
    });
    const res = await t.api.get(`${ORDERS}/${seeded.id}/timeline`).set('authorization', admin).expect(200);
    expect(res.body.data[0]).toMatchObject({ from: null, to: 'pending', by: null });
    expect(res.body.data.at(-1)).toMatchObject({ to: 'delivered' });
  });

  it('is a 404 for another business order, 401 without a session and 403 without orders.view', async () => {
    const order = await demoOrder(t);
    await t.api.get(`${ORDERS}/${order.id}/timeline`).set('authorization', other).expect(404);
    await t.api.get(`${ORDERS}/${order.id}/timeline`).expect(401);
    await t.api.get(`${ORDERS}/${order.id}/timeline`).set('authorization', noOrders).expect(403);
  });
});

describe('exportOrders', () => {
  it('sends the filtered orders as a CSV attachment', async () => {
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, {
      firstName: 'Csvina',
      lastName: 'Export',
    });
    const base = { businessId: DEMO_BUSINESS_ID, customerId, addressId, createdAt: t.clock.now() };
    const a = await addOrder(t.db.prisma, {
      ...base,
      status: 'accepted',
      items: [{ pricePence: 1234, quantity: 3, deliveryDate: day('2031-05-02') }],
      deliveryFeePence: 100,
    });
    await addOrder(t.db.prisma, { ...base, status: 'pending', items: [{ pricePence: 100, quantity: 1 }] });

    const res = await t.api
      .get(`${ORDERS}/export`)
      .query({ search: 'Csvina', status: 'accepted' })
      .set('authorization', merchandizer)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.text.replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Date,Customer,Email,Phone,Delivery date,Items,Amount (GBP),Status,Cancellation reason',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(a.reference);
    expect(lines[1]).toContain('Csvina Export');
    expect(lines[1]).toContain(',2031-05-02,3,38.02,accepted,');
  });

  it('reads every order once, newest first, batch by batch, with its placed and first delivery days', async () => {
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, {
      firstName: 'Batcha',
      lastName: 'Keys',
    });
    // Three placed at the same moment (late in a UTC day), one the day before: the batches of two meet at a tie.
    const at = new Date('2031-03-30T23:59:59.999Z');
    const earlier = new Date('2031-03-29T12:00:00.000Z');
    for (const createdAt of [at, at, at, earlier]) {
      await addOrder(t.db.prisma, {
        businessId: DEMO_BUSINESS_ID,
        customerId,
        addressId,
        createdAt,
        status: 'accepted',
        items: [
          { pricePence: 500, quantity: 2, deliveryDate: day('2031-04-02') },
          { pricePence: 500, quantity: 1, deliveryDate: day('2031-04-01') },
        ],
      });
    }
    const filter = orderFilter(DEMO_BUSINESS_ID, { search: 'Batcha' });
    const read: ExportRow[] = [];
    for await (const batch of exportOrders(t.db.sql, filter, 2)) read.push(...batch);
    const listed = await t.db.prisma.order.findMany({
      where: { customerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    expect(read.map((r) => r.id)).toEqual(listed.map((o) => o.id));
    expect(read.map((r) => toExportRow(r)[1])).toEqual(['2031-03-30', '2031-03-30', '2031-03-30', '2031-03-29']);
    expect(read.every((r) => r.firstDelivery === '2031-04-01' && r.quantity === 3)).toBe(true);
  });

  it('matches listOrders for the same filters', async () => {
    const query = { from: '2020-01-01', to: '2100-01-01', status: 'delivered' };
    const list = await t.api
      .get(ORDERS)
      .query({ ...query, pageSize: 1 })
      .set('authorization', admin)
      .expect(200);
    const res = await t.api.get(`${ORDERS}/export`).query(query).set('authorization', admin).expect(200);
    const rows = res.text.trimEnd().split('\r\n').length - 1;
    expect(rows).toBe(list.body.meta.totalNumberOfRecords);
  });

  it('refuses a bad date or to before from, naming the field', async () => {
    const bad = await t.api
      .get(`${ORDERS}/export`)
      .query({ from: '2031-13-01' })
      .set('authorization', admin)
      .expect(400);
    expect(JSON.stringify(bad.body.errors)).toContain('from');
    const reversed = await t.api
      .get(`${ORDERS}/export`)
      .query({ from: '2031-02-01', to: '2031-01-01' })
      .set('authorization', admin)
      .expect(400);
    expect(reversed.body.errors).toEqual([expect.objectContaining({ field: 'to' })]);
  });

  it('needs a session and orders.view, and never shows another business orders', async () => {
    await t.api.get(`${ORDERS}/export`).expect(401);
    await t.api.get(`${ORDERS}/export`).set('authorization', noOrders).expect(403);
    const mine = await demoOrder(t);
    const res = await t.api.get(`${ORDERS}/export`).set('authorization', other).expect(200);
    expect(res.text).not.toContain(mine.reference);
  });
});
