import type { MealIngredient, ReferenceItem, WeekAvailability } from '@vendor/api-types';
import {
  ALL_DAYS,
  type MealDraft,
  type MealMedia,
  NEW_WINDOW_STATUS,
  newOptionDraft,
  type OptionDraft,
  sameText,
  toggleIn,
  type Weekday,
  type WindowDraft,
} from './meal-draft';

/**
 * The rules of changing one part of a staged meal. Each edit changes the draft in place and returns the wire field
 * paths whose messages no longer apply, for the editor to clear.
 */
type Fields = readonly string[];

// ------------------------------------------------------------------ details

export function setName(draft: MealDraft, name: string): Fields {
  draft.name = name;
  return ['name'];
}

export function setDescription(draft: MealDraft, description: string): Fields {
  draft.description = description;
  return ['description'];
}

export function removeTag(draft: MealDraft, tag: string): Fields {
  draft.tags = draft.tags.filter((known) => known !== tag);
  return ['tags'];
}

/** A meal holds one category: the new one replaces the old; null removes it. */
export function setCategory(draft: MealDraft, category: ReferenceItem | null): Fields {
  draft.categories = category ? [category] : [];
  return ['categoryIds'];
}

// ------------------------------------------------------------------ photos

export function addMedia(draft: MealDraft, media: MealMedia): Fields {
  if (draft.media.some((known) => known.id === media.id)) return [];
  draft.media.push(media);
  draft.noMealImage = false;
  return ['mediaIds', 'noMealImage'];
}

export function removeMedia(draft: MealDraft, id: string): Fields {
  draft.media = draft.media.filter((media) => media.id !== id);
  return ['mediaIds'];
}

/** Moves a photo one place earlier (-1) or later (+1); the first photo is the cover. */
export function moveMedia(draft: MealDraft, id: string, delta: -1 | 1): Fields {
  const from = draft.media.findIndex((media) => media.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= draft.media.length) return [];
  const media = [...draft.media];
  const [moved] = media.splice(from, 1);
  if (moved) media.splice(to, 0, moved);
  draft.media = media;
  return [];
}

export function setNoMealImage(draft: MealDraft, noMealImage: boolean): Fields {
  draft.noMealImage = noMealImage;
  return ['noMealImage', 'mediaIds'];
}

// ------------------------------------------------------------------ options

/** Adds an option with the defaults: size '1 litres', price 0, servings 0. */
export function addOption(draft: MealDraft, key: string): Fields {
  draft.options.push(newOptionDraft(key));
  return ['options'];
}

/** Removes an option; a meal keeps at least one. */
export function removeOption(draft: MealDraft, key: string): Fields {
  if (draft.options.length <= 1) return [];
  draft.options = draft.options.filter((option) => option.key !== key);
  return ['options'];
}

export type OptionPatch = Partial<Pick<OptionDraft, 'size' | 'price' | 'servings'>>;

export function updateOption(draft: MealDraft, key: string, patch: OptionPatch): Fields {
  const index = draft.options.findIndex((option) => option.key === key);
  const option = draft.options[index];
  if (!option) return [];
  Object.assign(option, patch);
  return Object.keys(patch).map((field) => `options.${index}.${field}`);
}

export function setServingType(draft: MealDraft, servingType: string): Fields {
  draft.servingType = servingType;
  return ['servingType'];
}

// ------------------------------------------------------------------ ingredients and allergens

export function toggleIngredient(draft: MealDraft, ingredient: MealIngredient): Fields {
  draft.ingredients = toggleIn(
    draft.ingredients,
    { id: ingredient.id, name: ingredient.name },
    (a, b) => a.id === b.id,
  );
  return ['attributes.ingredients'];
}

/** Adds a custom ingredient when absent (any case) and removes it when present. */
export function toggleCustomIngredient(draft: MealDraft, name: string): Fields {
  const value = name.trim();
  if (!value) return [];
  draft.customIngredients = toggleIn(draft.customIngredients, value, sameText);
  return ['customIngredients'];
}

export function toggleAdditive(draft: MealDraft, name: string): Fields {
  const value = name.trim();
  if (!value) return [];
  draft.additives = toggleIn(draft.additives, value, sameText);
  return ['attributes.additives'];
}

/** Toggles an allergen; choosing one withdraws the "contains none" confirmation. */
export function toggleAllergen(draft: MealDraft, id: string): Fields {
  draft.allergens = toggleIn(draft.allergens, id);
  if (draft.allergens.length > 0) draft.confirmNoAllergen = false;
  return ['attributes.allergens', 'confirmNoAllergen'];
}

/** Adds every allergen in `ids` that is not chosen yet (the ones the chosen ingredients contain). */
export function addAllergens(draft: MealDraft, ids: readonly string[]): Fields {
  for (const id of ids) if (!draft.allergens.includes(id)) draft.allergens.push(id);
  if (draft.allergens.length > 0) draft.confirmNoAllergen = false;
  return ['attributes.allergens', 'confirmNoAllergen'];
}

export function setConfirmNoAllergen(draft: MealDraft, confirm: boolean): Fields {
  draft.confirmNoAllergen = confirm && draft.allergens.length === 0;
  return ['confirmNoAllergen'];
}

export function toggleDietary(draft: MealDraft, id: string): Fields {
  draft.dietaryClassification = toggleIn(draft.dietaryClassification, id);
  return ['attributes.dietaryClassification'];
}

export function setSpiceLevel(draft: MealDraft, level: number): Fields {
  draft.spiceLevel = Math.min(5, Math.max(0, Math.round(level)));
  return [];
}

// ------------------------------------------------------------------ availability

export function toggleDay(draft: MealDraft, day: Weekday): Fields {
  draft.availability[day] = !draft.availability[day];
  return [];
}

export function setEveryDay(draft: MealDraft, available: boolean): Fields {
  draft.availability = Object.fromEntries(Object.keys(ALL_DAYS).map((day) => [day, available])) as WeekAvailability;
  return [];
}

/** Adds a custom availability window, status 'active', starting and ending on `today`. */
export function addWindow(draft: MealDraft, key: string, today: string): Fields {
  draft.customAvailability.push({ key, startDate: today, endDate: today, available: false, status: NEW_WINDOW_STATUS });
  return ['customAvailability'];
}

export function removeWindow(draft: MealDraft, key: string): Fields {
  draft.customAvailability = draft.customAvailability.filter((window) => window.key !== key);
  return ['customAvailability'];
}

export type WindowPatch = Partial<Omit<WindowDraft, 'key' | 'id'>>;

/** Changing a window's start also withdraws the message about its end (the end is checked against the start). */
export function updateWindow(draft: MealDraft, key: string, patch: WindowPatch): Fields {
  const index = draft.customAvailability.findIndex((window) => window.key === key);
  const window = draft.customAvailability[index];
  if (!window) return [];
  Object.assign(window, patch);
  const fields = Object.keys(patch).map((field) => `customAvailability.${index}.${field}`);
  if (patch.startDate !== undefined) fields.push(`customAvailability.${index}.endDate`);
  return fields;
}

export function setDailyStock(draft: MealDraft, text: string): Fields {
  draft.dailyStock = text;
  return ['dailyStock'];
}
