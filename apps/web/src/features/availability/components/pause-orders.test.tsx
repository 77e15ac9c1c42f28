import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitchenControls } from '@vendor/api-types';
import { StoresProvider } from '@/stores/stores-context';
import { ok } from '@/testing/fake-fetch';
import { render } from '@/testing/render';
import { createTestRootStore } from '@/testing/test-root-store';
import { formatPauseEnd, KitchenControlsStore, pauseUntil } from '../stores/kitchen-controls-store';
import { PauseOrders } from './pause-orders';

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const controls = (pause: KitchenControls['pause']): KitchenControls => ({
  pause,
  holidays: [],
  capacity: { dailyCapacity: null, unit: 'orders' },
});

function setup(initial: KitchenControls, permissions: string[]) {
  let current = initial;
  const context = createTestRootStore(
    {
      'GET /vendor/kitchen-controls': () => ok(current),
      'PUT /vendor/kitchen-controls/pause': (call) => {
        const { until } = call.body as { until: string | null };
        current = controls({ paused: true, until });
        return ok(current);
      },
      'DELETE /vendor/kitchen-controls/pause': () => {
        current = controls({ paused: false, until: null });
        return ok(current);
      },
    },
    {
      accessToken: 'a',
      user: {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@kitchen.test',
        role: { permissions },
      } as never,
    },
  );
  const view = render(
    <StoresProvider store={context.store}>
      <PauseOrders />
    </StoresProvider>,
  );
  return { ...context, ...view };
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);

afterEach(() => {
  vi.useRealTimers();
});

describe('pausing new orders', () => {
  it('a pause chosen for some hours ends that many hours from now; until resumed has no end', () => {
    const now = new Date('2026-11-26T14:00:00.000Z');
    expect(pauseUntil('2', now)).toBe('2026-11-26T16:00:00.000Z');
    expect(pauseUntil('resumed', now)).toBeNull();
    expect(formatPauseEnd('2026-07-01T17:00:00.000Z')).toBe('Wed 1 Jul, 18:00');
  });

  it('pauses for the chosen hours, says when orders are back (UK time), and resumes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:00:00.000Z'));
    const { container, calls, store, unmount } = setup(controls({ paused: false, until: null }), [
      'orders.view',
      'orders.manage',
    ]);
    await flush();
    expect(container.textContent).toContain('Taking orders');
    const select = container.querySelector('select')!;
    act(() => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button(container, 'Pause new orders')!.click());
    await flush();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ until: '2026-11-26T15:00:00.000Z' });
    expect(container.textContent).toContain('New orders paused');
    expect(container.textContent).toContain('Back at Thu 26 Nov, 15:00 (UK time)');
    expect(store.ui.toasts.map((t) => t.message)).toContain('New orders paused');

    await act(async () => button(container, 'Resume orders')!.click());
    await flush();
    expect(container.textContent).toContain('Taking orders');
    expect(store.get(KitchenControlsStore).getKitchenControls().data?.pause.paused).toBe(false);
    unmount();
  });

  it('shows the pause without its buttons to a member who may only view orders', async () => {
    const { container, unmount } = setup(controls({ paused: true, until: null }), ['orders.view']);
    await flush();
    expect(container.textContent).toContain('not taking orders until you resume');
    expect(container.querySelector('button')).toBeNull();
    unmount();
  });
});
