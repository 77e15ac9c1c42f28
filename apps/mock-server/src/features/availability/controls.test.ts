// The kitchen's controls as the storefront sees them: a pause of new orders, holiday dates, a meal sold out for a
// date and the daily capacity, each acting at once on the kitchen answer, the menu, the quote and the checkout.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, OTHER_EMAIL } from '../../seed/fixtures.ts';
import { addMemberWithPermissions, kitchenAssistantToken } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';
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
const THURSDAY = '2031-01-09';
const FRIDAY = '2031-01-10';
const SATURDAY = '2031-01-11';
const NEXT_TUESDAY = '2031-01-14';

let towns: Awaited<ReturnType<typeof demoTowns>>;
let admin: string;

beforeAll(async () => {
  towns = await demoTowns(t);
});

beforeEach(async () => {
  t.clock.set(MONDAY_MORNING);
  admin = await t.tokenFor(DEMO_EMAIL);
  await t.db.prisma.business.update({
    where: { id: DEMO_BUSINESS_ID },
    data: { ordersPaused: false, ordersPausedUntil: null, dailyCapacity: null, capacityUnit: 'orders' },
  });
  await t.db.prisma.kitchenHoliday.deleteMany({ where: { businessId: DEMO_BUSINESS_ID } });
});

const fieldsOf = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);
const kitchen = async () => (await t.api.get(KITCHEN).expect(200)).body.data;
const quote = (deliveryDate: string, optionId: string, quantity = 1) =>
  t.api.post(`${KITCHEN}/quote`).send({ deliveryDate, townId: towns.townId, items: [{ optionId, quantity }] });
const checkout = (deliveryDate: string, optionId: string, quantity = 1) =>
  t.api.post(`${KITCHEN}/checkouts`).send(checkoutBody(deliveryDate, [{ optionId, quantity }], towns.townId));
const lastAudit = () =>
  t.db.prisma.auditEvent.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });

describe('pausing new orders', () => {
  it('until a time: no date is offered and every call says why, until the time passes by itself', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const until = '2031-01-06T17:30:00.000Z';
    const paused = await t.api
      .put('/api/v1/vendor/kitchen-controls/pause')
      .set('authorization', admin)
      .send({ until })
      .expect(200);
    expect(paused.body.data.pause).toEqual({ paused: true, until });
    expect(await lastAudit()).toMatchObject({
      itemType: 'availability',
      itemAffected: 'New orders',
      description: 'Paused new orders until Mon 6 Jan, 17:30 (UK time).',
    });

    expect(await kitchen()).toMatchObject({
      open: false,
      closedReason: 'paused',
      pausedUntil: until,
      deliveryDates: [],
    });
    const menu = await t.api.get(`${KITCHEN}/menu?date=${TUESDAY}`).expect(422);
    expect(menu.body.errors).toEqual([{ field: 'date', error: 'The kitchen is not taking orders right now' }]);
    const q = (await quote(TUESDAY, rice.option.id).expect(200)).body.data;
    expect(q.problems).toContainEqual({ field: 'deliveryDate', error: 'The kitchen is not taking orders right now' });
    const refused = await checkout(TUESDAY, rice.option.id).expect(422);
    expect(refused.body.errors).toContainEqual({
      field: 'deliveryDate',
      error: 'The kitchen is not taking orders right now',
    });

    t.clock.set(new Date('2031-01-06T17:30:00.000Z'));
    admin = await t.tokenFor(DEMO_EMAIL);
    const back = await kitchen();
    expect(back).toMatchObject({ open: true, closedReason: null, pausedUntil: null });
    expect(back.deliveryDates).toContain(TUESDAY);
    const controls = await t.api.get('/api/v1/vendor/kitchen-controls').set('authorization', admin).expect(200);
    expect(controls.body.data.pause).toEqual({ paused: false, until: null });
  });

  it('until resumed: paused without a time, then resuming opens the storefront at once', async () => {
    await t.api
      .put('/api/v1/vendor/kitchen-controls/pause')
      .set('authorization', admin)
      .send({ until: null })
      .expect(200);
    expect(await kitchen()).toMatchObject({ open: false, closedReason: 'paused', pausedUntil: null });
    t.clock.set(new Date('2031-02-06T09:00:00.000Z'));
    admin = await t.tokenFor(DEMO_EMAIL);
    expect((await kitchen()).closedReason).toBe('paused');

    const resumed = await t.api.delete('/api/v1/vendor/kitchen-controls/pause').set('authorization', admin).expect(200);
    expect(resumed.body.data.pause).toEqual({ paused: false, until: null });
    expect(await lastAudit()).toMatchObject({ itemAffected: 'New orders', description: 'Resumed new orders.' });
    expect(await kitchen()).toMatchObject({ open: true, closedReason: null });
  });

  it('refuses a time already past, naming until', async () => {
    const res = await t.api
      .put('/api/v1/vendor/kitchen-controls/pause')
      .set('authorization', admin)
      .send({ until: '2031-01-06T08:00:00.000Z' })
      .expect(422);
    expect(fieldsOf(res)).toEqual(['until']);
    await t.api
      .put('/api/v1/vendor/kitchen-controls/pause')
      .set('authorization', admin)
      .send({ until: 'tonight' })
      .expect(400);
    expect((await kitchen()).open).toBe(true);
  });

  it('needs orders.manage to pause or resume (orders.view to read), and a sign-in', async () => {
    const assistant = await kitchenAssistantToken(t);
    await t.api.get('/api/v1/vendor/kitchen-controls').set('authorization', assistant).expect(200);
    await t.api
      .put('/api/v1/vendor/kitchen-controls/pause')
      .set('authorization', assistant)
      .send({ until: null })
      .expect(403);
    await t.api.delete('/api/v1/vendor/kitchen-controls/pause').set('authorization', assistant).expect(403);
    await t.api.get('/api/v1/vendor/kitchen-controls').expect(401);
    await t.api.put('/api/v1/vendor/kitchen-controls/pause').send({ until: null }).expect(401);
    expect((await kitchen()).open).toBe(true);
  });

  it("pauses only the caller's own kitchen", async () => {
    const other = await t.tokenFor(OTHER_EMAIL);
    await t.api
      .put('/api/v1/vendor/kitchen-controls/pause')
      .set('authorization', other)
      .send({ until: null })
      .expect(200);
    expect((await kitchen()).open).toBe(true);
    await t.api.delete('/api/v1/vendor/kitchen-controls/pause').set('authorization', other).expect(200);
  });
});

