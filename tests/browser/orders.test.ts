import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTHER_EMAIL } from '../../apps/mock-server/src/seed/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { expectFieldError, successToast } from './support/assertions.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { captureScreens, screenTestsFor } from './support/screens.ts';
import { shownAt, watchFirstShown } from './support/shown-at.ts';
import { type ApiSession, apiGet, passwordLogin } from './support/server.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import { typeInto } from './support/keyboard.ts';

// Order processing as the demo kitchen runs it. Journey files share one server: this file only reads the demo
// kitchen's orders, except one 'accepted' order it moves to 'preparing' (a move no other journey counts), and it
// cancels the other kitchen's pending order, which no other journey reads.
const ORDERS = '/dashboard/orders';
const browser = useBrowser();
const screenTest = screenTestsFor(browser.open, () => demo);
let demo: ApiSession;
let other: ApiSession;

interface WireOrder {
  id: string;
  reference: string;
  status: string;
  user: { firstName: string; lastName: string };
  items: { deliveryDate: string }[];
}
interface OrderPage {
  data: WireOrder[];
  meta: { totalNumberOfRecords: number };
}
interface PrepList {
  rows: { mealName: string; optionSize: string; quantity: number }[];
}

const list = (session: ApiSession, query: string) =>
  apiGet<OrderPage>(baseUrl(), `/vendor/business/orders?${query}`, session.accessToken);

beforeAll(async () => {
  [demo, other] = await Promise.all([passwordLogin(baseUrl()), passwordLogin(baseUrl(), OTHER_EMAIL)]);
});

const panel = (page: Page, reference: string) => page.getByRole('dialog', { name: `Order ${reference}` });
/** The first order's button, as a CSS selector for the page's own clock. */
const FIRST_ROW = 'button[aria-label^="Open order ORD-"]';
const openOrderButtons = (page: Page) => page.getByRole('button', { name: /^Open order ORD-/ });

/** The earliest delivery date of the demo kitchen's accepted or preparing orders, and that day's prep list. */
async function busyDay() {
  const [accepted, preparing] = await Promise.all([
    list(demo, 'status=accepted&pageSize=50'),
    list(demo, 'status=preparing&pageSize=50'),
  ]);
  const date = [...accepted.data, ...preparing.data].flatMap((o) => o.items.map((i) => i.deliveryDate)).sort()[0]!;
  const prep = await apiGet<{ data: PrepList }>(
    baseUrl(),
    `/vendor/business/orders/prep-list?deliveryDate=${date}`,
    demo.accessToken,
  );
  return { date, prep: prep.data };
}

function parseCsvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe('order processing', () => {
  it('shows the first page of orders with their totals, filters them and exports the filtered list', async () => {
    const { page } = await browser.openAs(demo);
    // Timed by the page's own clock from the start of the navigation to the first row painted.
    await watchFirstShown(page, FIRST_ROW);
    await page.goto(`${baseUrl()}${ORDERS}`);
    await openOrderButtons(page).first().waitFor();
    console.log(`orders first page: ${await shownAt(page, FIRST_ROW)} ms`);
    // Once the browser has the app's files (any later visit), what the chef waits for is the list itself.
    await page.reload();
    await openOrderButtons(page).first().waitFor();
    console.log(`orders first page (app cached): ${await shownAt(page, FIRST_ROW)} ms`);

    const all = await list(demo, 'pageSize=10');
    expect(await openOrderButtons(page).count()).toBe(10);
    await page.getByText(`Showing 1–10 of ${all.meta.totalNumberOfRecords}`).waitFor();
    const first = all.data[0]!;
    const row = page.locator('tr').filter({ has: page.getByRole('button', { name: `Open order ${first.reference}` }) });
    expect(await row.textContent()).toContain(`${first.user.firstName} ${first.user.lastName}`);
    expect(await row.textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await row.textContent()).toMatch(/£\d/);

    // The status filter.
    await page.getByLabel('Status').selectOption('delivered');
    const delivered = await list(demo, 'status=delivered&pageSize=10');
    await page.getByText(`Showing 1–10 of ${delivered.meta.totalNumberOfRecords}`).waitFor();
    const badges = await page.locator('tbody tr td:last-child').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Delivered']));

    // The export honours the filters on screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = parseCsvLines(await readFile((await download.path())!, 'utf8'));
    expect(lines[0]).toBe(
      'Reference,Date,Customer,Email,Phone,Delivery date,Items,Amount (GBP),Status,Cancellation reason',
    );
    expect(lines).toHaveLength(delivered.meta.totalNumberOfRecords + 1);
    expect(lines.slice(1).every((line) => line.includes(',delivered,'))).toBe(true);
    await successToast(page, 'Orders exported').waitFor();

    // Search by reference (debounced) and a delivery-date range.
    await page.getByLabel('Status').selectOption('');
    await typeInto(page.getByLabel('Search by reference or customer'), first.reference);
    await page.waitForURL(/search=ORD-/);
    await page.getByText('Showing 1–1 of 1').waitFor();
    await typeInto(page.getByLabel('Search by reference or customer'), '');
    await typeInto(page.getByLabel('Delivery from'), '2000-01-02');
    await typeInto(page.getByLabel('Delivery to'), '2000-01-01');
    await expectFieldError(page.getByLabel('Delivery to'), 'The end date is before the start date');
    await typeInto(page.getByLabel('Delivery from'), '1999-01-01');
    await page.getByRole('heading', { name: 'No orders match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await openOrderButtons(page).first().waitFor();
  });

  it('opens an order and moves it to its next stage, named on the button', async () => {
    const accepted = await list(demo, 'status=accepted&pageSize=50');
    const order = accepted.data.at(-1)!;
    const { page } = await browser.openAs(demo, { path: ORDERS });
    await typeInto(page.getByLabel('Search by reference or customer'), order.reference);
    // The list dims while the search loads: open the order once the search has answered.
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('button', { name: `Open order ${order.reference}` }).click();
    const dialog = panel(page, order.reference);
    await dialog.getByRole('heading', { name: 'Items' }).waitFor();
    await dialog.getByRole('heading', { name: 'Customer' }).waitFor();
    await dialog.getByRole('heading', { name: 'Delivery address' }).waitFor();
    await dialog.getByText('Platform fee').waitFor();
    await dialog.getByRole('heading', { name: 'Timeline' }).waitFor();
    await dialog.locator('ol li').filter({ hasText: 'Accepted' }).waitFor();
    await expectAccessible(page, 'order panel');

    await dialog.getByRole('button', { name: 'Start preparing' }).click();
    await successToast(page, `Order ${order.reference} is now preparing`).waitFor();
    await dialog.getByRole('button', { name: 'Mark as ready' }).waitFor();
    await dialog.locator('ol li').filter({ hasText: 'Preparing' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tr').filter({ has: page.getByRole('button', { name: `Open order ${order.reference}` }) });
    await row.getByText('Preparing', { exact: true }).waitFor();
  });

  it('cancels an order with a reason and details, shown afterwards', async () => {
    const pending = await list(other, 'status=pending&pageSize=5');
    const order = pending.data[0]!;
    const { page } = await browser.openAs(other, { width: 390 });
    await page.goto(`${baseUrl()}${ORDERS}?order=${order.id}`);
    const dialog = panel(page, order.reference);
    await dialog.getByRole('button', { name: 'Accept order' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order…' }).click();
    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expectFieldError(dialog.getByLabel('Reason'), 'Choose a reason');
    await dialog.getByLabel('Reason').selectOption('customer_request');
    await typeInto(dialog.getByLabel('Details (optional)'), 'Asked by phone to cancel: moving house this week.');
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await successToast(page, `Order ${order.reference} cancelled`).waitFor();
    await dialog.getByRole('heading', { name: 'Cancelled: Customer request' }).waitFor();
    await dialog.getByText('Asked by phone to cancel: moving house this week.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept order' }).count()).toBe(0);
    await expectNoSideScroll(page);

    // Still shown after a reload.
    await page.reload();
    await panel(page, order.reference).getByRole('heading', { name: 'Cancelled: Customer request' }).waitFor();
  });

  it('prints the prep list of a delivery date with the quantities to cook', async () => {
    const { date, prep } = await busyDay();
    expect(prep.rows.length).toBeGreaterThan(0);
    const { page } = await browser.openAs(demo, { path: ORDERS });
    await page.getByRole('tab', { name: 'Prep list' }).click();
    await typeInto(page.getByLabel('Delivery date'), date);
    const table = page.getByRole('table', { name: `Prep list for ${date}` });
    await table.waitFor();
    const first = prep.rows[0]!;
    const row = table.locator('tbody tr').filter({ hasText: first.mealName }).filter({ hasText: first.optionSize });
    expect(await row.first().locator('td').nth(2).textContent()).toBe(String(first.quantity));

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper only the prep list is printed.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('main').isVisible()).toBe(false);
    await page
      .locator('[data-print-root]')
      .getByRole('heading', { name: `Prep list for ${date}` })
      .waitFor();
    await page.emulateMedia({ media: 'screen' });
  });

  it('shows printable allergen labels for an order, allergens emphasised', async () => {
    const delivered = await list(demo, 'status=delivered&pageSize=1');
    const order = delivered.data[0]!;
    const { page } = await browser.openAs(demo);
    await page.goto(`${baseUrl()}${ORDERS}?order=${order.id}`);
    await panel(page, order.reference).getByRole('button', { name: 'Allergen labels' }).click();
    const dialog = page.getByRole('dialog', { name: `Labels for ${order.reference}` });
    const label = dialog.getByRole('article').first();
    await label.waitFor();
    expect(await label.textContent()).toContain('Ingredients:');
    expect(await label.textContent()).toContain('Allergens:');
    await dialog.getByRole('button', { name: 'Print labels' }).waitFor();
    await expectAccessible(page, 'order labels');
    await dialog.getByRole('button', { name: 'Back to order' }).click();
    await panel(page, order.reference).getByRole('heading', { name: 'Items' }).waitFor();
  });

  describe('screens at 1440 and 390 px, light and dark', () => {
    screenTest('the order list', {
      name: 'orders',
      path: ORDERS,
      ready: async (page) => {
        await openOrderButtons(page).first().waitFor();
      },
    });

    // Over a delivered order's panel, the screen as shown.
    const overPanel: { title: string; name: string; ready: (page: Page, reference: string) => Promise<void> }[] = [
      {
        title: 'the order panel',
        name: 'orders-panel',
        ready: async (page, reference) => {
          await panel(page, reference).locator('ol li').first().waitFor();
        },
      },
      {
        title: 'the allergen labels',
        name: 'orders-labels',
        ready: async (page, reference) => {
          await panel(page, reference).getByRole('button', { name: 'Allergen labels' }).click();
          const labels = page.getByRole('dialog', { name: `Labels for ${reference}` });
          await labels.getByRole('article').first().waitFor();
        },
      },
    ];
    for (const { title, name, ready } of overPanel) {
      it(title, async () => {
        const delivered = (await list(demo, 'status=delivered&pageSize=1')).data[0]!;
        await captureScreens(browser.open, {
          name,
          path: `${ORDERS}?order=${delivered.id}`,
          session: demo,
          fullPage: false,
          ready: (page) => ready(page, delivered.reference),
        });
      });
    }

    it('the prep list', async () => {
      const { date } = await busyDay();
      await captureScreens(browser.open, {
        name: 'orders-prep-list',
        path: `${ORDERS}?view=prep-list&date=${date}`,
        session: demo,
        ready: async (page) => {
          await page.getByRole('table', { name: `Prep list for ${date}` }).waitFor();
        },
      });
    });
  });
});
