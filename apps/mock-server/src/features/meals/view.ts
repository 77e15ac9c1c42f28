import type { components } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { isoDate } from '../../lib/dates.ts';
import { toMediaDto } from '../../lib/media.ts';
import { toPounds } from '../../lib/money.ts';

export type MealDto = components['schemas']['Meal'];
export type MealStatus = components['schemas']['MealStatus'];
type CustomAvailabilityStatus = components['schemas']['CustomAvailabilityStatus'];

/** The weekdays a meal is offered on, as the wire and the columns name them. */
export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** What toMealDto needs; pass it as `include` to every meal query that answers a meal. */
export const mealInclude = {
  category: { select: { id: true, name: true, slug: true } },
  options: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  media: { orderBy: [{ position: 'asc' }, { mediaId: 'asc' }], include: { media: true } },
  ingredients: { include: { ingredient: { select: { id: true, name: true } } } },
  allergens: { include: { allergen: { select: { id: true, name: true } } } },
  dietaryOfferings: { include: { dietaryOffering: { select: { id: true, name: true } } } },
  customAvailability: { orderBy: [{ startDate: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.MealInclude;

export type MealRow = Prisma.MealGetPayload<{ include: typeof mealInclude }>;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** A meal row in the contract's shape: money in pounds, allergens and dietaryClassification as reference ids. */
export function toMealDto(m: MealRow): MealDto {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    tags: m.tags,
    categories: m.category ? [m.category] : [],
    media: m.media.filter((x) => !x.media.deletedAt).map((x) => toMediaDto(x.media)),
    availability: { sun: m.sun, mon: m.mon, tue: m.tue, wed: m.wed, thu: m.thu, fri: m.fri, sat: m.sat },
    attributes: {
      additives: m.additives,
      allergens: m.allergens
        .map((x) => x.allergen)
        .sort(byName)
        .map((x) => x.id),
      ingredients: m.ingredients.map((x) => x.ingredient).sort(byName),
      dietaryClassification: m.dietaryOfferings
        .map((x) => x.dietaryOffering)
        .sort(byName)
        .map((x) => x.id),
      spiceLevel: m.spiceLevel,
    },
    rating: m.ratingCount > 0 ? m.rating : null,
    ratingCount: m.ratingCount,
    options: m.options.map((o) => ({
      id: o.id,
      size: o.size,
      price: toPounds(o.pricePence),
      servings: o.servings,
      mealId: o.mealId,
    })),
    customAvailability: m.customAvailability.map((c) => ({
      id: c.id,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      startDate: isoDate(c.startDate),
      endDate: isoDate(c.endDate),
      available: c.available,
      status: c.status as CustomAvailabilityStatus,
    })),
    status: m.status as MealStatus,
    dailyStock: m.dailyStock,
    servingType: m.servingType,
    customIngredients: m.customIngredients,
    confirmNoAllergen: m.confirmNoAllergen,
    version: m.version,
    businessId: m.businessId,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}