describe('holiday dates', () => {
  it('are not offered, their menu and checkout are refused, and removing them offers them again', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const added = await t.api
      .post('/api/v1/vendor/kitchen-controls/holidays')
      .set('authorization', admin)
      .send({ startDate: TUESDAY, endDate: WEDNESDAY })
      .expect(201);
    const [holiday] = added.body.data.holidays;
    expect(holiday).toMatchObject({ startDate: TUESDAY, endDate: WEDNESDAY });
    expect(await lastAudit()).toMatchObject({ eventType: 'created', itemAffected: 'Holiday dates' });

    const dates = (await kitchen()).deliveryDates;
    expect(dates).not.toContain(TUESDAY);
    expect(dates).not.toContain(WEDNESDAY);
    expect(dates[0]).toBe(THURSDAY);
    await t.api.get(`${KITCHEN}/menu?date=${WEDNESDAY}`).expect(422);
    const refused = await checkout(TUESDAY, rice.option.id).expect(422);
    expect(refused.body.errors).toContainEqual({
      field: 'deliveryDate',
      error: 'The kitchen is closed for a holiday on Tuesday 7 January',
    });

    await t.api
      .delete(`/api/v1/vendor/kitchen-controls/holidays/${holiday.id}`)
      .set('authorization', await t.tokenFor(OTHER_EMAIL))
      .expect(404);
    const removed = await t.api
      .delete(`/api/v1/vendor/kitchen-controls/holidays/${holiday.id}`)
      .set('authorization', admin)
      .expect(200);
    expect(removed.body.data.holidays).toEqual([]);
    expect(await lastAudit()).toMatchObject({ eventType: 'deleted', itemAffected: 'Holiday dates' });
    expect((await kitchen()).deliveryDates[0]).toBe(TUESDAY);
  });

  it('refuses a range ending before it starts or already past, and needs availability.manage', async () => {
    const res = await t.api
      .post('/api/v1/vendor/kitchen-controls/holidays')
      .set('authorization', admin)
      .send({ startDate: WEDNESDAY, endDate: TUESDAY })
      .expect(422);
    expect(fieldsOf(res)).toEqual(['endDate']);
    const past = await t.api
      .post('/api/v1/vendor/kitchen-controls/holidays')
      .set('authorization', admin)
      .send({ startDate: '2030-12-20', endDate: '2031-01-05' })
      .expect(422);
    expect(fieldsOf(past)).toEqual(['endDate']);
    await t.api
      .post('/api/v1/vendor/kitchen-controls/holidays')
      .set('authorization', await kitchenAssistantToken(t))
      .send({ startDate: TUESDAY, endDate: TUESDAY })
      .expect(403);
  });
});

