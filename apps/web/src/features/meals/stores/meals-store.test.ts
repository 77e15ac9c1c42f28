import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { apiError, json, ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { mealFixture } from './meal-fixtures';
import { MealsStore } from './meals-store';

const soups = { id: 'cat-soups', name: 'Soups & Stews', slug: 'soups-stews' };
const page = (rows = [mealFixture(), mealFixture({ id: 'meal-2', name: 'Egusi Soup', status: 'draft' })]) => ({
  rows,
  meta: { pageNumber: 1, pageSize: 10, totalNumberOfRecords: rows.length, totalNumberOfPages: 1 },
});

function setup(routes: Parameters<typeof createTestRootStore>[0] = {}) {
  const listed = page();
  const context = createTestRootStore(
    {
      'GET /vendor/business/meals': () => ok(listed.rows, { meta: listed.meta }),
      'GET /vendor/business/meals/meal-1': () => ok(mealFixture()),
      ...routes,
    },
    { accessToken: 'a' },
  );
  return { ...context, meals: context.store.get(MealsStore) };
}

const toasts = (store: ReturnType<typeof setup>['store']) =>
  store.ui.toasts.map((toast) => [toast.type, toast.message]);

describe('MealsStore reads', () => {
  it('lists a page of meals with its paging metadata (1 for each field before any), keyed by filters', async () => {
    const { meals, calls } = setup();
    expect(meals.pageMeta).toEqual({ pageNumber: 1, pageSize: 1, totalNumberOfRecords: 1, totalNumberOfPages: 1 });
    const read = meals.listMeals({ pageNumber: 1, pageSize: 10, search: 'rice', status: 'published' });
    await read.load();
    expect(read.data?.rows.map((meal) => meal.name)).toEqual(['Jollof Rice', 'Egusi Soup']);
    expect(read.data?.meta.totalNumberOfRecords).toBe(2);
    expect(meals.pageMeta).toEqual({ pageNumber: 1, pageSize: 10, totalNumberOfRecords: 2, totalNumberOfPages: 1 });
    expect(calls[0]?.path).toBe('/vendor/business/meals');
    expect(meals.listMeals({ status: 'published', search: 'rice', pageSize: 10, pageNumber: 1 })).toBe(read);
  });

  it('keeps the failure of a read for Retry', async () => {
    const { meals } = setup({ 'GET /vendor/business/meals': () => apiError(403, 'Missing permission meals.view') });
    const read = meals.listMeals({ pageNumber: 1 });
    await read.load();
    expect(read.error?.message).toBe('Missing permission meals.view');
  });
});

describe('creating a meal', () => {
  it('sends the staged meal as a draft, toasts, and takes the stored meal as the starting point', async () => {
    const created = mealFixture({ id: 'meal-9', name: 'Egusi Soup', status: 'draft' });
    const { meals, calls, store } = setup({
      'POST /vendor/business/meals': () => json(201, { success: true, status: 'success', data: created }),
    });
    const editor = meals.editor;
    editor.startNew();
    editor.setName('Egusi Soup');
    editor.setCategory(soups);
    editor.setNoMealImage(true);
    editor.setConfirmNoAllergen(true);

    const outcome = await meals.saveMeal();
    expect(outcome).toMatchObject({ ok: true, created: true });
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toMatchObject({
      name: 'Egusi Soup',
      status: 'draft',
      categoryIds: ['cat-soups'],
      options: [{ size: '1 litres', price: 0, servings: 0 }],
      servingType: 'Container',
    });
    expect(editor.mealId).toBe('meal-9');
    expect(editor.dirty).toBe(false);
    expect(toasts(store)).toEqual([['success', 'Egusi Soup created as a draft']]);
  });

  it('does not call the server while a step is incomplete', async () => {
    const { meals, calls, store } = setup();
    meals.editor.startNew();
    expect(await meals.saveMeal()).toEqual({ ok: false, reason: 'invalid' });
    expect(calls).toHaveLength(0);
    expect(meals.editor.step).toBe(1);
    expect(toasts(store)).toEqual([['error', 'Check the highlighted fields']]);
  });

  it("puts the server's field errors under their fields and opens that step", async () => {
    const { meals, store } = setup({
      'POST /vendor/business/meals': () =>
        fieldRefusal(400, 'options.0.price: Must be at most 2 decimals', {
          'options.0.price': 'Must be at most 2 decimals',
        }),
    });
    meals.editor.startNew();
    meals.editor.setName('Egusi Soup');
    meals.editor.setCategory(soups);
    meals.editor.setNoMealImage(true);
    meals.editor.setConfirmNoAllergen(true);
    meals.editor.goTo(1);
    const outcome = await meals.saveMeal();
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(meals.editor.step).toBe(3);
    expect(meals.editor.errorFor('options.0.price')).toBe('Must be at most 2 decimals');
    expect(toasts(store)).toEqual([['error', 'The meal was not saved: check the highlighted fields']]);
  });
});

describe('saving a stored meal', () => {
  it('sends every property with the version it started from, and keeps the step', async () => {
    const saved = mealFixture({ name: 'Jollof Deluxe', version: 4 });
    const { meals, calls, store } = setup({ 'PATCH /vendor/business/meals/meal-1': () => ok(saved) });
    meals.editor.startEdit(mealFixture({ version: 3 }));
    meals.editor.setName('Jollof Deluxe');
    meals.editor.toggleCustomIngredient('Iru');
    meals.editor.goTo(4);

    expect(await meals.saveMeal()).toMatchObject({ ok: true, created: false });
    expect(calls.map((call) => call.method)).toEqual(['PATCH']);
    expect(calls[0]?.body).toMatchObject({
      name: 'Jollof Deluxe',
      version: 3,
      customIngredients: ['Ogiri', 'Iru'],
      confirmNoAllergen: false,
      options: [{ id: 'opt-1' }, { id: 'opt-2' }],
    });
    expect(meals.editor.dirty).toBe(false);
    expect(meals.editor.baseVersion).toBe(4);
    expect(meals.editor.step).toBe(4);
    expect(meals.getMeal('meal-1').data?.name).toBe('Jollof Deluxe');
    expect(toasts(store)).toEqual([['success', 'Changes saved']]);
  });

  it('reports a 409 on the version as a conflict, can reload the latest version, or overwrite on purpose', async () => {
    const stored = mealFixture({ version: 4, name: 'Renamed elsewhere' });
    const bodies: unknown[] = [];
    const { meals } = setup({
      'GET /vendor/business/meals/meal-1': () => ok(stored),
      'PATCH /vendor/business/meals/meal-1': (request) => {
        bodies.push(request.body);
        return bodies.length === 1
          ? fieldRefusal(409, 'The meal was changed by someone else since you opened it', {
              version: 'The meal was changed by someone else since version 3; reload it',
            })
          : ok(mealFixture({ name: 'Mine', version: 5 }));
      },
    });
    meals.editor.startEdit(mealFixture({ version: 3 }));
    meals.editor.setName('Mine');
    expect(await meals.saveMeal()).toMatchObject({ ok: false, reason: 'conflict' });
    expect(meals.editor.conflict).toBe(true);
    expect(meals.editor.draft.name).toBe('Mine');

    expect(await meals.saveMeal({ overwrite: true })).toMatchObject({ ok: true });
    expect(bodies[1]).not.toHaveProperty('version');

    meals.editor.setName('Mine again');
    expect(await meals.reloadEditor()).toBe(true);
    expect(meals.editor.conflict).toBe(false);
    expect(meals.editor.draft.name).toBe('Renamed elsewhere');
    expect(meals.editor.baseVersion).toBe(4);
    expect(meals.editor.dirty).toBe(false);
  });
});

describe('publishing, unpublishing and deleting', () => {
  it('publishes a draft and unpublishes a published meal in one call, updating the list row at once', async () => {
    const { meals, calls, store } = setup({
      'PATCH /vendor/business/meals/meal-2': (call) =>
        ok(mealFixture({ id: 'meal-2', name: 'Egusi Soup', ...(call.body as object) })),
    });
    const read = meals.listMeals({ pageNumber: 1 });
    await read.load();
    const draft = read.data!.rows[1]!;
    const result = await meals.togglePublished(draft);
    expect(result.ok).toBe(true);
    expect(calls.at(-1)?.body).toEqual({ status: 'published' });
    expect(read.data?.rows[1]?.status).toBe('published');
    expect(toasts(store)).toEqual([['success', 'Egusi Soup is published']]);

    await meals.togglePublished(read.data!.rows[1]!);
    expect(calls.at(-1)?.body).toEqual({ status: 'draft' });
  });

  it('removes a deleted meal from every list, lowers the totals and clears the open meal', async () => {
    const { meals, store } = setup({ 'DELETE /vendor/business/meals/meal-1': () => ok({ id: 'meal-1' }) });
    const read = meals.listMeals({ pageNumber: 1 });
    const stop = autorun(() => void read.data);
    await read.load();
    meals.editor.startEdit(mealFixture());

    const result = await meals.deleteMeal('meal-1', 'Jollof Rice');
    expect(result.ok).toBe(true);
    expect(read.data?.rows.map((meal) => meal.id)).toEqual(['meal-2']);
    expect(read.data?.meta.totalNumberOfRecords).toBe(1);
    expect(meals.editor.mealId).toBeNull();
    expect(meals.editor.mode).toBeNull();
    expect(toasts(store)).toEqual([['success', 'Jollof Rice deleted']]);
    stop();
  });

  it('keeps the meal and says why when deleting fails', async () => {
    const { meals, store } = setup({ 'DELETE /vendor/business/meals/meal-1': () => apiError(404, 'Meal not found') });
    const read = meals.listMeals({ pageNumber: 1 });
    await read.load();
    meals.editor.startEdit(mealFixture());
    expect((await meals.deleteMeal('meal-1')).ok).toBe(false);
    expect(read.data?.rows).toHaveLength(2);
    expect(meals.editor.mealId).toBe('meal-1');
    expect(toasts(store)).toEqual([['error', 'Meal not found']]);
  });
});

describe('a meal sold out for a date', () => {
  it('marks it and offers it again, the dates shown replaced by the answer', async () => {
    let dates: string[] = [];
    const { meals, calls } = setup({
      'GET /vendor/business/meals/meal-1/sold-out': () => ok({ mealId: 'meal-1', soldOutDates: dates }),
      'PUT /vendor/business/meals/meal-1/sold-out': (call) => {
        const { date, soldOut } = call.body as { date: string; soldOut: boolean };
        dates = soldOut ? [date] : [];
        return ok({ mealId: 'meal-1', soldOutDates: dates });
      },
    });
    const read = meals.getMealSoldOut('meal-1');
    await read.load();
    expect(read.data).toEqual([]);
    await meals.setMealSoldOut('meal-1', '2026-12-01', true);
    expect(read.data).toEqual(['2026-12-01']);
    await meals.setMealSoldOut('meal-1', '2026-12-01', false);
    expect(read.data).toEqual([]);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { date: '2026-12-01', soldOut: true },
      { date: '2026-12-01', soldOut: false },
    ]);
  });
});
