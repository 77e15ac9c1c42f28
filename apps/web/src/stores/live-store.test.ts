import type { BusinessEvent } from '@vendor/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import { type AlertDevices, LiveStore, POLL_INTERVAL_MS, SOUND_STORAGE_KEY } from './live-store';

const order = (n: number, type: BusinessEvent['type'] = 'order.created'): BusinessEvent => ({
  id: String(n),
  type,
  orderId: `order-${n}`,
  reference: `ORD-${n}`,
  status: 'pending',
  previousStatus: null,
  customerName: 'Grace Hopper',
  total: 24.5,
  createdAt: '2026-11-26T12:00:00.000Z',
});

const frame = (event: BusinessEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

function devices(permission: NotificationPermission = 'default') {
  return {
    chime: vi.fn(),
    notificationPermission: () => permission,
    requestNotificationPermission: vi.fn(async () => 'granted' as const),
    notify: vi.fn(),
  } satisfies AlertDevices;
}

/** A signed-in root whose API answers GET /vendor/events with a stream the test writes to. */
function setUp(permission?: NotificationPermission) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const { store, calls } = createTestRootStore(
    { 'GET /vendor/events': () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }) },
    { accessToken: 'a' },
  );
  const alerts = devices(permission);
  const live = new LiveStore(store, alerts);
  const send = (text: string) => controller.enqueue(new TextEncoder().encode(text));
  return { store, calls, live, alerts, send };
}

describe('LiveStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('announces a new order: toast with reference, customer and total, the count, no sound until turned on', async () => {
    const { store, live, alerts, send } = setUp();
    live.start();
    await settle();
    send('id: 1\nevent: ready\ndata: {"lastEventId":"1"}\n\n' + frame(order(2)));
    await settle();
    expect(live.state).toBe('live');
    expect(store.ui.toasts.map((t) => [t.type, t.message])).toEqual([
      ['info', 'New order ORD-2 from Grace Hopper: £24.50'],
    ]);
    expect(live.newCount).toBe(1);
    expect(alerts.chime).not.toHaveBeenCalled();
    expect(alerts.notify).not.toHaveBeenCalled();

    live.setSound(true);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    alerts.chime.mockClear();
    send(frame(order(3)));
    await settle();
    expect(alerts.chime).toHaveBeenCalledTimes(1);
    expect(live.newCount).toBe(2);
    // The toast goes after its 4 seconds; the count stays until the orders are opened.
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.ui.toasts).toEqual([]);
    live.markSeen('order-2');
    expect(live.unseen.map((o) => o.reference)).toEqual(['ORD-3']);
    live.clearNew();
    expect(live.newCount).toBe(0);
    live.stop();
  });

  it('remembers the sound switch, and sends a browser notification once the chef allowed them', async () => {
    localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    const { live, alerts, send } = setUp('granted');
    expect(live.soundOn).toBe(true);
    live.start();
    await settle();
    send(frame(order(5)));
    await settle();
    expect(alerts.chime).toHaveBeenCalledTimes(1);
    expect(alerts.notify).toHaveBeenCalledWith('New order ORD-5', 'Grace Hopper: £24.50');
    live.stop();
  });

  it('asks for notifications only when told to', async () => {
    const { live, alerts } = setUp('default');
    expect(alerts.requestNotificationPermission).not.toHaveBeenCalled();
    await live.enableNotifications();
    expect(live.notificationPermission).toBe('granted');
  });

  it('tells the screens of every order change, without a toast for a status change', async () => {
    const { store, live, send } = setUp();
    const changed = vi.fn();
    live.onOrdersChanged(changed);
    live.start();
    await settle();
    send(frame({ ...order(7, 'order.status_changed'), status: 'accepted', previousStatus: 'pending' }));
    send('event: reset\ndata: {}\n\n');
    await settle();
    expect(changed.mock.calls.map(([event]) => (event as BusinessEvent | undefined)?.type)).toEqual([
      'order.status_changed',
      undefined,
    ]);
    expect(store.ui.toasts).toEqual([]);
    expect(live.newCount).toBe(0);
    live.stop();
  });

  it('without a stream in the API, refreshes every 30 s and shows no error', async () => {
    const { store } = createTestRootStore(
      { 'GET /vendor/events': () => apiError(404, 'No route GET /api/v1/vendor/events') },
      { accessToken: 'a' },
    );
    const live = new LiveStore(store, devices());
    const changed = vi.fn();
    live.onOrdersChanged(changed);
    live.start();
    await settle();
    expect(live.state).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(changed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(changed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(store.ui.toasts).toEqual([]);
    live.stop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('sends the bearer token in the header and the last event id when it reconnects', async () => {
    const controllers: ReadableStreamDefaultController<Uint8Array>[] = [];
    const { store, calls } = createTestRootStore(
      {
        'GET /vendor/events': () =>
          new Response(new ReadableStream<Uint8Array>({ start: (c) => void controllers.push(c) }), {
            headers: { 'Content-Type': 'text/event-stream' },
          }),
      },
      { accessToken: 'a' },
    );
    const live = new LiveStore(store, devices());
    live.start();
    await settle();
    controllers[0]!.enqueue(new TextEncoder().encode(frame(order(11))));
    controllers[0]!.close();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => [c.authorization, c.headers.get('Last-Event-ID')])).toEqual([
      ['Bearer a', null],
      ['Bearer a', '11'],
    ]);
    live.stop();
  });
});
