import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSession, baseUrl, useBrowser, WAIT_MS } from './support/browser.ts';
import { advance, pauseClock } from './support/clock.ts';
import { newKitchen, uploadFile } from './support/kitchen.ts';
import { withoutLiveStream } from './support/network.ts';
import { type ApiSession, apiGet, apiUrl } from './support/server.ts';

// Live orders: a kitchen of its own (journeys run side by side on one server, and a new order would change what the
// others count) has the Orders screen open; an order placed elsewhere appears there without a reload, announced by a
// toast, the tab title's count and the sidebar's marker. Until the storefront places orders, the development route
// places one as a checkout would.
const browser = useBrowser();
let kitchen: ApiSession;

async function post<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(baseUrl(), path), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${json.message ?? ''}`);
  return json;
}

beforeAll(async () => {
  kitchen = await newKitchen(baseUrl(), 'Live Orders Kitchen');
  const token = kitchen.accessToken;
  const categories = await apiGet<{ data: { id: string }[] }>(baseUrl(), '/vendor/meal-categories', token);
  const mediaId = await uploadFile(baseUrl(), token, 'meal_image', 'jollof.png');
  await post('/vendor/business/meals', token, {
    name: 'Smoky jollof rice',
    description: 'Party jollof cooked over wood smoke, with fried plantain. Reheat covered for ten minutes.',
    tags: ['rice'],
    categoryIds: [categories.data[0]!.id],
    mediaIds: [mediaId],
    options: [{ size: 'Regular', price: 9.5, servings: 1 }],
    servingType: 'Container',
    attributes: { ingredients: [], additives: [], allergens: [], dietaryClassification: [], spiceLevel: 2 },
    availability: { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true },
    customAvailability: [],
    dailyStock: 30,
    customIngredients: [],
    confirmNoAllergen: true,
    status: 'published',
  });
});

/** The tab's title, once it is `expected` (the page sets it after renders). */
const titleBecomes = (page: Page, expected: string | RegExp) =>
  expect.poll(() => page.title(), { timeout: WAIT_MS }).toMatch(expected);

describe('live orders', () => {
  it('an order placed elsewhere appears on the open Orders screen with a toast and the title count', async () => {
    const { page } = await browser.openAs(kitchen, { path: '/dashboard' });
    // The chef goes to her orders the way she always does: the sidebar.
    const streaming = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/vendor/events') && response.status() === 200,
    );
    await page.getByRole('link', { name: 'Order Processing' }).click();
    await page.getByRole('heading', { name: 'Order Processing' }).waitFor();
    await streaming;
    await titleBecomes(page, /^Order Processing · Home Kitchen$/);
    // Gone after a reload: what follows must happen in this very page.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    // Another member (here: another session of the kitchen) takes an order while the screen stays open.
    const { data: order } = await post<{ data: { id: string; reference: string; total: number } }>(
      '/dev/sample-order',
      kitchen.accessToken,
    );
    const total = `£${order.total.toFixed(2)}`;
    await page.getByRole('button', { name: `Open order ${order.reference}` }).waitFor();
    await page
      .getByRole('status')
      .getByText(`New order ${order.reference} from Sample Customer: ${total}`, { exact: true })
      .waitFor();
    await titleBecomes(page, /^\(1\) Order Processing · Home Kitchen$/);
    await page.getByRole('link', { name: 'Order Processing 1 new' }).waitFor();

    // A second one counts up.
    const { data: second } = await post<{ data: { reference: string } }>('/dev/sample-order', kitchen.accessToken);
    await page.getByRole('button', { name: `Open order ${second.reference}` }).waitFor();
    await titleBecomes(page, /^\(2\) Order Processing/);

    // Opening an order takes it off the count; the page was never reloaded.
    await page.getByRole('button', { name: `Open order ${order.reference}` }).click();
    await page.getByRole('dialog', { name: `Order ${order.reference}` }).waitFor();
    await titleBecomes(page, /^\(1\) Order Processing/);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  });

  it('the sound switch is off until the chef turns it on, and stays as she left it', async () => {
    const { page } = await browser.openAs(kitchen, { path: '/dashboard/orders' });
    const sound = page.getByRole('switch', { name: 'Sound for new orders' });
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await sound.focus();
    await page.keyboard.press('Space');
    expect(await sound.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Sound for new orders' }).getAttribute('aria-checked')).toBe('true');
  });

  it('against an API without the stream, the open Orders list is fetched again every 30 s, with no error', async () => {
    const { context, page } = await browser.open();
    await withoutLiveStream(context);
    await addSession(context, kitchen);
    await page.clock.install();
    await page.goto(`${baseUrl()}/dashboard/orders`);
    await page.getByRole('heading', { name: 'Order Processing' }).waitFor();
    await page
      .getByRole('button', { name: /^Open order ORD-/ })
      .first()
      .waitFor();
    await pauseClock(page);
    const { data: order } = await post<{ data: { reference: string } }>('/dev/sample-order', kitchen.accessToken);
    const row = page.getByRole('button', { name: `Open order ${order.reference}` });
    // The page's time stands still: nothing fetches the list, so the new order is not there yet.
    await advance(page, 0);
    expect(await row.count()).toBe(0);
    // The refresh started when the stream turned out to be missing, at most a second before the clock stopped.
    await advance(page, 30_000);
    await row.waitFor();
    expect(await page.getByRole('alert').locator('[data-toast]').count()).toBe(0);
    // No stream, so no announcement: the list alone shows it.
    expect(await page.title()).toBe('Order Processing · Home Kitchen');
  });
});
