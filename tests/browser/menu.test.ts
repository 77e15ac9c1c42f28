import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, successToast } from './support/assertions.ts';
import { baseUrl, pathOf, useBrowser, WAIT_MS } from './support/browser.ts';
import { TINY_PNG } from './support/kitchen.ts';
import { mealRow, type MealJson, nameInput, next, option, stepHeading, useMenuKitchen } from './support/menu.ts';
import { answerRequests, apiFailure } from './support/network.ts';
import { typeInto } from './support/keyboard.ts';

// A meal from creation to deletion: the six steps, publishing, editing, conflicts and the checks on the way.
const browser = useBrowser();
const kitchen = useMenuKitchen(browser);
const { run, created, api, reference, byName, createMealThroughApi, findMeal, open } = kitchen;

describe('a meal from creation to deletion', () => {
  it('is created in six steps as a draft, published and unpublished in one click, edited, and deleted', async () => {
    const name = `Journey Egusi ${run}`;
    const { page } = await open('/dashboard/menu');
    await page.getByRole('link', { name: 'Add meal' }).first().click();
    await page.waitForURL(`${baseUrl()}/dashboard/menu/new`);

    // Step 1: what a person does first is type the meal's name, and every key shows.
    await stepHeading(page, 1).waitFor();
    await nameInput(page).click();
    await nameInput(page).pressSequentially(name);
    expect(await nameInput(page).inputValue()).toBe(name);
    await typeInto(page.getByRole('textbox', { name: 'Description' }), 'Melon seed soup with spinach and smoked fish.');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Melon seed soup with spinach and smoked fish.',
    );
    // What is missing is refused, with the reason under each field; the checks then follow what is typed.
    await typeInto(nameInput(page), '');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(nameInput(page), 'Enter the name of the meal');
    await expectFieldError(page.getByRole('combobox', { name: 'Category' }), 'Choose a category');
    await typeInto(nameInput(page), name);
    await expectFieldError(nameInput(page), null);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Rice Dishes' });
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Soups & Stews' });
    await typeInto(page.getByRole('textbox', { name: 'Tags' }), ' hearty ,  winter warmer, Hearty');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    const tags = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect.poll(() => tags.allInnerTexts(), { timeout: WAIT_MS }).toEqual(['hearty', 'winter warmer']);
    await typeInto(page.getByRole('textbox', { name: 'Tags' }), 'party, winter warmer');
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
    await typeInto(option(page, 1).getByRole('textbox', { name: 'Price (£)' }), '4.5');
    await typeInto(option(page, 1).getByRole('textbox', { name: 'Servings' }), '1');
    await page.getByRole('button', { name: 'Add option' }).click();
    expect(await option(page, 2).getByRole('textbox', { name: 'Size' }).inputValue()).toBe('1 litres');
    await typeInto(option(page, 2).getByRole('textbox', { name: 'Size' }), '2 litres');
    await typeInto(option(page, 2).getByRole('textbox', { name: 'Price (£)' }), '£8');
    await typeInto(option(page, 2).getByRole('textbox', { name: 'Servings' }), 'four');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('button', { name: 'Remove option 3' }).click();
    expect(await option(page, 3).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(
      option(page, 2).getByRole('textbox', { name: 'Servings' }),
      'Enter a whole number from 0 to 1000',
    );
    await typeInto(option(page, 2).getByRole('textbox', { name: 'Servings' }), '4');
    await next(page, 4);

    // Step 4: a click adds an item when absent and removes it when present.
    const ingredients = page.getByRole('group', { name: 'Ingredients' });
    const findIngredient = page.getByRole('searchbox', { name: 'Find an ingredient' });
    await page.getByRole('button', { name: /^Show all \d+ ingredients$/ }).click();
    await ingredients.getByRole('button', { name: 'Yam' }).waitFor();
    await typeInto(findIngredient, 'toma');
    await ingredients.getByRole('button', { name: 'Tomatoes' }).click();
    await typeInto(findIngredient, 'onion');
    await ingredients.getByRole('button', { name: 'Onion' }).click();
    await ingredients.getByRole('button', { name: 'Onion' }).click();
    expect(await ingredients.getByRole('button', { name: 'Tomatoes' }).getAttribute('aria-pressed')).toBe('true');
    expect(await ingredients.getByRole('button', { name: 'Onion' }).getAttribute('aria-pressed')).toBe('false');
    await typeInto(page.getByRole('textbox', { name: 'Custom ingredients' }), 'Irish potatoes, Ogiri, irish potatoes');
    await page.getByRole('textbox', { name: 'Custom ingredients' }).press('Enter');
    await page.getByRole('button', { name: 'Remove custom ingredient Ogiri' }).click();
    await typeInto(page.getByRole('textbox', { name: 'Additives' }), 'Stock cube');
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
    await typeInto(page.getByRole('textbox', { name: 'Portions a day' }), '12');
    await page.getByRole('button', { name: 'Add date range' }).click();
    const range = page.getByRole('group', { name: 'Date range 1' });
    expect(await range.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('active');
    await typeInto(range.getByLabel('Start date'), '2030-12-27');
    await typeInto(range.getByLabel('End date'), '2030-12-24');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(range.getByLabel('End date'), 'The end date must not be before the start date');
    await typeInto(range.getByLabel('Start date'), '2030-12-24');
    await typeInto(range.getByLabel('End date'), '2030-12-26');
    await next(page, 6);

    // Step 6: the summary, then save: a draft in the list.
    const review = page.getByRole('region', { name: 'Options' });
    await review.getByText('£4.50 – £8.00').waitFor();
    await page.getByRole('region', { name: 'Ingredients & allergens' }).getByText('Fish', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Ingredients & allergens' }).getByText('Irish potatoes').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create meal' }).click();
    await successToast(page, `${name} created as a draft`).waitFor();
    await page.waitForURL(/\/dashboard\/menu(\?.*)?$/);

    const stored = await findMeal(name);
    expect(stored).toBeDefined();
    created.add(stored!.id);
    expect(stored).toMatchObject({
      status: 'draft',
      description: 'Melon seed soup with spinach and smoked fish.',
      customIngredients: ['Irish potatoes'],
      confirmNoAllergen: false,
      version: 1,
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
    await typeInto(page.getByRole('searchbox', { name: 'Search meals by name' }), name);
    // The search settles into the address (and the list) before the row is used.
    await page.waitForURL(/[?&]search=/);
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
    await page.waitForURL(/\/edit$/);
    await stepHeading(page, 1).waitFor();
    expect(await nameInput(page).inputValue()).toBe(name);
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Options' }).click();
    await stepHeading(page, 3).waitFor();
    expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
    await typeInto(option(page, 1).getByRole('textbox', { name: 'Price (£)' }), '5.25');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await successToast(page, 'Changes saved').waitFor();
    await stepHeading(page, 3).waitFor();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect((await findMeal(name))?.options.map((entry) => entry.price)).toEqual([5.25, 8]);

    // The new fields edit like the rest: custom ingredients, and "contains none" once no allergen is left.
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Ingredients' }).click();
    await stepHeading(page, 4).waitFor();
    await page.getByRole('button', { name: 'Remove custom ingredient Irish potatoes' }).click();
    await typeInto(page.getByRole('textbox', { name: 'Custom ingredients' }), 'Scotch bonnet');
    await page.getByRole('button', { name: 'Add custom ingredients' }).click();
    const none = page.getByRole('checkbox', { name: 'This meal contains none of the 14 allergens' });
    await page.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Fish', exact: true }).click();
    await none.check();
    // The toast of the first save may still show: wait for this save to finish instead.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await expect
      .poll(() => findMeal(name), { timeout: WAIT_MS })
      .toMatchObject({
        customIngredients: ['Scotch bonnet'],
        confirmNoAllergen: true,
        attributes: { allergens: [] },
        version: 5,
      });
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Options' }).click();
    await stepHeading(page, 3).waitFor();

    // Leaving with unsaved changes asks first.
    await typeInto(option(page, 1).getByRole('textbox', { name: 'Price (£)' }), '6');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(`/dashboard/menu/${stored!.id}/edit`);
    expect(await option(page, 1).getByRole('textbox', { name: 'Price (£)' }).inputValue()).toBe('6');

    // Someone else changes the meal meanwhile: nothing is overwritten silently; the latest version can be loaded.
    await api('PATCH', `/vendor/business/meals/${stored!.id}`, { name: `${name} (renamed)` });
    await page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'This meal was changed elsewhere' });
    await conflict.waitFor();
    await expectAccessible(page);
    await conflict.getByRole('button', { name: 'Load latest version' }).click();
    await successToast(page, 'Latest version loaded').waitFor();
    await stepHeading(page, 1).waitFor();
    expect(await nameInput(page).inputValue()).toBe(`${name} (renamed)`);
    expect((await findMeal(`${name} (renamed)`))?.options.map((entry) => entry.price)).toEqual([5.25, 8]);
    expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);

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

  it('is not published from its row until its allergens are declared, and says why', async () => {
    const name = `Undeclared Stew ${run}`;
    const { status, body } = await api<{ data: MealJson }>('POST', '/vendor/business/meals', {
      name,
      options: [{ size: 'Regular', price: 6, servings: 1 }],
    });
    expect(status).toBe(201);
    created.add(body.data.id);
    const { page } = await open(`/dashboard/menu?search=${encodeURIComponent(name)}`);
    const row = mealRow(page, name);
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await errorToast(
      page,
      'A published meal lists its allergens, or confirms it contains none of the 14 allergens',
    ).waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();
    expect((await findMeal(name))?.status).toBe('draft');
  });

  it("puts the server's field errors under their fields and opens the step that holds them", async () => {
    const name = `Field Errors Stew ${run}`;
    const meal = await createMealThroughApi(name);
    const { page } = await open(`/dashboard/menu/${meal.id}/edit`);
    await stepHeading(page, 1).waitFor();
    await answerRequests(
      page,
      `**/api/v1/vendor/business/meals/${meal.id}`,
      'PATCH',
      apiFailure(400, 'name: Already on your menu; options.1.price: Too high', [
        { field: 'options.1.price', error: 'Too high for this kitchen' },
        { field: 'name', error: 'Already on your menu' },
      ]),
    );
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Review' }).click();
    await stepHeading(page, 6).waitFor();
    await page.getByRole('navigation', { name: 'Meal steps' }).getByRole('button', { name: 'Details' }).click();
    await typeInto(nameInput(page), `${name} again`);
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
