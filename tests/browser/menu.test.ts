import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, expectText, successToast } from './support/assertions.ts';
import { addSession, baseUrl, type ContextOptions, pathOf, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen, TINY_PNG, uploadFile } from './support/kitchen.ts';
import { captureScreens } from './support/screens.ts';
import { type ApiSession, apiGet, apiUrl, passwordLogin } from './support/server.ts';

interface RefItem {
  id: string;
  name: string;
}
interface MealJson {
  id: string;
  name: string;
  description: string;
  status: string;
  tags: string[];
  categories: RefItem[];
  media: { id: string; originalFilename: string }[];
  options: { id: string; size: string; price: number; servings: number }[];
  servingType: string;
  availability: Record<string, boolean>;
  attributes: {
    additives: string[];
    allergens: string[];
    ingredients: RefItem[];
    dietaryClassification: string[];
    spiceLevel: number;
  };
  customAvailability: { startDate: string; endDate: string; available: boolean; status: string }[];
  dailyStock: number | null;
}
interface PageMeta {
  pageNumber: number;
  pageSize: number;
  totalNumberOfRecords: number;
  totalNumberOfPages: number;
}

const browser = useBrowser();
let session: ApiSession;
const run = randomBytes(3).toString('hex');
/** Meals this file created (it owns only these); whatever a failed test leaves behind is deleted at the end. */
const created = new Set<string>();

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(apiUrl(baseUrl(), path), {
    method,
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const reference = async (path: string) =>
  (await apiGet<{ data: RefItem[] }>(baseUrl(), path, session.accessToken)).data;
const byName = (items: RefItem[], name: string) => {
  const item = items.find((entry) => entry.name === name);
  if (!item) throw new Error(`No reference item named ${name}`);
  return item.id;
};

/** A meal made through the API for screens that need one (photo, two options, allergens, a date range). */
async function createMealThroughApi(name: string, status = 'draft'): Promise<MealJson> {
  const [categories, allergens, dietary, ingredients] = await Promise.all([
    reference('/vendor/meal-categories'),
    reference('/vendor/allergens'),
    reference('/vendor/dietary-offerings'),
    reference('/vendor/ingredients'),
  ]);
  const mediaId = await uploadFile(baseUrl(), session.accessToken, 'meal_image', 'pepper-soup.png');
  const { status: code, body } = await api<{ data: MealJson }>('POST', '/vendor/business/meals', {
    name,
    description: 'Light, fiery broth with goat meat, uziza and scent leaves. Heat gently for five minutes.',
    tags: ['spicy', 'weekend special'],
    categoryIds: [byName(categories, 'Soups & Stews')],
    mediaIds: [mediaId],
    options: [
      { size: 'Regular', price: 7.5, servings: 1 },
      { size: 'Family pot', price: 24, servings: 4 },
    ],
    servingType: 'Container',
    attributes: {
      ingredients: [{ id: byName(ingredients, 'Goat meat') }, { id: byName(ingredients, 'Onion') }],
      additives: ['Stock cube (contains MSG)'],
      allergens: [byName(allergens, 'Celery'), byName(allergens, 'Fish')],
      dietaryClassification: [byName(dietary, 'Halal')],
      spiceLevel: 4,
    },
    availability: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true },
    customAvailability: [{ startDate: '2030-12-24', endDate: '2030-12-26', available: false }],
    dailyStock: 20,
    status,
  });
  expect(code).toBe(201);
  created.add(body.data.id);
  return body.data;
}

async function findMeal(name: string): Promise<MealJson | undefined> {
  const { body } = await api<{ data: MealJson[] }>(
    'GET',
    `/vendor/business/meals?search=${encodeURIComponent(name)}&pageSize=100`,
  );
  return body.data.find((meal) => meal.name === name);
}

async function open(path: string, options?: ContextOptions) {
  const journey = await browser.open(options);
  await addSession(journey.context, session);
  await journey.page.goto(`${baseUrl()}${path}`);
  return journey;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** axe measures colours as painted: a dialog still fading in would read as low contrast. */
async function expectAccessibleOnceStill(page: Page) {
  await animationsDone(page);
  await expectAccessible(page);
}

/** Waits for the transitions that end (fades, slides); a loading shimmer runs for ever and is left alone. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** A full-page picture draws the sticky phone header where the page was scrolled to: take it from the top. */
const atTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** Waits until the list shows the answer to its current query (nothing loading). */
const listSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: WAIT_MS * 2 });
const stepHeading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 6`) });
const mealRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Meals' }).getByRole('row').filter({ hasText: name });
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const option = (page: Page, n: number) => page.getByRole('group', { name: `Option ${n}` });

async function next(page: Page, to: number) {
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, to).waitFor();
}

/** Opens /dashboard/menu/new and fills in just enough of each step to reach `step`. */
async function advanceNewMeal(page: Page, step: number) {
  await stepHeading(page, 1).waitFor();
  await page.getByRole('combobox', { name: 'Category' }).locator('option', { hasText: 'Soups & Stews' }).waitFor({
    state: 'attached',
  });
  if (step === 1) return;
  await nameInput(page).fill('Pepper Soup Special');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Soups & Stews' });
  await next(page, 2);
  if (step === 2) return;
  await page.getByRole('checkbox', { name: 'This meal has no photo yet' }).check();
  await next(page, 3);
  if (step === 3) return;
  await next(page, 4);
  await page.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Celery' }).waitFor();
  if (step === 4) return;
  await page.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Celery' }).click();
  await next(page, 5);
  if (step === 5) return;
  await next(page, 6);
}

beforeAll(async () => {
  session = await passwordLogin(baseUrl());
});

afterAll(async () => {
  await Promise.all([...created].map((id) => api('DELETE', `/vendor/business/meals/${id}`)));
});

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

    await page.getByRole('searchbox', { name: 'Search meals by name' }).fill('Jollof');
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
    await page.getByRole('searchbox', { name: 'Search meals by name' }).fill('soup');
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
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  it('shows skeletons while loading and an error with Retry when the list cannot be loaded', async () => {
    const journey = await browser.open();
    await addSession(journey.context, session);
    const { page } = journey;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/v1/vendor/business/meals',
      async (route) => {
        if (!failing) return route.continue();
        await held;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            status: 'error',
            statusCode: 503,
            error: 'Service Unavailable',
            code: 'UNAVAILABLE',
            message: 'The kitchen server is restarting',
          }),
        });
      },
    );
    await page.goto(`${baseUrl()}/dashboard/menu`);
    await page.getByRole('status', { name: 'Loading meals' }).waitFor();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Your meals could not be loaded' });
    await alert.waitFor();
    await alert.getByText('The kitchen server is restarting').waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Meals' }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('a new kitchen sees the empty state with the action that fills it', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Empty Menu Kitchen');
    const journey = await browser.open();
    await addSession(journey.context, kitchen);
    const { page } = journey;
    await page.goto(`${baseUrl()}/dashboard/menu`);
    await page.getByRole('heading', { name: 'No meals yet' }).waitFor();
    expect(await page.getByRole('table', { name: 'Meals' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Meal pages' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Add meal' }).last().click();
    await page.waitForURL(`${baseUrl()}/dashboard/menu/new`);
    await stepHeading(page, 1).waitFor();
  });
});

describe('a meal from creation to deletion', () => {
  it('is created in six steps as a draft, published and unpublished in one click, edited, and deleted', async () => {
    const name = `Journey Egusi ${run}`;
    const journey = await browser.open();
    await addSession(journey.context, session);
    const { page } = journey;
    await page.goto(`${baseUrl()}/dashboard/menu`);
    await page.getByRole('link', { name: 'Add meal' }).first().click();
    await page.waitForURL(`${baseUrl()}/dashboard/menu/new`);

    // Step 1: nothing filled in is refused, with the reason under each field.
    await stepHeading(page, 1).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(nameInput(page), 'Enter the name of the meal');
    await expectFieldError(page.getByRole('combobox', { name: 'Category' }), 'Choose a category');
    await nameInput(page).fill(name);
    await expectFieldError(nameInput(page), null);
    await page.getByRole('textbox', { name: 'Description' }).fill('Melon seed soup with spinach and smoked fish.');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Rice Dishes' });
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Soups & Stews' });
    await page.getByRole('textbox', { name: 'Tags' }).fill(' hearty ,  winter warmer, Hearty');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    const tags = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect.poll(() => tags.allInnerTexts(), { timeout: WAIT_MS }).toEqual(['hearty', 'winter warmer']);
    await page.getByRole('textbox', { name: 'Tags' }).fill('party, winter warmer');
    await page.getByRole('button', { name: 'Add tags' }).click();
    await page.getByRole('button', { name: 'Remove tag party' }).click();
    await expect.poll(() => tags.allInnerTexts(), { timeout: WAIT_MS }).toEqual(['hearty', 'winter warmer']);
    await next(page, 2);

    // Step 2: a photo or the no-photo confirmation; two uploads, the second moved first.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Add a photo, or confirm that this meal has no photo').waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'egusi-bowl.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: `Photo 1 of ${name}` }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'egusi-pot.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: `Photo 2 of ${name}` }).waitFor();
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    const photos = page.getByRole('list', { name: 'Photos, in the order customers see them' });
    await expect.poll(() => photos.locator('figcaption').allInnerTexts()).toEqual(['egusi-pot.png', 'egusi-bowl.png']);
    await expectAccessible(page);
    await next(page, 3);

    // Step 3: one option with the defaults; prices typed in pounds; options added and removed.
    expect(await option(page, 1).getByRole('textbox', { name: 'Size' }).inputValue()).toBe('1 litres');
    expect(await option(page, 1).getByRole('textbox', { name: 'Price (£)' }).inputValue()).toBe('0.00');
    expect(await option(page, 1).getByRole('textbox', { name: 'Servings' }).inputValue()).toBe('0');
    expect(await page.getByRole('combobox', { name: 'Serving type' }).inputValue()).toBe('Container');
    await option(page, 1).getByRole('textbox', { name: 'Price (£)' }).fill('4.5');
    await option(page, 1).getByRole('textbox', { name: 'Servings' }).fill('1');
    await page.getByRole('button', { name: 'Add option' }).click();
    expect(await option(page, 2).getByRole('textbox', { name: 'Size' }).inputValue()).toBe('1 litres');
    await option(page, 2).getByRole('textbox', { name: 'Size' }).fill('2 litres');
    await option(page, 2).getByRole('textbox', { name: 'Price (£)' }).fill('£8');
    await option(page, 2).getByRole('textbox', { name: 'Servings' }).fill('four');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('button', { name: 'Remove option 3' }).click();
    expect(await option(page, 3).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(
      option(page, 2).getByRole('textbox', { name: 'Servings' }),
      'Enter a whole number from 0 to 1000',
    );
    await option(page, 2).getByRole('textbox', { name: 'Servings' }).fill('4');
    await next(page, 4);

    // Step 4: a click adds an item when absent and removes it when present.
    const ingredients = page.getByRole('group', { name: 'Ingredients' });
    const findIngredient = page.getByRole('searchbox', { name: 'Find an ingredient' });
    await page.getByRole('button', { name: /^Show all \d+ ingredients$/ }).click();
    await ingredients.getByRole('button', { name: 'Yam' }).waitFor();
    await findIngredient.fill('toma');
    await ingredients.getByRole('button', { name: 'Tomatoes' }).click();
    await findIngredient.fill('onion');
    await ingredients.getByRole('button', { name: 'Onion' }).click();
    await ingredients.getByRole('button', { name: 'Onion' }).click();
    expect(await ingredients.getByRole('button', { name: 'Tomatoes' }).getAttribute('aria-pressed')).toBe('true');
    expect(await ingredients.getByRole('button', { name: 'Onion' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('textbox', { name: 'Custom ingredients' }).fill('Irish potatoes');
    await page.getByRole('textbox', { name: 'Custom ingredients' }).press('Enter');
    await page.getByRole('textbox', { name: 'Additives' }).fill('Stock cube');
    await page.getByRole('button', { name: 'Add additives' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose the allergens this meal contains, or confirm it contains none of them').waitFor();
    const allergens = page.getByRole('group', { name: 'Allergens' });
    expect(await allergens.getByRole('button').count()).toBe(14);
    await allergens.getByRole('button', { name: 'Milk' }).click();
    await allergens.getByRole('button', { name: 'Fish', exact: true }).click();
    await allergens.getByRole('button', { name: 'Milk' }).click();
    expect(await allergens.locator('[aria-pressed="true"]').allInnerTexts()).toEqual(['Fish']);
    expect(await page.getByRole('checkbox', { name: 'This meal contains none of the 14 allergens' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('group', { name: 'Dietary classification' }).getByRole('button', { name: 'Halal' }).click();
    await page.getByRole('radio', { name: '2 · Medium' }).check();
    await next(page, 5);

    // Step 5: weekdays, daily stock and a date range (status active).
    await page.getByRole('group', { name: 'Weekdays' }).getByRole('button', { name: 'Sunday' }).click();
    await page.getByRole('textbox', { name: 'Portions a day' }).fill('12');
    await page.getByRole('button', { name: 'Add date range' }).click();
    const range = page.getByRole('group', { name: 'Date range 1' });
    expect(await range.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('active');
    await range.getByLabel('Start date').fill('2030-12-27');
    await range.getByLabel('End date').fill('2030-12-24');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(range.getByLabel('End date'), 'The end date must not be before the start date');
    await range.getByLabel('Start date').fill('2030-12-24');
    await range.getByLabel('End date').fill('2030-12-26');
    await next(page, 6);

    // Step 6: the summary, then save: a draft in the list.
    const review = page.getByRole('region', { name: 'Options' });
    await review.getByText('£4.50 – £8.00').waitFor();
    await page.getByRole('region', { name: 'Ingredients & allergens' }).getByText('Fish', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to description' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create meal' }).click();
    await successToast(page, `${name} created as a draft`).waitFor();
    await page.waitForURL(/\/dashboard\/menu(\?.*)?$/);

    const stored = await findMeal(name);
    expect(stored).toBeDefined();
    created.add(stored!.id);
    expect(stored).toMatchObject({
      status: 'draft',
      description: 'Melon seed soup with spinach and smoked fish.\n\nAlso contains: Irish potatoes.',
      tags: ['hearty', 'winter warmer'],
      categories: [{ name: 'Soups & Stews' }],
      options: [
        { size: '1 litres', price: 4.5, servings: 1 },
        { size: '2 litres', price: 8, servings: 4 },
      ],
      servingType: 'Container',
      availability: { sun: false, mon: true, sat: true },
      dailyStock: 12,
      customAvailability: [{ startDate: '2030-12-24', endDate: '2030-12-26', available: false, status: 'active' }],
    });
    expect(stored!.media.map((media) => media.originalFilename)).toEqual(['egusi-pot.png', 'egusi-bowl.png']);
    expect(stored!.attributes.ingredients.map((ingredient) => ingredient.name)).toEqual(['Tomatoes']);
    expect(stored!.attributes.additives).toEqual(['Stock cube']);
    expect(stored!.attributes.allergens).toEqual([byName(await reference('/vendor/allergens'), 'Fish')]);
    expect(stored!.attributes.spiceLevel).toBe(2);

    // Publishing and unpublishing are one click on the row.
    await page.getByRole('searchbox', { name: 'Search meals by name' }).fill(name);
    const row = mealRow(page, name);
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await successToast(page, `${name} is published`).waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    expect((await findMeal(name))?.status).toBe('published');
    await row.getByRole('button', { name: `Unpublish ${name}` }).click();
    await successToast(page, `${name} is back in drafts`).waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();
    expect((await findMeal(name))?.status).toBe('draft');

    // Edit: any step opens directly and saves from there.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await stepHeading(page, 1).waitFor();
    expect(await nameInput(page).inputValue()).toBe(name);
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Options' }).click();
    await stepHeading(page, 3).waitFor();
    expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
    await option(page, 1).getByRole('textbox', { name: 'Price (£)' }).fill('5.25');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await successToast(page, 'Changes saved').waitFor();
    await stepHeading(page, 3).waitFor();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect((await findMeal(name))?.options.map((entry) => entry.price)).toEqual([5.25, 8]);

    // Leaving with unsaved changes asks first.
    await option(page, 1).getByRole('textbox', { name: 'Price (£)' }).fill('6');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await expectAccessibleOnceStill(page);
    await discard.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(`/dashboard/menu/${stored!.id}/edit`);
    expect(await option(page, 1).getByRole('textbox', { name: 'Price (£)' }).inputValue()).toBe('6');

    // Someone else changes the meal meanwhile: nothing is overwritten silently; the latest version can be loaded.
    await api('PATCH', `/vendor/business/meals/${stored!.id}`, { name: `${name} (renamed)` });
    await page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'This meal was changed elsewhere' });
    await conflict.waitFor();
    await expectAccessibleOnceStill(page);
    await conflict.getByRole('button', { name: 'Load latest version' }).click();
    await successToast(page, 'Latest version loaded').waitFor();
    await stepHeading(page, 1).waitFor();
    expect(await nameInput(page).inputValue()).toBe(`${name} (renamed)`);
    expect((await findMeal(`${name} (renamed)`))?.options.map((entry) => entry.price)).toEqual([5.25, 8]);

    // Delete asks first, then the meal leaves the list and the open meal is gone.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name} (renamed)?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete meal' }).click();
    await successToast(page, `${name} (renamed) deleted`).waitFor();
    await page.waitForURL(/\/dashboard\/menu(\?.*)?$/);
    const gone = await api('GET', `/vendor/business/meals/${stored!.id}`);
    expect(gone.status).toBe(404);
    created.delete(stored!.id);
    await page.goto(`${baseUrl()}/dashboard/menu/${stored!.id}/edit`);
    await page.getByText('This meal could not be found').waitFor();
  });

  it('is deleted from its row after a confirmation, which Cancel backs out of', async () => {
    const name = `Row Delete Suya ${run}`;
    await createMealThroughApi(name);
    const { page } = await open(`/dashboard/menu?search=${encodeURIComponent(name)}`);
    const row = mealRow(page, name);
    await row.waitFor();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete meal' }).click();
    await successToast(page, `${name} deleted`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No meals match these filters' }).waitFor();
    expect(await findMeal(name)).toBeUndefined();
  });

  it("puts the server's field errors under their fields and opens the step that holds them", async () => {
    const name = `Field Errors Stew ${run}`;
    const meal = await createMealThroughApi(name);
    const { page } = await open(`/dashboard/menu/${meal.id}/edit`);
    await stepHeading(page, 1).waitFor();
    await page.route(`**/api/v1/vendor/business/meals/${meal.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              status: 'error',
              statusCode: 400,
              error: 'Bad Request',
              code: 'VALIDATION',
              message: 'name: Already on your menu; options.1.price: Too high',
              errors: [
                { field: 'options.1.price', error: 'Too high for this kitchen' },
                { field: 'name', error: 'Already on your menu' },
              ],
            }),
          })
        : route.continue(),
    );
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Review' }).click();
    await stepHeading(page, 6).waitFor();
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Details' }).click();
    await nameInput(page).fill(`${name} again`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await errorToast(page, 'The meal was not saved: check the highlighted fields').waitFor();
    await stepHeading(page, 1).waitFor();
    await expectFieldError(nameInput(page), 'Already on your menu');
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Options' }).click();
    await expectFieldError(option(page, 2).getByRole('textbox', { name: 'Price (£)' }), 'Too high for this kitchen');
    await api('DELETE', `/vendor/business/meals/${meal.id}`);
    created.delete(meal.id);
  });

  it('works from the keyboard: Enter moves to the next step and focus starts at its heading', async () => {
    const { page } = await open('/dashboard/menu/new');
    await stepHeading(page, 1).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).locator('option', { hasText: 'Curries' }).waitFor({
      state: 'attached',
    });
    await nameInput(page).focus();
    await page.keyboard.type('Keyboard Curry');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Curries' });
    await nameInput(page).press('Enter');
    await stepHeading(page, 2).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Step 2 of 6Photos');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Choose file');
  });
});

