import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, type FieldError, unprocessable } from '../../lib/errors.ts';
import type { BodyOf } from '../../lib/handler.ts';
import { toPence } from '../../lib/money.ts';
import { DAYS } from './view.ts';

export type MealBody = BodyOf<'createMeal'> | BodyOf<'updateMeal'>;
type OptionInput = NonNullable<MealBody['options']>[number];
export type PricedOption = OptionInput & { pricePence: number };

/** 400 or 422 naming every field at fault at once. */
export const fieldErrors = (status: 400 | 422, errors: FieldError[]) => {
  const message = errors.map((e) => `${e.field}: ${e.error}`).join('; ');
  return status === 400 ? badRequest(message, errors) : unprocessable(message, errors);
};

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

/** The scalar columns a body sets, cleaned; 400 for blanks, money with more than 2 decimals is named by toPence. */
export function scalarData(body: MealBody): {
  data: Prisma.MealUncheckedUpdateInput;
  options?: PricedOption[];
  ingredientIds?: string[];
} {
  const errors: FieldError[] = [];
  const data: Prisma.MealUncheckedUpdateInput = {};
  if (body.name !== undefined) {
    data.name = body.name.trim();
    if (!data.name) errors.push({ field: 'name', error: 'Must not be blank' });
  }
  if (body.description !== undefined) data.description = body.description.trim();
  if (body.servingType !== undefined) {
    data.servingType = body.servingType.trim();
    if (!data.servingType) errors.push({ field: 'servingType', error: 'Must not be blank' });
  }
  if (body.status !== undefined) data.status = body.status;
  if (body.dailyStock !== undefined) data.dailyStock = body.dailyStock;
  if (body.categoryIds !== undefined) data.categoryId = body.categoryIds[0] ?? null;
  if (body.tags !== undefined) data.tags = cleanStrings(body.tags, 'tags', errors);
  if (body.availability) for (const d of DAYS) data[d] = body.availability[d];
  const a = body.attributes;
  if (a?.additives !== undefined) data.additives = cleanStrings(a.additives, 'attributes.additives', errors);
  if (a?.spiceLevel !== undefined) data.spiceLevel = a.spiceLevel;
  if (body.customIngredients !== undefined)
    data.customIngredients = cleanStrings(body.customIngredients, 'customIngredients', errors);
  // Listing an allergen withdraws the "contains none" confirmation, unless the body says otherwise (then it is checked).
  if (body.confirmNoAllergen !== undefined) data.confirmNoAllergen = body.confirmNoAllergen;
  else if (a?.allergens?.length) data.confirmNoAllergen = false;
  let options: PricedOption[] | undefined;
  if (body.options) {
    options = [];
    body.options.forEach((o, i) => {
      const size = o.size.trim();
      if (!size) errors.push({ field: `options.${i}.size`, error: 'Must not be blank' });
      try {
        options?.push({ ...o, size, pricePence: toPence(o.price, `options.${i}.price`) });
      } catch {
        errors.push({
          field: `options.${i}.price`,
          error: 'Must be an amount in pounds with at most two decimal places',
        });
      }
    });
  }
  if (errors.length) throw fieldErrors(400, errors);
  const ingredientIds = a?.ingredients ? [...new Set(a.ingredients.map((x) => x.id))] : undefined;
  return { data, options, ingredientIds };
}

/** Names of the properties a PATCH body changes, for the audit description (`version` only guards the change). */
export function changedFields(body: MealBody): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || k === 'version') continue;
    if (k === 'attributes' && v && typeof v === 'object') out.push(...Object.keys(v).map((x) => `attributes.${x}`));
    else out.push(k);
  }
  return out;
}

/**
 * A meal either lists the allergens it contains or confirms it contains none of the 14; confirming while allergens
 * are listed contradicts itself, and a meal on sale must have declared one or the other.
 */
export function allergenDeclarationErrors(meal: {
  status: string;
  confirmNoAllergen: boolean;
  allergens: readonly unknown[];
}): FieldError[] {
  if (meal.confirmNoAllergen && meal.allergens.length > 0)
    return [{ field: 'confirmNoAllergen', error: 'Cannot confirm there are no allergens while allergens are listed' }];
  if (meal.status === 'published' && !meal.confirmNoAllergen && meal.allergens.length === 0)
    return [
      {
        field: 'confirmNoAllergen',
        error: 'A published meal lists its allergens, or confirms it contains none of the 14 allergens',
      },
    ];
  return [];
}
