import type { Meal as MealDto, MealStatus } from '@vendor/api-types';
import type { MealViewRow } from './view-sql.ts';

export type { MealDto, MealStatus };

/** The weekdays a meal is offered on, as the wire and the columns name them. */
export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/**
 * A meal in the contract's shape, from the row the database built (MEAL_VIEW_SQL): allergens and dietaryClassification
 * as reference ids, ordered like the ingredients by their names as people read them.
 */
export function toMealDto(row: MealViewRow): MealDto {
  const { allergens, ingredients, dietaryClassification, ...attributes } = row.attributes;
  return {
    ...row,
    attributes: {
      ...attributes,
      allergens: [...allergens].sort(byName).map((x) => x.id),
      ingredients: [...ingredients].sort(byName),
      dietaryClassification: [...dietaryClassification].sort(byName).map((x) => x.id),
    },
  };
}
