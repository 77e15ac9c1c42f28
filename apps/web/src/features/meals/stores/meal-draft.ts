import type {
  CreateMealRequest,
  CustomAvailabilityStatus as WindowStatus,
  Meal,
  MealIngredient,
  MealStatus,
  Media as MealMedia,
  ReferenceItem,
  UpdateMealRequest,
  WeekAvailability,
} from '@vendor/api-types';
import { parsePounds, poundsForInput } from '@/lib/money';

// The contract's types the meal editor takes from here along with the draft's own.
export type { CreateMealRequest, Meal, MealIngredient, MealMedia, ReferenceItem, UpdateMealRequest, WindowStatus };

export type Weekday = keyof WeekAvailability;

/** The editor's steps, in order; the counter starts at 1. */
export const MEAL_STEPS = [
  'Details',
  'Photos',
  'Options',
  'Ingredients & allergens',
  'Availability',
  'Review',
] as const;
export const FIRST_STEP = 1;
export const LAST_STEP = MEAL_STEPS.length;

/** A new meal is not shown to customers until it is published. */
export const NEW_MEAL_STATUS: MealStatus = 'draft';
export const NEW_WINDOW_STATUS: WindowStatus = 'active';
export const DEFAULT_OPTION = { size: '1 litres', price: 0, servings: 0 } as const;
export const DEFAULT_SERVING_TYPE = 'Container';

/** The contract's limits, so the chef hears about them before the server refuses. */
export const LIMITS = {
  name: 120,
  description: 2000,
  tags: 20,
  tag: 40,
  media: 10,
  options: 20,
  size: 60,
  servings: 1000,
  price: 1_000_000,
  servingType: 60,
  additive: 60,
  additives: 50,
  ingredients: 100,
  customIngredients: 50,
  customIngredient: 60,
  windows: 50,
  dailyStock: 100_000,
} as const;

/** UK weeks start on Monday; the wire keeps sun..sat. */
export const WEEKDAYS: readonly { key: Weekday; short: string; name: string }[] = [
  { key: 'mon', short: 'M', name: 'Monday' },
  { key: 'tue', short: 'T', name: 'Tuesday' },
  { key: 'wed', short: 'W', name: 'Wednesday' },
  { key: 'thu', short: 'T', name: 'Thursday' },
  { key: 'fri', short: 'F', name: 'Friday' },
  { key: 'sat', short: 'S', name: 'Saturday' },
  { key: 'sun', short: 'S', name: 'Sunday' },
];

export interface OptionDraft {
  /** Stable React key for the row. */
  key: string;
  /** The stored option this row edits; absent for a new one. */
  id?: string;
  size: string;
  /** Pounds as typed. */
  price: string;
  servings: string;
}

export interface WindowDraft {
  key: string;
  id?: string;
  startDate: string;
  endDate: string;
  available: boolean;
  status: WindowStatus;
}

/** The meal being created or edited, as the chef types it. */
export interface MealDraft {
  name: string;
  description: string;
  tags: string[];
  /** A meal holds one category: choosing another replaces it. */
  categories: ReferenceItem[];
  media: MealMedia[];
  /** The chef confirmed the meal has no photo (the list then shows a placeholder). */
  noMealImage: boolean;
  options: OptionDraft[];
  servingType: string;
  ingredients: MealIngredient[];
  /** Ingredients that are not in the reference list. */
  customIngredients: string[];
  additives: string[];
  /** Allergen ids. */
  allergens: string[];
  /** The chef confirmed the meal contains none of the 14 allergens. */
  confirmNoAllergen: boolean;
  /** Dietary offering ids. */
  dietaryClassification: string[];
  spiceLevel: number;
  availability: WeekAvailability;
  customAvailability: WindowDraft[];
  /** Portions a day as typed; empty means unlimited. */
  dailyStock: string;
  status: MealStatus;
}

export type FieldErrors = Record<string, string>;

export const ALL_DAYS: WeekAvailability = {
  sun: true,
  mon: true,
  tue: true,
  wed: true,
  thu: true,
  fri: true,
  sat: true,
};

/** Adds the item when absent and removes it when present. */
export function toggleIn<T>(list: T[], item: T, same: (a: T, b: T) => boolean = Object.is): T[] {
  return list.some((entry) => same(entry, item)) ? list.filter((entry) => !same(entry, item)) : [...list, item];
}

export const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Tags typed as one string: split on comma plus space, trimmed, blanks and duplicates (any case) left out. */
export function parseTags(text: string, existing: readonly string[] = []): string[] {
  const tags = [...existing];
  for (const part of text.split(', ')) {
    const tag = part.trim();
    if (tag && !tags.some((known) => sameText(known, tag))) tags.push(tag);
  }
  return tags;
}

