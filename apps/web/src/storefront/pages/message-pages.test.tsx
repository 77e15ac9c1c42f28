import { describe, expect, it } from 'vitest';
import type { StorefrontKitchen } from '@vendor/api-types/storefront';
import { render } from '@/testing/render';
import { ClosedPage } from './message-pages';

const kitchen: StorefrontKitchen = {
  handle: 'mama-ada',
  name: "Mama Ada's Kitchen",
  description: null,
  bannerUrl: null,
  logoUrl: null,
  cuisines: [],
  dietaryOfferings: [],
  zones: [],
  openingDays: [],
  cutOffTime: null,
  cutOffText: 'Order by midnight the day before',
  open: false,
  closedReason: 'paused',
  pausedUntil: null,
  deliveryDates: [],
};

describe('a kitchen taking no orders', () => {
  it('paused with a time: "Not taking orders right now" and when it is back, in UK time', () => {
    const { container, unmount } = render(<ClosedPage kitchen={{ ...kitchen, pausedUntil: '2026-07-01T17:00:00Z' }} />);
    expect(container.querySelector('h2')?.textContent).toBe('Not taking orders right now');
    expect(container.textContent).toContain('Back at 1 Jul, 18:00 (UK time).');
    unmount();
  });

  it('paused until resumed, and not ready yet', () => {
    const paused = render(<ClosedPage kitchen={kitchen} />);
    expect(paused.container.textContent).toContain('Not taking orders right now');
    expect(paused.container.textContent).not.toContain('Back at');
    paused.unmount();
    const notReady = render(<ClosedPage kitchen={{ ...kitchen, closedReason: 'not_ready' }} />);
    expect(notReady.container.textContent).toContain('Not open for orders yet');
    notReady.unmount();
  });
});
