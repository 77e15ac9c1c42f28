import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_EMAIL, OTHER_HANDLE } from '../../apps/mock-server/src/seed/fixtures.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { captureScreens } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';

// The other kitchen pauses new orders from its Orders screen and a customer sees its storefront say so; it resumes.
// No other journey reads the other kitchen's storefront, and the pause is lifted before the file ends.
const browser = useBrowser();
const KITCHEN = `/k/${OTHER_HANDLE}`;
let other: ApiSession;

beforeAll(async () => {
  other = await passwordLogin(baseUrl(), OTHER_EMAIL);
});

afterAll(async () => {
  await fetch(`${baseUrl()}/api/v1/vendor/kitchen-controls/pause`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${other.accessToken}` },
  });
});

describe('pausing new orders', () => {
  it('the chef pauses for 2 hours; a customer sees "Not taking orders right now" and "Back at ..."; resume', async () => {
    const chef = await browser.openAs(other, { path: '/dashboard/orders' });
    const card = chef.page.getByRole('region', { name: 'New orders' });
    await card.getByRole('heading', { name: 'Taking orders' }).waitFor();
    await card.getByRole('combobox', { name: 'Pause for' }).selectOption({ label: 'For 2 hours' });
    await card.getByRole('button', { name: 'Pause new orders' }).click();
    await card.getByRole('heading', { name: /New orders paused/ }).waitFor();
    const said = await card.getByText(/Back at /).textContent();
    const backAt = /Back at \w{3} (\d{1,2} \w{3}, \d{2}:\d{2})/.exec(said ?? '')?.[1];
    expect(backAt, said ?? '').toBeTruthy();

    const customer = await browser.open({ width: 390 });
    await customer.page.goto(`${baseUrl()}${KITCHEN}`);
    await customer.page.getByRole('heading', { name: 'Not taking orders right now' }).waitFor();
    await customer.page.getByText(`Back at ${backAt} (UK time).`).waitFor();
    expect(await customer.page.getByRole('combobox', { name: 'Delivery date' }).count()).toBe(0);

    await captureScreens(browser.open, {
      name: 'orders-paused',
      path: '/dashboard/orders',
      session: other,
      ready: (page) => page.getByRole('heading', { name: /New orders paused/ }).waitFor(),
      fullPage: false,
    });

    await card.getByRole('button', { name: 'Resume orders' }).click();
    await card.getByRole('heading', { name: 'Taking orders' }).waitFor();
    await customer.page.reload();
    await customer.page.getByRole('combobox', { name: 'Delivery date' }).waitFor();
    expect(await customer.page.getByText('Not taking orders right now').count()).toBe(0);
  });
});
