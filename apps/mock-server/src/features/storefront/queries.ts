import type { FastifyInstance } from 'fastify';
import { isoDate } from '../../lib/dates.ts';
import { notFound } from '../../lib/errors.ts';
import type { WeeklyFlags } from './rules.ts';

/** The database's statement runner for the storefront's calls (pg directly on PostgreSQL). */
export type Sql = FastifyInstance['db']['sql'];

/** A kitchen as its storefront reads it: its settings, week, holidays, zones with their towns. */
export interface Kitchen {
  id: string;
  kitchenName: string | null;
  businessName: string | null;
  handleName: string | null;
  kitchenDescription: string | null;
  orderCutOffTime: string | null;
  ordersPaused: boolean;
  ordersPausedUntil: Date | null;
  dailyCapacity: number | null;
  capacityUnit: string;
  holidays: { startDate: Date; endDate: Date }[];
  /** Whether one meal is on its menu (published, not deleted): enough to open. */
  hasMeal: boolean;
  stripeAccountId: string | null;
  stripeAccountOnboardingDone: boolean;
  bannerUrl: string | null;
  /** The owner's profile picture, the kitchen's face on its storefront. */
  logoUrl: string | null;
  customCuisines: string[];
  cuisines: string[];
  dietaryOfferings: string[];
  openingHours: { weekday: number; open: string; close: string; isActive: boolean }[];
  deliveryZones: { id: string; label: string; feePence: number; towns: { id: string; name: string }[] }[];
}

type KitchenJson = Omit<Kitchen, 'ordersPausedUntil' | 'holidays'> & {
  ordersPausedUntil: string | null;
  holidays: { startDate: string; endDate: string }[];
};

const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** A kitchen by its public handle (case-insensitive), with what its storefront shows; 404 when none has it. */
export async function findKitchen(sql: Sql, handle: string): Promise<Kitchen> {
  // One call to the database, which builds the JSON (storefront_kitchen, see the storefront_read_functions migration).
  const [row] = await sql<{ kitchen: KitchenJson | null }>('SELECT storefront_kitchen($1) AS kitchen', [handle]);
  return kitchenOf(row?.kitchen);
}

function kitchenOf(k: KitchenJson | null | undefined): Kitchen {
  if (!k) throw notFound('Kitchen');
  return {
    ...k,
    ordersPausedUntil: k.ordersPausedUntil ? new Date(k.ordersPausedUntil) : null,
    holidays: k.holidays.map((h) => ({ startDate: utcDay(h.startDate), endDate: utcDay(h.endDate) })),
  };
}

/** A meal as the storefront judges it: its menu state, week, custom windows and whether sold out for the day. */
export interface StorefrontMeal extends WeeklyFlags {
  id: string;
  businessId: string;
  name: string;
  description: string;
  status: string;
  deletedAt: string | null;
  dailyStock: number | null;
  spiceLevel: number;
  customIngredients: string[];
  customAvailability: { startDate: Date; endDate: Date; available: boolean; status: string }[];
  /** Marked sold out by the chef for the day asked about. */
  soldOut: boolean;
}

type MealJson<T> = Omit<T, 'customAvailability'> & {
  customAvailability: { startDate: string; endDate: string; available: boolean; status: string }[];
};

function withWindows<T extends StorefrontMeal>(meal: MealJson<T>): T {
  return {
    ...meal,
    customAvailability: meal.customAvailability.map((w) => ({
      ...w,
      startDate: utcDay(w.startDate),
      endDate: utcDay(w.endDate),
    })),
  } as T;
}

/** A meal as its menu shows it. */
export interface MenuMeal extends StorefrontMeal {
  photoUrl: string | null;
  options: { id: string; size: string; servings: number; pricePence: number }[];
  allergens: string[];
  dietary: string[];
  ingredients: string[];
  /** Portions of the day taken (held or ordered); 0 when its stock has no limit or it is marked sold out. */
  taken: number;
}

/**
 * The kitchen's published meals with everything the menu shows for a day: options, first photo,
 * allergens, dietary classification, ingredients, sold out, portions taken. One call to the database, which builds the
 * JSON (storefront_menu).
 */
export async function menuMeals(sql: Sql, businessId: string, day: Date): Promise<MenuMeal[]> {
  const [row] = await sql<{ meals: MealJson<MenuMeal>[] }>('SELECT storefront_menu($1, $2::date) AS meals', [
    businessId,
    isoDate(day),
  ]);
  // Names in the order JavaScript sorts them, whatever the database's collation.
  return (row?.meals ?? []).map((meal) => ({
    ...withWindows(meal),
    allergens: meal.allergens.sort(),
    dietary: meal.dietary.sort(),
    ingredients: [...meal.ingredients.sort(), ...meal.customIngredients],
  }));
}

/** A meal option with its meal. */
export interface OptionWithMeal {
  id: string;
  size: string;
  servings: number;
  pricePence: number;
  meal: StorefrontMeal;
}

type OptionJson = Omit<OptionWithMeal, 'meal'> & { meal: MealJson<StorefrontMeal> };

const optionsOf = (options: OptionJson[] | null | undefined): OptionWithMeal[] =>
  (options ?? []).map((option) => ({ ...option, meal: withWindows(option.meal) }));

/**
 * A kitchen by its handle (404 when none has it) and a basket's options with their meals for a day, in one call to
 * the database: what the quote and the checkout judge a basket by.
 */
export async function kitchenWithOptions(
  sql: Sql,
  handle: string,
  optionIds: string[],
  day: Date,
): Promise<{ kitchen: Kitchen; options: OptionWithMeal[] }> {
  const [row] = await sql<{ kitchen: KitchenJson | null; options: OptionJson[] | null }>(
    'SELECT storefront_kitchen($1) AS kitchen, storefront_options($2::text[], $3::date) AS options',
    [handle, optionIds, isoDate(day)],
  );
  return { kitchen: kitchenOf(row?.kitchen), options: optionsOf(row?.options) };
}