describe('a meal sold out for a date', () => {
  it('shows Sold out for that date only, is refused by the quote and the checkout, and can be offered again', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const url = `/api/v1/vendor/business/meals/${rice.id}/sold-out`;
    const marked = await t.api.put(url).set('authorization', admin).send({ date: TUESDAY, soldOut: true }).expect(200);
    expect(marked.body.data).toEqual({ mealId: rice.id, soldOutDates: [TUESDAY] });
    expect(await lastAudit()).toMatchObject({
      itemType: 'meal',
      itemId: rice.id,
      description: `Marked ${rice.name} sold out for ${TUESDAY}.`,
    });

    const optionOn = async (date: string) => {
      const menu = (await t.api.get(`${KITCHEN}/menu?date=${date}`).expect(200)).body.data;
      return menu.meals.find((m: { id: string }) => m.id === rice.id).options[0];
    };
    expect(await optionOn(TUESDAY)).toMatchObject({ soldOut: true, stockLeft: 0 });
    expect(await optionOn(WEDNESDAY)).toMatchObject({ soldOut: false });
    const q = (await quote(TUESDAY, rice.option.id).expect(200)).body.data;
    expect(q.problems).toContainEqual({ field: 'items.0.optionId', error: `${rice.name} is sold out for this day` });
    expect(fieldsOf(await checkout(TUESDAY, rice.option.id).expect(422))).toContain('items.0.optionId');
    await checkout(WEDNESDAY, rice.option.id).expect(201);

    expect((await t.api.get(url).set('authorization', admin).expect(200)).body.data.soldOutDates).toEqual([TUESDAY]);
    await t.api.put(url).set('authorization', admin).send({ date: TUESDAY, soldOut: false }).expect(200);
    expect(await optionOn(TUESDAY)).toMatchObject({ soldOut: false });
  });

  it('ends by itself: yesterday’s mark is not listed today', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const url = `/api/v1/vendor/business/meals/${rice.id}/sold-out`;
    await t.api.put(url).set('authorization', admin).send({ date: TUESDAY, soldOut: true }).expect(200);
    t.clock.set(new Date('2031-01-08T09:00:00.000Z'));
    admin = await t.tokenFor(DEMO_EMAIL);
    expect((await t.api.get(url).set('authorization', admin).expect(200)).body.data.soldOutDates).toEqual([]);
  });

  it('refuses a past date, another kitchen’s meal and a member without meals.manage', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const url = `/api/v1/vendor/business/meals/${rice.id}/sold-out`;
    const past = await t.api
      .put(url)
      .set('authorization', admin)
      .send({ date: '2031-01-05', soldOut: true })
      .expect(422);
    expect(fieldsOf(past)).toEqual(['date']);
    const other = await t.tokenFor(OTHER_EMAIL);
    await t.api.put(url).set('authorization', other).send({ date: TUESDAY, soldOut: true }).expect(404);
    await t.api.get(url).set('authorization', other).expect(404);
    await t.api
      .put(url)
      .set('authorization', await kitchenAssistantToken(t))
      .send({ date: TUESDAY, soldOut: true })
      .expect(403);
    await t.api.get(url).expect(401);
  });
});

