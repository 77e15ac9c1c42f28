import type { BusinessEvent, StreamEnd, StreamReady } from '@vendor/api-types';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { eventStreamUrl, isOrderEvent, openEventStream, type EventStreamClient } from '../../testing/event-stream.ts';
import { addCustomer, addKitchen, addMemberWithPermissions, addOrder } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';
import { inTransactionAnnouncedAfter } from '../../lib/statement.ts';
import { demoOrder, ORDERS } from '../../testing/orders.ts';

const t = useTestApp();
const EVENTS = '/api/v1/vendor/events';
const open: EventStreamClient[] = [];

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const url = () => eventStreamUrl(t.app.server);

/** Opens a stream as a user (a session or a bearer header value), waits for its ready frame. */
async function connect(token: string, lastEventId?: string) {
  const stream = await openEventStream(url(), token, lastEventId);
  open.push(stream);
  expect(stream.status).toBe(200);
  // The contract walk counts the stream's success (a hijacked reply skips the hook that records it).
  t.calls.set('streamEvents', new Set([...(t.calls.get('streamEvents') ?? []), 200]));
  const ready = JSON.parse((await stream.next((e) => e.event === 'ready')).data) as StreamReady;
  return { stream, ready };
}

const data = (e: { data: string }) => JSON.parse(e.data) as BusinessEvent;

