import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import { CHANNELS, type NotificationPreferences, NotificationsStore, PREFERENCES } from './notifications-store';

const allOn = (): NotificationPreferences =>
  Object.fromEntries(
    CHANNELS.map((channel) => [channel, Object.fromEntries(PREFERENCES.map((key) => [key, true]))]),
  ) as NotificationPreferences;

/** A PUT that answers only when the test lets it. */
function gatedServer(fail = () => false) {
  const bodies: NotificationPreferences[] = [];
  const gates: (() => void)[] = [];
  const put = async (body: unknown) => {
    bodies.push(body as NotificationPreferences);
    await new Promise<void>((resolve) => gates.push(resolve));
    return fail() ? apiError(500, 'Internal error') : ok(body);
  };
  const release = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    gates.shift()!();
  };
  return { bodies, put, release };
}

/** A store whose preferences (all on) are loaded; `put` answers the saves. */
async function loadedStore(put: (body: unknown) => Response | Promise<Response>) {
  const { store } = createTestRootStore({
    'GET /vendor/notification-preferences': () => ok(allOn()),
    'PUT /vendor/notification-preferences': (call) => put(call.body),
  });
  const notifications = store.get(NotificationsStore);
  const read = notifications.getNotificationPreferences();
  await read.load();
  return { store, notifications, read };
}

describe('NotificationsStore', () => {
  it('shows a pressed switch at once and saves the whole set', async () => {
    const server = gatedServer();
    const { store, notifications, read } = await loadedStore(server.put);
    notifications.toggleNotification('sms', 'news');
    expect(read.data?.sms.news).toBe(false);
    expect(notifications.saving).toBe(true);
    await server.release();
    await expect.poll(() => notifications.saving).toBe(false);
    expect(server.bodies).toEqual([{ ...allOn(), sms: { ...allOn().sms, news: false } }]);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Changes saved successfully']);
  });

  it('sends quick presses one after the other, the last with every change, and toasts once', async () => {
    const server = gatedServer();
    const { store, notifications, read } = await loadedStore(server.put);
    notifications.toggleNotification('email', 'news');
    notifications.toggleNotification('email', 'newOrders');
    notifications.toggleNotification('sms', 'billingAndSubscriptions');
    await server.release();
    await server.release();
    await expect.poll(() => notifications.saving).toBe(false);
    expect(server.bodies).toHaveLength(2);
    expect(server.bodies[1]).toEqual({
      email: { ...allOn().email, news: false, newOrders: false },
      sms: { ...allOn().sms, billingAndSubscriptions: false },
    });
    expect(read.data).toEqual(server.bodies[1]);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Changes saved successfully']);
  });

  it('puts the switches back and says "Failed to save changes" when the save fails', async () => {
    const { store, notifications, read } = await loadedStore(() => apiError(503, 'Service unavailable'));
    notifications.toggleNotification('email', 'accountActivity');
    expect(read.data?.email.accountActivity).toBe(false);
    await expect.poll(() => notifications.saving).toBe(false);
    expect(read.data).toEqual(allOn());
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'Failed to save changes']]);
  });
});
