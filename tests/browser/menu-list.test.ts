import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { expectText } from './support/assertions.ts';
import { baseUrl, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { openWithFailingLoad } from './support/network.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import { listSettled, mealRow, type PageMeta, stepHeading, useMenuKitchen } from './support/menu.ts';
import { typeInto } from './support/keyboard.ts';

// The menu list: photos, prices, status and weekdays, filters and paging, and its loading, error and empty states.
const browser = useBrowser();
const kitchen = useMenuKitchen(browser);
const { run, api, open } = kitchen;

describe('the menu list', () => {
  it('shows each meal with its photo, category, price range, status and weekdays, and the paging totals', async () => {
    const { page } = await open('/dashboard/menu');
    await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
    await page.getByRole('table', { name: 'Meals' }).waitFor();
    const { body } = await api<{ meta: PageMeta }>('GET', '/vendor/business/meals?pageSize=10');
    const total = body.meta.totalNumberOfRecords;
    const pages = page.getByRole('navigation', { name: 'Meal pages' });
    await expectText(pages.locator('[aria-live]'), `Showing 1–${Math.min(10, total)} of ${total}`);
    expect(await pages.getByText(`Page 1 of ${body.meta.totalNumberOfPages}`).count()).toBe(1);

    await typeInto(page.getByRole('searchbox', { name: 'Search meals by name' }), 'Jollof');
    await page.waitForURL(/search=Jollof/);
    const row = mealRow(page, 'Jollof Rice with Chicken');
    await row.waitFor();
    expect(await page.getByRole('table', { name: 'Meals' }).locator('tbody tr').count()).toBe(1);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Rice Dishes', '£9.50 – £32.00', 'Published']),
    );
    expect(await row.getByRole('img', { name: 'Available: Every day' }).count()).toBe(1);
    await row.getByText('40 a day').waitFor();
    const thumbnail = row.locator('img').first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: WAIT_MS })
      .toBeGreaterThan(0);
  });

  it('filters by status and category, pages through the results, and keeps it all in the URL for Back', async () => {
    const { page } = await open('/dashboard/menu');
    const table = page.getByRole('table', { name: 'Meals' });
    await table.waitFor();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
    await page.waitForURL(/status=draft/);
    const drafts = await api<{ meta: PageMeta }>('GET', '/vendor/business/meals?status=draft&pageSize=10');
    await expect
      .poll(() => table.locator('tbody tr').count(), { timeout: WAIT_MS })
      .toBe(Math.min(10, drafts.body.meta.totalNumberOfRecords));
    for (const badge of await table.locator('tbody tr td[data-label="Status"]').allInnerTexts())
      expect(badge).toBe('Draft');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Soups & Stews' });
    await page.waitForURL(/category=/);
    await listSettled(page);
    await expect
      .poll(async () => new Set(await table.locator('tbody td[data-label="Category"]').allInnerTexts()), {
        timeout: WAIT_MS,
      })
      .toEqual(new Set(['Soups & Stews']));

    // Another filter starts at page 1; with no filter the list pages through every meal.
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All categories' });
    const all = await api<{ meta: PageMeta }>('GET', '/vendor/business/meals?pageSize=10');
    expect(all.body.meta.totalNumberOfPages).toBeGreaterThan(1);
    await page.getByRole('navigation', { name: 'Meal pages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expectText(
      page.getByRole('navigation', { name: 'Meal pages' }).locator('[aria-live]'),
      `Showing 11–${Math.min(20, all.body.meta.totalNumberOfRecords)} of ${all.body.meta.totalNumberOfRecords}`,
    );

    // Open a meal from a searched list; Back (browser or link) returns to the same search.
    await typeInto(page.getByRole('searchbox', { name: 'Search meals by name' }), 'soup');
    await page.waitForURL((url) => url.searchParams.get('search') === 'soup' && !url.searchParams.has('page'));
    const first = table.locator('tbody tr').first();
    await first.getByRole('link', { name: /^Edit / }).click();
    await stepHeading(page, 1).waitFor();
    await page.goBack();
    await page.waitForURL(/\/dashboard\/menu\?search=soup$/);
    expect(await page.getByRole('searchbox', { name: 'Search meals by name' }).inputValue()).toBe('soup');
    await first.getByRole('link', { name: /^Edit / }).click();
    await stepHeading(page, 1).waitFor();
    await page.getByRole('link', { name: 'Back to menu' }).click();
    await page.waitForURL(/\/dashboard\/menu\?search=soup$/);
    for (const name of await table.locator('tbody tr td:first-child a').allInnerTexts())
      expect(name.toLowerCase()).toContain('soup');
  });

  it('says so when nothing matches, and fits a phone without sideways scrolling', async () => {
    const { page } = await open(`/dashboard/menu?search=${run}-nothing`, { width: 390 });
    await page.getByRole('heading', { name: 'No meals match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard/menu`);
    await page.getByRole('table', { name: 'Meals' }).locator('tbody tr').first().waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page);
  });

  it('shows skeletons while loading and an error with Retry when the list cannot be loaded', async () => {
    const { page } = await browser.openAs(kitchen.session);
    const alert = await openWithFailingLoad(page, {
      path: '/dashboard/menu',
      request: (url) => url.pathname === '/api/v1/vendor/business/meals',
      loading: 'Loading meals',
      failure: 'Your meals could not be loaded',
      message: 'The kitchen server is restarting',
    });
    await alert.waitFor();
    await alert.getByText('The kitchen server is restarting').waitFor();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Meals' }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('a new kitchen sees the empty state with the action that fills it', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Empty Menu Kitchen');
    const { page } = await browser.openAs(kitchen, { path: '/dashboard/menu' });
    await page.getByRole('heading', { name: 'No meals yet' }).waitFor();
    expect(await page.getByRole('table', { name: 'Meals' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Meal pages' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Add meal' }).last().click();
    await page.waitForURL(`${baseUrl()}/dashboard/menu/new`);
    await stepHeading(page, 1).waitFor();
  });
});