describe('the live event stream', () => {
  it('tells an open dashboard of a new order of its business, and not of other businesses', async () => {
    const { stream } = await connect(await t.tokenFor(DEMO_EMAIL));
    const other = await addCustomer(t.db.prisma, OTHER_BUSINESS_ID, { firstName: 'Other', lastName: 'Customer' });
    const elsewhere = await addOrder(t.db.prisma, {
      businessId: OTHER_BUSINESS_ID,
      ...other,
      createdAt: t.clock.now(),
    });
    const order = await demoOrder(t);

    const created = await stream.next(isOrderEvent(order.reference));
    expect(created.event).toBe('order.created');
    expect(created.id).toBe(data(created).id);
    const customer = await t.db.prisma.customer.findUniqueOrThrow({ where: { id: order.customerId } });
    expect(data(created)).toMatchObject({
      type: 'order.created',
      orderId: order.id,
      reference: order.reference,
      status: 'pending',
      previousStatus: null,
      customerName: `${customer.firstName} ${customer.lastName}`,
      total: order.amountPence / 100,
    });
    expect(stream.events.some(isOrderEvent(elsewhere.reference))).toBe(false);
  });

  it('tells it of status changes and cancellations made through the API', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const order = await demoOrder(t);
    const { stream } = await connect(auth);
    await t.api
      .patch(`${ORDERS}/${order.id}/status`)
      .set('authorization', auth)
      .send({ status: 'accepted' })
      .expect(200);
    const moved = await stream.next(isOrderEvent(order.reference));
    expect(moved.event).toBe('order.status_changed');
    expect(data(moved)).toMatchObject({ status: 'accepted', previousStatus: 'pending' });

    await t.api
      .post(`${ORDERS}/${order.id}/cancel`)
      .set('authorization', auth)
      .send({ reason: 'out_of_stock' })
      .expect(200);
    const cancelled = await stream.next(isOrderEvent(order.reference));
    expect(cancelled.event).toBe('order.cancelled');
    expect(data(cancelled)).toMatchObject({ status: 'cancelled', previousStatus: 'accepted' });
  });

  it('tells of a change through the API as of a change written by anyone else: once, in the same shape', async () => {
    // The API's status change writes and announces its own event (after its commit); a script's change to the
    // table is written and announced by the trigger.
    const auth = await t.tokenFor(DEMO_EMAIL);
    const order = await demoOrder(t);
    const { stream, ready } = await connect(auth);
    await t.api
      .patch(`${ORDERS}/${order.id}/status`)
      .set('authorization', auth)
      .send({ status: 'accepted' })
      .expect(200);
    await t.db.prisma.order.update({ where: { id: order.id }, data: { status: 'preparing' } });
    const live = [await stream.next(isOrderEvent(order.reference)), await stream.next(isOrderEvent(order.reference))];
    expect(live.map((e) => [e.event, data(e).previousStatus, data(e).status])).toEqual([
      ['order.status_changed', 'pending', 'accepted'],
      ['order.status_changed', 'accepted', 'preparing'],
    ]);
    const [api, script] = live.map(data);
    expect(Object.keys(api!).sort()).toEqual(Object.keys(script!).sort());
    expect(api).toMatchObject({ orderId: order.id, customerName: script!.customerName, total: script!.total });
    const stored = await t.db.prisma.businessEvent.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(stored.map((e) => e.type)).toEqual(['order.created', 'order.status_changed', 'order.status_changed']);
    // Replayed from the table after the ready frame's id: the same two events, as they were sent live.
    const again = await openEventStream(url(), auth, ready.lastEventId);
    open.push(again);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map(data)).toEqual([api, script]);
    expect((await again.next()).event).toBe('ready');
  });

  it('answers a status change that committed although its announcement failed, and replays its event', async () => {
    // The announcement is a statement after the change's commit: the connection lost between the two leaves the
    // change made and its event stored, so the kitchen is told it succeeded and a dashboard reconnecting replays it.
    const auth = await t.tokenFor(DEMO_EMAIL);
    const order = await demoOrder(t);
    const { ready } = await connect(auth);
    const { db } = t.app;
    const sql = db.sql;
    db.sql = (text, values) =>
      text.includes('pg_notify') ? Promise.reject(new Error('Connection terminated unexpectedly')) : sql(text, values);
    try {
      const changed = await t.api
        .patch(`${ORDERS}/${order.id}/status`)
        .set('authorization', auth)
        .send({ status: 'accepted' })
        .expect(200);
      expect(changed.body.data.status).toBe('accepted');
    } finally {
      db.sql = sql;
    }
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('accepted');
    const again = await openEventStream(url(), auth, ready.lastEventId);
    open.push(again);
    const replayed = await again.next(isOrderEvent(order.reference));
    expect([replayed.event, data(replayed).previousStatus, data(replayed).status]).toEqual([
      'order.status_changed',
      'pending',
      'accepted',
    ]);
  });

  it('sends what a transaction kept for after its commit, in order, and nothing for one rolled back', async () => {
    // A cancellation (and a storefront order) keeps its notifications where the trigger would send them inside the
    // transaction, and sends them once committed: the server's one notification lock is not held across its commit.
    const auth = await t.tokenFor(DEMO_EMAIL);
    const order = await demoOrder(t);
    const { stream } = await connect(auth);
    const { prisma } = t.db;
    const { sql } = t.app.db;
    await expect(
      inTransactionAnnouncedAfter(prisma, sql, t.app.log, async (tx) => {
        await tx.order.update({ where: { id: order.id }, data: { status: 'accepted' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await inTransactionAnnouncedAfter(prisma, sql, t.app.log, async (tx) => {
      await tx.order.update({ where: { id: order.id }, data: { status: 'accepted' } });
      await tx.order.update({ where: { id: order.id }, data: { status: 'preparing' } });
      const [row] = await tx.$queryRaw<{ kept: string }[]>`
        SELECT current_setting('homechef.announcements', true) AS kept`;
      return JSON.parse(row!.kept) as { channel: string; payload: string }[];
    });
    // Both events were kept in the transaction, in order, and arrive after it, in that order.
    expect(kept.map((k) => [k.channel, (JSON.parse(k.payload) as { type: string }).type])).toEqual([
      ['business_events', 'order.status_changed'],
      ['business_events', 'order.status_changed'],
    ]);
    const live = [await stream.next(isOrderEvent(order.reference)), await stream.next(isOrderEvent(order.reference))];
    expect(live.map((e) => [data(e).previousStatus, data(e).status])).toEqual([
      ['pending', 'accepted'],
      ['accepted', 'preparing'],
    ]);
    const stored = await prisma.businessEvent.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(stored.map((e) => e.type)).toEqual(['order.created', 'order.status_changed', 'order.status_changed']);
    // Outside such a transaction the trigger announces at once, as for any script.
    await prisma.order.update({ where: { id: order.id }, data: { status: 'ready' } });
    expect(data(await stream.next(isOrderEvent(order.reference)))).toMatchObject({ status: 'ready' });
  });

  it('is refused without a token, to a role without orders.view, and with an id that is not an event id', async () => {
    const none = await t.api.get(EVENTS).expect(401);
    expect(none.body).toMatchObject({ code: 'UNAUTHORIZED' });
    const email = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['dashboard.view', 'meals.view']);
    const refused = await t.api
      .get(EVENTS)
      .set('authorization', await t.tokenFor(email))
      .expect(403);
    expect(refused.body.message).toContain('orders.view');
    const bad = await t.api
      .get(EVENTS)
      .set('authorization', await t.tokenFor(DEMO_EMAIL))
      .set('last-event-id', 'yesterday')
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Last-Event-ID');
  });

  it('replays the events missed while disconnected, after the Last-Event-ID sent', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const first = await connect(auth);
    const seen = await demoOrder(t);
    const last = await first.stream.next(isOrderEvent(seen.reference));
    first.stream.close();

    const missed = [await demoOrder(t), await demoOrder(t)];
    const again = await openEventStream(url(), auth, last.id);
    open.push(again);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => data(e).reference)).toEqual(missed.map((o) => o.reference));
    const ready = await again.next();
    expect(ready.event).toBe('ready');
    expect(ready.id).toBe(replayed[1]?.id);
    expect(again.events.some(isOrderEvent(seen.reference))).toBe(false);
  });

  it('asks the client to fetch everything again when it cannot replay from the id sent', async () => {
    const stream = await openEventStream(url(), await t.tokenFor(DEMO_EMAIL), '999999999999');
    open.push(stream);
    expect((await stream.next()).event).toBe('reset');
    expect((await stream.next()).event).toBe('ready');
  });

  it('ends when the session is signed out, with the reason', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const { stream } = await connect(session.accessToken);
    await t.api.post('/api/v1/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    const end = await stream.next((e) => e.event === 'end');
    expect(JSON.parse(end.data) as StreamEnd).toEqual({ reason: 'session_ended' });
    await stream.closed;
  });

  it('ends when the member is deactivated, and when their role loses orders.view', async () => {
    const admin = await t.tokenFor(DEMO_EMAIL);
    const email = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['orders.view']);
    const membership = await t.db.prisma.membership.findFirstOrThrow({ where: { user: { email } } });
    const { stream } = await connect(await t.tokenFor(email));
    await t.api
      .patch(`/api/v1/vendor/team-members/${membership.id}`)
      .set('authorization', admin)
      .send({ status: 'inactive' })
      .expect(200);
    expect(JSON.parse((await stream.next((e) => e.event === 'end')).data)).toEqual({ reason: 'session_ended' });

    const viewer = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['orders.view']);
    const role = await t.db.prisma.membership.findFirstOrThrow({ where: { user: { email: viewer } } });
    const second = await connect(await t.tokenFor(viewer));
    await t.db.prisma.rolePermission.deleteMany({ where: { roleId: role.roleId, permission: 'orders.view' } });
    expect(JSON.parse((await second.stream.next((e) => e.event === 'end')).data)).toEqual({ reason: 'forbidden' });
  });

  it('keeps the stream of another session open when one session signs out', async () => {
    const kept = await connect(await t.tokenFor(DEMO_EMAIL));
    const leaving = await t.sessionFor(DEMO_EMAIL);
    const gone = await connect(leaving.accessToken);
    await t.api.post('/api/v1/auth/logout').send({ refreshToken: leaving.refreshToken }).expect(200);
    await gone.stream.next((e) => e.event === 'end');
    const order = await demoOrder(t);
    await kept.stream.next(isOrderEvent(order.reference));
    expect(kept.stream.events.some((e) => e.event === 'end')).toBe(false);
  });

  it('tells it of a sample order placed through the development route, as a checkout would place it', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const { stream } = await connect(auth);
    const placed = await t.api.post('/api/v1/dev/sample-order').set('authorization', auth).expect(201);
    const { reference, total, id } = placed.body.data as { id: string; reference: string; total: number };
    const event = await stream.next(isOrderEvent(reference));
    expect(data(event)).toMatchObject({ type: 'order.created', orderId: id, total, status: 'pending' });
    const shown = await t.api.get(`${ORDERS}/${id}`).set('authorization', auth).expect(200);
    expect(shown.body.data).toMatchObject({ reference, status: 'pending' });

    await t.api.post('/api/v1/dev/sample-order').expect(401);
    const empty = await addKitchen(t.db.prisma, ['orders.view']);
    const refused = await t.api
      .post('/api/v1/dev/sample-order')
      .set('authorization', await t.tokenFor(empty.email))
      .expect(409);
    expect(refused.body.message).toContain('Publish a meal');
  });
});