/** Which step shows a field (by the wire's field path), so a refusal from the server opens the right step. */
export function stepOfField(field: string): number {
  const [head = ''] = field.split('.');
  if (['name', 'description', 'tags', 'categoryIds'].includes(head)) return 1;
  if (['mediaIds', 'noMealImage'].includes(head)) return 2;
  if (['options', 'servingType'].includes(head)) return 3;
  if (['attributes', 'customIngredients', 'confirmNoAllergen'].includes(head)) return 4;
  if (['availability', 'customAvailability', 'dailyStock'].includes(head)) return 5;
  return LAST_STEP;
}

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** What must be fixed on a step of the draft before moving on, by the wire's field path. */
export function validateDraftStep(d: MealDraft, step: number): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 1) {
    const name = d.name.trim();
    if (!name) errors.name = 'Enter the name of the meal';
    else if (name.length > LIMITS.name) errors.name = `Use at most ${LIMITS.name} characters`;
    if (d.description.trim().length > LIMITS.description)
      errors.description = `Use at most ${LIMITS.description} characters`;
    if (d.tags.length > LIMITS.tags) errors.tags = `Use at most ${LIMITS.tags} tags`;
    else {
      const long = d.tags.find((tag) => tag.length > LIMITS.tag);
      if (long) errors.tags = `Tags have at most ${LIMITS.tag} characters: shorten "${long}"`;
    }
    if (d.categories.length !== 1) errors.categoryIds = 'Choose a category';
  }
  if (step === 2) {
    if (d.media.length > LIMITS.media) errors.mediaIds = `Use at most ${LIMITS.media} photos`;
    if (d.media.length === 0 && !d.noMealImage)
      errors.noMealImage = 'Add a photo, or confirm that this meal has no photo';
  }
  if (step === 3) {
    if (d.options.length > LIMITS.options) errors.options = `Offer at most ${LIMITS.options} options`;
    d.options.forEach((option, index) => {
      const size = option.size.trim();
      if (!size) errors[`options.${index}.size`] = 'Enter a size, e.g. 1 litres or Large';
      else if (size.length > LIMITS.size) errors[`options.${index}.size`] = `Use at most ${LIMITS.size} characters`;
      const price = parsePounds(option.price);
      if (price === null) errors[`options.${index}.price`] = 'Enter a price in pounds, e.g. 4.50';
      else if (price > LIMITS.price) errors[`options.${index}.price`] = 'Enter at most £1,000,000';
      if (!isWholeNumber(option.servings) || Number(option.servings) > LIMITS.servings)
        errors[`options.${index}.servings`] = `Enter a whole number from 0 to ${LIMITS.servings}`;
    });
    const servingType = d.servingType.trim();
    if (!servingType) errors.servingType = 'Enter how the meal is served, e.g. Container';
    else if (servingType.length > LIMITS.servingType)
      errors.servingType = `Use at most ${LIMITS.servingType} characters`;
  }
  if (step === 4) {
    if (d.allergens.length === 0 && !d.confirmNoAllergen)
      errors.confirmNoAllergen = 'Choose the allergens this meal contains, or confirm it contains none of them';
    if (d.ingredients.length > LIMITS.ingredients)
      errors['attributes.ingredients'] = `Use at most ${LIMITS.ingredients} ingredients`;
    if (d.additives.length > LIMITS.additives)
      errors['attributes.additives'] = `Use at most ${LIMITS.additives} additives`;
    const long = d.additives.find((additive) => additive.length > LIMITS.additive);
    if (long) errors['attributes.additives'] = `Additives have at most ${LIMITS.additive} characters`;
    if (d.customIngredients.length > LIMITS.customIngredients)
      errors.customIngredients = `Use at most ${LIMITS.customIngredients} other ingredients`;
    else if (d.customIngredients.some((name) => name.length > LIMITS.customIngredient))
      errors.customIngredients = `Ingredient names have at most ${LIMITS.customIngredient} characters`;
  }
  if (step === 5) {
    if (d.customAvailability.length > LIMITS.windows)
      errors.customAvailability = `Use at most ${LIMITS.windows} date ranges`;
    d.customAvailability.forEach((window, index) => {
      if (!isDate(window.startDate)) errors[`customAvailability.${index}.startDate`] = 'Choose a start date';
      if (!isDate(window.endDate)) errors[`customAvailability.${index}.endDate`] = 'Choose an end date';
      else if (isDate(window.startDate) && window.endDate < window.startDate)
        errors[`customAvailability.${index}.endDate`] = 'The end date must not be before the start date';
    });
    const stock = d.dailyStock.trim();
    if (stock && (!isWholeNumber(stock) || Number(stock) > LIMITS.dailyStock))
      errors.dailyStock = `Enter a whole number from 0 to ${LIMITS.dailyStock.toLocaleString('en-GB')}, or leave it empty for no limit`;
  }
  return errors;
}

