// The menus of the two seeded kitchens, written by hand in data/meal-specs.json (by kitchen key); meals.ts turns them
// into rows.
import type { MealStatus } from '../features/meals/view.ts';
import menus from './data/meal-specs.json' with { type: 'json' };
import { type KitchenKey, typedTable } from './util.ts';

export interface MealSpec {
  key: string;
  name: string;
  description: string;
  category: string;
  status: MealStatus;
  tags: string[];
  spiceLevel: number;
  dailyStock: number | null;
  /** [size, pricePence, servings] */
  options: [string, number, number][];
  ingredients: string[];
  allergens: string[];
  dietary: string[];
  additives: string[];
  customIngredients?: string[];
  /** Weekdays (0 = Sunday) on which the meal is NOT available. */
  closedDays?: number[];
  /** Solid colours of the meal's images (one image each). */
  colours: string[];
  rating: [number, number];
  /** Soft-deleted in the seed (orders still point at it). */
  deleted?: boolean;
}

/** Each seeded kitchen's menu, by the kitchen's key. */
export const MENUS = typedTable<MealSpec[], KitchenKey>(menus);
