import type { components } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { FieldError } from '../../lib/errors.ts';
import { toPounds } from '../../lib/money.ts';
import { toMediaDto } from '../uploads/media.ts';

export type MealDto = components['schemas']['Meal'];
type Db = PrismaClient | Prisma.TransactionClient;

export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Everything a Meal response shows. */
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

const day = (d: Date) => d.toISOString().slice(0, 10);
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
      startDate: day(c.startDate),
      endDate: day(c.endDate),
      available: c.available,
      status: c.status as 'active' | 'inactive',
    })),
    status: m.status as MealDto['status'],
    dailyStock: m.dailyStock,
    servingType: m.servingType,
    businessId: m.businessId,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Trims, drops case-insensitive duplicates (the first spelling wins) and names blank entries. */
export function cleanStrings(values: readonly string[], field: string, errors: FieldError[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  values.forEach((raw, i) => {
    const value = raw.trim();
    if (!value) {
      errors.push({ field: `${field}.${i}`, error: 'Must not be blank' });
      return;
    }
    const k = value.toLowerCase();
    if (seen.has(k)) return;
    seen.add(k);
    out.push(value);
  });
  return out;
}

/** Ids that are not in `table`, each named by its position in the request. */
async function unknownIds(
  ids: readonly string[],
  lookup: (ids: string[]) => Promise<{ id: string }[]>,
  field: (i: number) => string,
  error: string,
  errors: FieldError[],
): Promise<void> {
  if (!ids.length) return;
  const found = new Set((await lookup([...new Set(ids)])).map((r) => r.id));
  ids.forEach((id, i) => {
    if (!found.has(id)) errors.push({ field: field(i), error });
  });
}

export interface ReferenceInput {
  categoryIds?: readonly string[];
  mediaIds?: readonly string[];
  attributes?: {
    ingredients?: readonly { id: string }[];
    allergens?: readonly string[];
    dietaryClassification?: readonly string[];
  };
  customAvailability?: readonly { startDate: string; endDate: string }[];
}

/** The 422 checks of a meal body: referenced rows exist (media: this business's meal images) and windows are ordered. */
export async function checkReferences(db: Db, businessId: string, body: ReferenceInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const where = (ids: string[]) => ({ where: { id: { in: ids } }, select: { id: true } });
  await unknownIds(
    body.categoryIds ?? [],
    (ids) => db.mealCategory.findMany(where(ids)),
    (i) => `categoryIds.${i}`,
    'Unknown meal category',
    errors,
  );
  await unknownIds(
    body.mediaIds ?? [],
    (ids) =>
      db.media.findMany({
        where: { id: { in: ids }, businessId, purpose: 'meal_image', deletedAt: null },
        select: { id: true },
      }),
    (i) => `mediaIds.${i}`,
    'Not one of your meal image uploads (upload it with purpose meal_image first)',
    errors,
  );
  const a = body.attributes;
  await unknownIds(
    (a?.ingredients ?? []).map((x) => x.id),
    (ids) => db.ingredient.findMany(where(ids)),
    (i) => `attributes.ingredients.${i}.id`,
    'Unknown ingredient',
    errors,
  );
  await unknownIds(
    a?.allergens ?? [],
    (ids) => db.allergen.findMany(where(ids)),
    (i) => `attributes.allergens.${i}`,
    'Unknown allergen id',
    errors,
  );
  await unknownIds(
    a?.dietaryClassification ?? [],
    (ids) => db.dietaryOffering.findMany(where(ids)),
    (i) => `attributes.dietaryClassification.${i}`,
    'Unknown dietary offering id',
    errors,
  );
  (body.customAvailability ?? []).forEach((w, i) => {
    if (w.endDate < w.startDate)
      errors.push({ field: `customAvailability.${i}.endDate`, error: 'Must not be before startDate' });
  });
  return errors;
}

/** Calendar date YYYY-MM-DD → the Date Prisma stores in a DATE column. */
export const toDbDate = (d: string) => new Date(`${d}T00:00:00.000Z`);