describe('menu screens', () => {
  let screenshotMeal: MealJson;
  beforeAll(async () => {
    screenshotMeal = await createMealThroughApi(`Goat Pepper Pot ${run}`, 'published');
  });

  it('the list and the empty state', { timeout: 240_000 }, async () => {
    await captureScreens(browser.open, {
      name: 'menu-list',
      path: '/dashboard/menu',
      session,
      ready: async (page) => {
        await page.getByRole('table', { name: 'Meals' }).locator('tbody tr').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await noHorizontalScroll(page)).toBe(true);
      },
    });
    const kitchen = await newKitchen(baseUrl(), 'Screenshot Empty Kitchen');
    await captureScreens(browser.open, {
      name: 'menu-empty',
      path: '/dashboard/menu',
      session: kitchen,
      ready: async (page) => {
        await page.getByRole('heading', { name: 'No meals yet' }).waitFor();
        expect(await noHorizontalScroll(page)).toBe(true);
      },
    });
  });

  it('the delete confirmation', { timeout: 240_000 }, async () => {
    await captureScreens(browser.open, {
      name: 'menu-delete-confirmation',
      path: `/dashboard/menu?search=${encodeURIComponent(screenshotMeal.name)}`,
      session,
      fullPage: false,
      ready: async (page) => {
        await mealRow(page, screenshotMeal.name)
          .getByRole('button', { name: `Delete ${screenshotMeal.name}` })
          .click();
        await page.getByRole('alertdialog', { name: `Delete ${screenshotMeal.name}?` }).waitFor();
        await animationsDone(page);
      },
    });
  });

  for (const step of [1, 2, 3, 4, 5, 6]) {
    it(`creating a meal, step ${step}`, { timeout: 240_000 }, async () => {
      await captureScreens(browser.open, {
        name: `menu-create-step-${step}`,
        path: '/dashboard/menu/new',
        session,
        ready: async (page) => {
          await advanceNewMeal(page, step);
          await page.waitForLoadState('networkidle');
          expect(await noHorizontalScroll(page)).toBe(true);
          await atTop(page);
        },
      });
    });
  }

  for (const step of [1, 2, 3, 4, 5, 6]) {
    it(`editing a meal, step ${step}`, { timeout: 240_000 }, async () => {
      await captureScreens(browser.open, {
        name: `menu-edit-step-${step}`,
        path: `/dashboard/menu/${screenshotMeal.id}/edit`,
        session,
        ready: async (page) => {
          await stepHeading(page, 1).waitFor();
          if (step > 1) {
            const names = ['Details', 'Photos', 'Options', 'Ingredients & allergens', 'Availability', 'Review'];
            await page
              .getByRole('navigation', { name: 'Meal steps' })
              .getByRole('button', { name: names[step - 1] })
              .click();
            await stepHeading(page, step).waitFor();
          }
          await page.waitForLoadState('networkidle');
          expect(await noHorizontalScroll(page)).toBe(true);
          await atTop(page);
        },
      });
    });
  }
});
