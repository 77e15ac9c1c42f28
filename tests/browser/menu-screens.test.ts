import { beforeAll, describe, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { advanceNewMeal, atTop, mealRow, type MealJson, stepHeading, useMenuKitchen } from './support/menu.ts';
import { captureScreens } from './support/screens.ts';

// Every menu screen at 1440 and 390 px, light and dark, checked by axe.
const browser = useBrowser();
const kitchen = useMenuKitchen(browser);

describe('menu screens', () => {
  let screenshotMeal: MealJson;
  beforeAll(async () => {
    screenshotMeal = await kitchen.createMealThroughApi(`Goat Pepper Pot ${kitchen.run}`, 'published');
  });

  it('the list and the empty state', { timeout: 240_000 }, async () => {
    await captureScreens(browser.open, {
      name: 'menu-list',
      path: '/dashboard/menu',
      session: kitchen.session,
      ready: async (page) => {
        await page.getByRole('table', { name: 'Meals' }).locator('tbody tr').first().waitFor();
        await page.waitForLoadState('networkidle');
      },
    });
    const empty = await newKitchen(baseUrl(), 'Screenshot Empty Kitchen');
    await captureScreens(browser.open, {
      name: 'menu-empty',
      path: '/dashboard/menu',
      session: empty,
      ready: async (page) => {
        await page.getByRole('heading', { name: 'No meals yet' }).waitFor();
      },
    });
  });

  it('the delete confirmation', { timeout: 240_000 }, async () => {
    await captureScreens(browser.open, {
      name: 'menu-delete-confirmation',
      path: `/dashboard/menu?search=${encodeURIComponent(screenshotMeal.name)}`,
      session: kitchen.session,
      fullPage: false,
      ready: async (page) => {
        await mealRow(page, screenshotMeal.name)
          .getByRole('button', { name: `Delete ${screenshotMeal.name}` })
          .click();
        await page.getByRole('alertdialog', { name: `Delete ${screenshotMeal.name}?` }).waitFor();
      },
    });
  });

  for (const step of [1, 2, 3, 4, 5, 6]) {
    it(`creating a meal, step ${step}`, { timeout: 240_000 }, async () => {
      await captureScreens(browser.open, {
        name: `menu-create-step-${step}`,
        path: '/dashboard/menu/new',
        session: kitchen.session,
        ready: async (page) => {
          await advanceNewMeal(page, step);
          await page.waitForLoadState('networkidle');
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
        session: kitchen.session,
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
          await atTop(page);
        },
      });
    });
  }
});
