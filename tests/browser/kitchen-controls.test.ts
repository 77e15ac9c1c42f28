import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_EMAIL, OTHER_HANDLE } from '../../apps/mock-server/src/seed/fixtures.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { typeInto } from './support/keyboard.ts';
import { captureScreens } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';

// The other kitchen pauses new orders from its Orders screen and a customer sees its storefront say so; it resumes.
// No other journey reads the other kitchen's storefront; the pause, holiday, capacity and sold-out mark are lifted
// before the file ends.
const browser = useBrowser();
const KITCHEN = `/k/${OTHER_HANDLE}`;
let other: ApiSession;

beforeAll(async () => {
  other = await passwordLogin(baseUrl(), OTHER_EMAIL);
});

afterAll(async () => {
  const authorization = `Bearer ${other.accessToken}`;
  await fetch(`${baseUrl()}/api/v1/vendor/kitchen-controls/pause`, { method: 'DELETE', headers: { authorization } });
  await fetch(`${baseUrl()}/api/v1/vendor/kitchen-controls/capacity`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ dailyCapacity: null, unit: 'orders' }),
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

describe('holiday dates, daily capacity and sold out', () => {
  it('the chef adds a holiday and sets a capacity under the opening hours, and marks a meal sold out for a date', async () => {
    const chef = await browser.openAs(other, { path: '/dashboard/settings/kitchen-availability' });
    const { page } = chef;
    const holidays = page.getByRole('form', { name: 'Add holiday dates' });
    await holidays.getByLabel('First day').waitFor();
    await holidays.getByLabel('First day').fill('2031-12-24');
    await holidays.getByLabel('Last day').fill('2031-12-27');
    await holidays.getByRole('button', { name: 'Add holiday' }).click();
    const range = '24 Dec 2031 – 27 Dec 2031';
    await page.getByRole('list', { name: 'Holiday dates' }).getByText(range).waitFor();

    const capacity = page.getByRole('form', { name: 'Daily capacity' });
    await typeInto(capacity.getByLabel('Most per delivery date'), '12');
    await capacity.getByRole('combobox', { name: 'Counted in' }).selectOption({ label: 'Portions' });
    await capacity.getByRole('button', { name: 'Save capacity' }).click();
    await page.getByText('Daily capacity saved').waitFor();

    await captureScreens(browser.open, {
      name: 'kitchen-controls-settings',
      path: '/dashboard/settings/kitchen-availability',
      session: other,
      ready: (p) => p.getByRole('list', { name: 'Holiday dates' }).getByText(range).waitFor(),
    });

    await page.getByRole('button', { name: `Remove holiday ${range}` }).click();
    await page.getByText('No holiday dates coming up.').waitFor();
    await typeInto(capacity.getByLabel('Most per delivery date'), '');
    await capacity.getByRole('button', { name: 'Save capacity' }).click();

    await page.goto(`${baseUrl()}/dashboard/menu`);
    const soldOut = page.getByRole('button', { name: /^Sold out dates of / }).first();
    await soldOut.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Delivery date').fill('2031-12-20');
    await dialog.getByRole('button', { name: 'Mark sold out' }).click();
    await dialog.getByRole('list', { name: 'Sold-out dates' }).getByText('Sat 20 Dec').waitFor();
    await dialog.getByRole('button', { name: 'Offer again' }).click();
    await dialog.getByText('Not sold out for any date.').waitFor();
  });
});