describe('daily capacity', () => {
  const capacity = (dailyCapacity: number | null, unit: 'orders' | 'portions') =>
    t.api.put('/api/v1/vendor/kitchen-controls/capacity').set('authorization', admin).send({ dailyCapacity, unit });

  it('in orders: a full date is no longer offered and its next checkout is refused; a cancelled hold frees it', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const saved = await capacity(1, 'orders').expect(200);
    expect(saved.body.data.capacity).toEqual({ dailyCapacity: 1, unit: 'orders' });
    expect(await lastAudit()).toMatchObject({
      itemAffected: 'Daily capacity',
      description: 'Set the daily capacity to 1 orders per delivery date.',
    });

    const first = await checkout(THURSDAY, rice.option.id, 3).expect(201);
    expect((await kitchen()).deliveryDates).not.toContain(THURSDAY);
    const q = (await quote(THURSDAY, rice.option.id).expect(200)).body.data;
    expect(q.problems).toContainEqual({
      field: 'deliveryDate',
      error: 'The kitchen is fully booked for Thursday 9 January',
    });
    const refused = await checkout(THURSDAY, rice.option.id).expect(409);
    expect(fieldsOf(refused)).toEqual(['deliveryDate']);

    await t.api.post(`${STOREFRONT}/checkouts/${first.body.data.checkoutId}/cancel`).expect(200);
    expect((await kitchen()).deliveryDates).toContain(THURSDAY);
    await checkout(THURSDAY, rice.option.id).expect(201);
  });

  it('a paid order fills its place; cancelling the order gives the place back', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    await capacity(1, 'orders').expect(200);
    const placed = await checkout(NEXT_TUESDAY, rice.option.id, 2).expect(201);
    await sendPaymentEvent(t, 'checkout.session.completed', placed.body.data.checkoutId).expect(200);
    expect((await kitchen()).deliveryDates).not.toContain(NEXT_TUESDAY);
    const order = await t.db.prisma.order.findFirstOrThrow({ where: { checkoutId: placed.body.data.checkoutId } });
    await t.api
      .post(`/api/v1/vendor/business/orders/${order.id}/cancel`)
      .set('authorization', admin)
      .send({ reason: 'out_of_stock' })
      .expect(200);
    expect((await kitchen()).deliveryDates).toContain(NEXT_TUESDAY);
    await checkout(NEXT_TUESDAY, rice.option.id).expect(201);
  });

  it('orders taken while no limit was set count against one set later, however often it is removed and set again', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const paidOrder = async () => {
      const placed = await checkout(WEDNESDAY, rice.option.id).expect(201);
      await sendPaymentEvent(t, 'checkout.session.completed', placed.body.data.checkoutId).expect(200);
    };
    await capacity(2, 'orders').expect(200);
    await paidOrder();
    await capacity(null, 'orders').expect(200);
    await paidOrder();
    await capacity(2, 'orders').expect(200);
    expect((await kitchen()).deliveryDates).not.toContain(WEDNESDAY);
    expect(fieldsOf(await checkout(WEDNESDAY, rice.option.id).expect(409))).toEqual(['deliveryDate']);
    await capacity(3, 'orders').expect(200);
    await checkout(WEDNESDAY, rice.option.id).expect(201);
    expect(fieldsOf(await checkout(WEDNESDAY, rice.option.id).expect(409))).toEqual(['deliveryDate']);
  });

  it('in portions: counts the portions of every order for the date', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    await capacity(3, 'portions').expect(200);
    await checkout(FRIDAY, rice.option.id, 2).expect(201);
    expect(fieldsOf(await checkout(FRIDAY, rice.option.id, 2).expect(409))).toEqual(['deliveryDate']);
    await checkout(FRIDAY, rice.option.id, 1).expect(201);
    expect((await kitchen()).deliveryDates).not.toContain(FRIDAY);

    await capacity(null, 'portions').expect(200);
    expect((await kitchen()).deliveryDates).toContain(FRIDAY);
  });

  it('needs availability.manage, and a capacity of 1 to 10000', async () => {
    await capacity(0, 'orders').expect(400);
    await t.api
      .put('/api/v1/vendor/kitchen-controls/capacity')
      .set('authorization', await kitchenAssistantToken(t))
      .send({ dailyCapacity: 5, unit: 'orders' })
      .expect(403);
  });

  it('of 20 customers at once for the last 3 orders of a date, exactly 3 get a checkout', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    await capacity(3, 'orders').expect(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(SATURDAY, rice.option.id)));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    const counter = await t.db.prisma.kitchenDailyCapacity.findUniqueOrThrow({
      where: {
        businessId_deliveryDate: { businessId: DEMO_BUSINESS_ID, deliveryDate: new Date(`${SATURDAY}T00:00:00Z`) },
      },
    });
    expect(counter.ordersTaken).toBe(3);
  });
});

describe('every control', () => {
  it('needs a sign-in (401) and its permission (403)', async () => {
    const rice = await demoMeal(t, 'Jollof Rice with Chicken');
    const nobody = await t.tokenFor(await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, []));
    const holiday = { startDate: TUESDAY, endDate: TUESDAY };
    const calls = [
      (token?: string) => withToken(t.api.get('/api/v1/vendor/kitchen-controls'), token),
      (token?: string) => withToken(t.api.put('/api/v1/vendor/kitchen-controls/pause'), token).send({ until: null }),
      (token?: string) => withToken(t.api.delete('/api/v1/vendor/kitchen-controls/pause'), token),
      (token?: string) => withToken(t.api.post('/api/v1/vendor/kitchen-controls/holidays'), token).send(holiday),
      (token?: string) => withToken(t.api.delete(`/api/v1/vendor/kitchen-controls/holidays/${rice.id}`), token),
      (token?: string) =>
        withToken(t.api.put('/api/v1/vendor/kitchen-controls/capacity'), token).send({
          dailyCapacity: 5,
          unit: 'orders',
        }),
      (token?: string) => withToken(t.api.get(`/api/v1/vendor/business/meals/${rice.id}/sold-out`), token),
      (token?: string) =>
        withToken(t.api.put(`/api/v1/vendor/business/meals/${rice.id}/sold-out`), token).send({
          date: TUESDAY,
          soldOut: true,
        }),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call(nobody).expect(403);
    }
    expect(await kitchen()).toMatchObject({ open: true, closedReason: null });
  });
});

function withToken<T extends { set(name: string, value: string): T }>(request: T, token?: string): T {
  return token ? request.set('authorization', token) : request;
}
