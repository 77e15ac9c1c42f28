// What the menu journeys share: the demo kitchen's session, meals made through the API (deleted at the end), and the
// locators of the list and the editor.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseUrl, type ContextOptions, type Journeys, WAIT_MS } from './browser.ts';
import { uploadFile } from './kitchen.ts';
import { type ApiSession, apiGet, apiUrl, passwordLogin } from './server.ts';
import { typeInto } from './keyboard.ts';

export interface RefItem {
  id: string;
  name: string;
}
export interface MealJson {
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
  customIngredients: string[];
  confirmNoAllergen: boolean;
  version: number;
}
export interface PageMeta {
  pageNumber: number;
  pageSize: number;
  totalNumberOfRecords: number;
  totalNumberOfPages: number;
}

/**
 * Signs the demo vendor in before the file's tests and deletes the meals they made afterwards. Call at the top level
 * of a journey file, after useBrowser().
 */
export function useMenuKitchen(browser: Journeys) {
  let session: ApiSession;
  /** Tells this file's meals apart from those of other runs and files. */
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
      customIngredients: ['Uziza seeds'],
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

  const open = (path: string, options?: ContextOptions) => browser.openAs(session, { path, ...options });

  beforeAll(async () => {
    session = await passwordLogin(baseUrl());
  });

  afterAll(async () => {
    await Promise.all([...created].map((id) => api('DELETE', `/vendor/business/meals/${id}`)));
  });

  return {
    run,
    created,
    get session() {
      return session;
    },
    api,
    reference,
    byName,
    createMealThroughApi,
    findMeal,
    open,
  };
}

/** A full-page picture draws the sticky phone header where the page was scrolled to: take it from the top. */
export const atTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** Waits until the list shows the answer to its current query (nothing loading). */
export const listSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: WAIT_MS * 2 });
export const stepHeading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 6`) });
export const mealRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Meals' }).getByRole('row').filter({ hasText: name });
export const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
export const option = (page: Page, n: number) => page.getByRole('group', { name: `Option ${n}` });

export async function next(page: Page, to: number) {
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, to).waitFor();
}

/** Opens /dashboard/menu/new and fills in just enough of each step to reach `step`. */
export async function advanceNewMeal(page: Page, step: number) {
  await stepHeading(page, 1).waitFor();
  await page.getByRole('combobox', { name: 'Category' }).locator('option', { hasText: 'Soups & Stews' }).waitFor({
    state: 'attached',
  });
  if (step === 1) return;
  await typeInto(nameInput(page), 'Pepper Soup Special');
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
