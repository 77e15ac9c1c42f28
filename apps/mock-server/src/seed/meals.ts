// The kitchens' meals with their options, images and attributes, and one custom availability window.
import type { Meal, MealOption } from '../generated/prisma/client.ts';
import type { Kitchen } from './kitchens.ts';
import { allergenId, categoryId, dietaryId, ingredientId } from './reference.ts';
import { addMedia, type SeedContext } from './rows.ts';
import { addMonthsUtc, addMs, DAY_MS, HOUR_MS, seedId, solidPng } from './util.ts';

/**
 * A kitchen's menu, created over the last year; deleted and archived meals were changed two or three months ago,
 * the others a few days after they were created.
 */
export function addMeals(ctx: SeedContext, kitchen: Kitchen): void {
  const { d, monthStart } = ctx;
  const { spec } = kitchen;
  spec.meals.forEach((m, mi) => {
    const id = seedId('meal', `${spec.id}:${m.key}`);
    const createdAt = addMs(addMonthsUtc(monthStart, -12), (5 + mi * 6) * DAY_MS + 10 * HOUR_MS);
    const updatedAt =
      m.deleted || m.status === 'archived'
        ? addMonthsUtc(monthStart, m.deleted ? -2 : -3)
        : addMs(createdAt, (2 + mi) * DAY_MS);
    const closed = new Set(m.closedDays ?? []);
    const row: Meal = {
      id,
      businessId: spec.id,
      name: m.name,
      description: m.description,
      status: m.status,
      servingType: 'Container',
      dailyStock: m.dailyStock,
      spiceLevel: m.spiceLevel,
      rating: m.rating[0],
      ratingCount: m.rating[1],
      tags: m.tags,
      categoryId: categoryId(m.category),
      additives: m.additives,
      customIngredients: m.customIngredients ?? [],
      confirmNoAllergen: m.allergens.length === 0,
      sun: !closed.has(0),
      mon: !closed.has(1),
      tue: !closed.has(2),
      wed: !closed.has(3),
      thu: !closed.has(4),
      fri: !closed.has(5),
      sat: !closed.has(6),
      deletedAt: m.deleted ? updatedAt : null,
      version: updatedAt.getTime() === createdAt.getTime() ? 1 : 2,
      createdAt,
      updatedAt,
    };
    d.meals.push(row);
    const options = m.options.map(([size, pricePence, servings], position): MealOption => ({
      id: seedId('option', `${id}:${position}`),
      mealId: id,
      size,
      pricePence,
      servings,
      position,
    }));
    d.mealOptions.push(...options);
    m.colours.forEach((colour, position) => {
      const mediaId = addMedia(ctx, {
        key: `${id}:image:${position}`,
        businessId: spec.id,
        uploadedById: spec.owner.id,
        purpose: 'meal_image',
        contentType: 'image/png',
        originalFilename: `${m.key}-${position + 1}.png`,
        bytes: solidPng(480, 360, colour),
        createdAt,
      });
      d.mealMedia.push({ mealId: id, mediaId, position });
    });
    for (const x of m.ingredients) d.mealIngredients.push({ mealId: id, ingredientId: ingredientId(x) });
    for (const x of m.allergens) d.mealAllergens.push({ mealId: id, allergenId: allergenId(x) });
    for (const x of m.dietary) d.mealDietaryOfferings.push({ mealId: id, dietaryOfferingId: dietaryId(x) });
    kitchen.meals.push({ spec: m, row, options });
  });
}

/** Egusi soup is off for a week next month (the chef's holiday). */
export function addCustomAvailability({ d, monthStart }: SeedContext, demo: Kitchen): void {
  const egusi = demo.meals.find((m) => m.spec.key === 'egusi-soup')!.row;
  const start = addMs(addMonthsUtc(monthStart, 1), 9 * DAY_MS);
  d.customAvailability.push({
    id: seedId('custom-availability', egusi.id),
    mealId: egusi.id,
    startDate: start,
    endDate: addMs(start, 6 * DAY_MS),
    available: false,
    status: 'active',
    createdAt: addMs(monthStart, -3 * DAY_MS),
    updatedAt: addMs(monthStart, -3 * DAY_MS),
  });
}