/** A draft with nothing chosen: served in a Container, every weekday on, status draft. */
export function emptyDraft(): MealDraft {
  return {
    name: '',
    description: '',
    tags: [],
    categories: [],
    media: [],
    noMealImage: false,
    options: [],
    servingType: DEFAULT_SERVING_TYPE,
    ingredients: [],
    customIngredients: [],
    additives: [],
    allergens: [],
    confirmNoAllergen: false,
    dietaryClassification: [],
    spiceLevel: 0,
    availability: { ...ALL_DAYS },
    customAvailability: [],
    dailyStock: '',
    status: NEW_MEAL_STATUS,
  };
}

/** The editable properties of a draft as createMeal and updateMeal take them (call after the checks pass). */
export function draftFields(d: MealDraft) {
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    tags: [...d.tags],
    categoryIds: d.categories.slice(0, 1).map((category) => category.id),
    mediaIds: d.media.map((media) => media.id),
    availability: { ...d.availability },
    attributes: {
      additives: [...d.additives],
      allergens: [...d.allergens],
      ingredients: d.ingredients.map((ingredient) => ({ id: ingredient.id })),
      dietaryClassification: [...d.dietaryClassification],
      spiceLevel: d.spiceLevel,
    },
    options: d.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      size: option.size.trim(),
      price: parsePounds(option.price) ?? 0,
      servings: Number(option.servings.trim()),
    })),
    customAvailability: d.customAvailability.map((window) => ({
      ...(window.id ? { id: window.id } : {}),
      startDate: window.startDate,
      endDate: window.endDate,
      available: window.available,
      status: window.status,
    })),
    dailyStock: d.dailyStock.trim() === '' ? null : Number(d.dailyStock.trim()),
    servingType: d.servingType.trim(),
    customIngredients: [...d.customIngredients],
    confirmNoAllergen: d.allergens.length === 0 && d.confirmNoAllergen,
  } satisfies UpdateMealRequest;
}

/** A stored meal as a draft to edit; `key` names each option and window row for React. */
export function draftFromMeal(meal: Meal, key: () => string): MealDraft {
  return {
    name: meal.name,
    description: meal.description,
    tags: [...meal.tags],
    categories: meal.categories.slice(0, 1).map((category) => ({ ...category })),
    media: [...meal.media],
    noMealImage: meal.media.length === 0,
    options: meal.options.map((option) => ({
      key: key(),
      id: option.id,
      size: option.size,
      price: poundsForInput(option.price),
      servings: String(option.servings),
    })),
    servingType: meal.servingType,
    ingredients: meal.attributes.ingredients.map((ingredient) => ({ id: ingredient.id, name: ingredient.name })),
    customIngredients: [...meal.customIngredients],
    additives: [...meal.attributes.additives],
    allergens: [...meal.attributes.allergens],
    confirmNoAllergen: meal.confirmNoAllergen && meal.attributes.allergens.length === 0,
    dietaryClassification: [...meal.attributes.dietaryClassification],
    spiceLevel: meal.attributes.spiceLevel,
    availability: { ...ALL_DAYS, ...meal.availability },
    customAvailability: meal.customAvailability.map((window) => ({
      key: key(),
      id: window.id,
      startDate: window.startDate,
      endDate: window.endDate,
      available: window.available,
      status: window.status,
    })),
    dailyStock: meal.dailyStock === null ? '' : String(meal.dailyStock),
    status: meal.status,
  };
}

/** A new option with the defaults: size '1 litres', price 0, servings 0. */
export function newOptionDraft(key: string): OptionDraft {
  return {
    key,
    size: DEFAULT_OPTION.size,
    price: poundsForInput(DEFAULT_OPTION.price),
    servings: String(DEFAULT_OPTION.servings),
  };
}

/** The draft without row keys and status (changed apart, at once): equal snapshots mean nothing would be lost. */
export function draftSnapshot(draft: MealDraft): string {
  const { options, customAvailability, status: _status, ...rest } = draft;
  return JSON.stringify({
    ...rest,
    options: options.map(({ key: _key, ...option }) => option),
    customAvailability: customAvailability.map(({ key: _key, ...window }) => window),
  });
}

/** The message for a field: its own or, when `nested`, the first one for an item inside it (`tags.3`). */
export function findError(errors: FieldErrors, field: string, nested: boolean): string | undefined {
  if (errors[field]) return errors[field];
  if (!nested) return undefined;
  const key = Object.keys(errors).find((known) => known.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}

/** The errors without those of `fields` and the items inside them; the same object when none is removed. */
export function withoutErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const keys = Object.keys(errors).filter((key) =>
    fields.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  if (keys.length === 0) return errors;
  const rest = { ...errors };
  for (const key of keys) delete rest[key];
  return rest;
}
