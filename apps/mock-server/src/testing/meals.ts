// What the meal suites share: tokens for each kind of caller, seeded meals and reference ids, and a valid body.
import { beforeAll, expect } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, MERCHANDIZER_EMAIL, OTHER_BUSINESS_ID, OTHER_EMAIL } from '../seed/fixtures.ts';
import { addMemberWithPermissions } from './factories.ts';
import type { TestApp } from './harness.ts';

export const MEALS = '/api/v1/vendor/business/meals';
export const meal = (id: string) => `${MEALS}/${id}`;

/** A malformed meal id in the path (too short, or not a UUID at all) is a 400 naming mealID. */
export async function expectMalformedMealId(t: TestApp, method: 'get' | 'delete', auth: string): Promise<void> {
  for (const id of ['123', 'not-a-uuid']) {
    const res = await t.api[method](meal(id)).set('authorization', auth).expect(400);
    expect(res.body.errors[0].field).toBe('mealID');
  }
}

export interface MealFixtures {
  admin: string;
  merchandizer: string;
  other: string;
  /** A member of the demo business whose role has neither meals.view nor meals.manage. */
  noMeals: string;
  /** A member whose role may view meals but not change them. */
  viewOnly: string;
  demoMealId: string;
  otherMealId: string;
  ref: {
    categoryId: string;
    ingredientIds: [string, string, string];
    allergenIds: [string, string];
    dietaryIds: [string, string];
  };
  demoImageId: string;
  otherImageId: string;
  demoDocumentId: string;
  /** A createMeal body that passes every check, with the given properties replaced. */
  validMeal(over?: Record<string, unknown>): Record<string, unknown>;
  /** Creates a meal of the demo business through the API. */
  createMeal(over?: Record<string, unknown>): Promise<{ id: string; [k: string]: unknown }>;
}

/** Fills the fixtures before the file's tests run; use at the top level of a test file, after useTestApp. */
export function useMealFixtures(t: TestApp): MealFixtures {
  const fx = {} as MealFixtures;
  fx.validMeal = (over = {}) => ({
    name: 'Moi Moi',
    description: 'Steamed bean pudding',
    tags: ['  Nigerian ', 'Steamed', 'nigerian'],
    categoryIds: [fx.ref.categoryId],
    mediaIds: [fx.demoImageId],
    availability: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
    attributes: {
      ingredients: [{ id: fx.ref.ingredientIds[0] }, { id: fx.ref.ingredientIds[1], name: 'ignored' }],
      allergens: [fx.ref.allergenIds[0]],
      dietaryClassification: [fx.ref.dietaryIds[0]],
      additives: ['E330'],
      spiceLevel: 2,
    },
    options: [
      { size: '1 litre', price: 12.5, servings: 2 },
      { size: '2 litres', price: 22.99, servings: 4 },
    ],
    customAvailability: [{ startDate: '2026-12-24', endDate: '2026-12-26', available: false }],
    dailyStock: 30,
    ...over,
  });
  fx.createMeal = async (over = {}) => {
    const res = await t.api.post(MEALS).set('authorization', fx.admin).send(fx.validMeal(over)).expect(201);
    return res.body.data as { id: string; [k: string]: unknown };
  };

  beforeAll(async () => {
    const p = t.db.prisma;
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((x) => x.id);
    const member = async (permissions: string[]) =>
      t.tokenFor(await addMemberWithPermissions(p, DEMO_BUSINESS_ID, permissions));
    const loaded: Omit<MealFixtures, 'validMeal' | 'createMeal'> = {
      admin: await t.tokenFor(DEMO_EMAIL),
      merchandizer: await t.tokenFor(MERCHANDIZER_EMAIL),
      other: await t.tokenFor(OTHER_EMAIL),
      noMeals: await member(['dashboard.view']),
      viewOnly: await member(['meals.view']),
      demoMealId: (
        await p.meal.findFirstOrThrow({
          where: { businessId: DEMO_BUSINESS_ID, deletedAt: null },
          orderBy: { id: 'asc' },
        })
      ).id,
      otherMealId: (await p.meal.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID, deletedAt: null } })).id,
      ref: {
        categoryId: (
          await p.meal.findFirstOrThrow({
            where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, categoryId: { not: null } },
          })
        ).categoryId!,
        ingredientIds: ids(await p.ingredient.findMany({ take: 3, orderBy: { name: 'asc' } })) as [
          string,
          string,
          string,
        ],
        allergenIds: ids(await p.allergen.findMany({ take: 2, orderBy: { name: 'asc' } })) as [string, string],
        dietaryIds: ids(await p.dietaryOffering.findMany({ take: 2, orderBy: { name: 'asc' } })) as [string, string],
      },
      demoImageId: (await p.media.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID, purpose: 'meal_image' } }))
        .id,
      otherImageId: (
        await p.media.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID, purpose: 'meal_image' } })
      ).id,
      demoDocumentId: (await p.media.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID, purpose: 'document' } }))
        .id,
    };
    Object.assign(fx, loaded);
  });
  return fx;
}
