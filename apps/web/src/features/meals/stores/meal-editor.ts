import type { components } from '@vendor/api-types';
import { makeAutoObservable } from 'mobx';
import { parsePounds, poundsForInput } from '@/lib/money';

export type Meal = components['schemas']['Meal'];
export type MealStatus = components['schemas']['MealStatus'];
export type MealMedia = components['schemas']['Media'];
export type MealIngredient = components['schemas']['MealIngredient'];
export type ReferenceItem = components['schemas']['ReferenceItem'];
export type WeekAvailability = components['schemas']['WeekAvailability'];
export type WindowStatus = components['schemas']['CustomAvailabilityStatus'];
export type CreateMealRequest = components['schemas']['CreateMealRequest'];
export type UpdateMealRequest = components['schemas']['UpdateMealRequest'];
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

const ALL_DAYS: WeekAvailability = { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true };

/** Adds the item when absent and removes it when present. */
export function toggleIn<T>(list: T[], item: T, same: (a: T, b: T) => boolean = Object.is): T[] {
  return list.some((entry) => same(entry, item)) ? list.filter((entry) => !same(entry, item)) : [...list, item];
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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

/**
 * The multi-step meal editor: the staged meal, the step counter and every rule of editing it (toggles, the single
 * category, tags from a string, defaults, per-step checks) so screens only render it. One editor per MealsStore: the
 * open meal.
 */
export class MealEditor {
  mode: 'create' | 'edit' | null = null;
  mealId: string | null = null;
  /** updatedAt of the stored meal this edit started from, to notice a change made elsewhere. */
  baseUpdatedAt: string | null = null;
  /** Name of the stored meal, for headings while the chef renames it. */
  savedName = '';
  step = FIRST_STEP;
  /** The furthest step reached while creating (later steps cannot be jumped to yet). */
  furthestStep = FIRST_STEP;
  draft: MealDraft = emptyDraft();
  /** Tag text typed but not yet added. */
  tagInput = '';
  errors: FieldErrors = {};
  /** The stored meal changed since this edit started (a save was refused for it). */
  conflict = false;
  private baseline = '';
  private nextKey = 1;

  constructor() {
    makeAutoObservable<MealEditor, 'nextKey'>(this, { nextKey: false });
  }

  // ------------------------------------------------------------------ lifecycle

  /** A fresh meal: status draft, one default option, every weekday on, step 1. */
  startNew(): void {
    this.mode = 'create';
    this.mealId = null;
    this.baseUpdatedAt = null;
    this.savedName = '';
    this.draft = { ...emptyDraft(), options: [this.newOption()] };
    this.reset();
  }

  /** Edits a stored meal from step 1. */
  startEdit(meal: Meal): void {
    this.mode = 'edit';
    this.load(meal);
    this.reset();
  }

  /** Takes the stored meal as the new starting point (after a save), keeping the step the chef is on. */
  markSaved(meal: Meal): void {
    const step = this.step;
    this.mode = 'edit';
    this.load(meal);
    this.reset();
    this.step = step;
    this.furthestStep = LAST_STEP;
  }

  /** Nothing open (the meal was deleted, or the chef left). */
  clear(): void {
    this.mode = null;
    this.mealId = null;
    this.baseUpdatedAt = null;
    this.savedName = '';
    this.draft = emptyDraft();
    this.reset();
  }

  /** Keeps the new updatedAt after a change this screen made itself (publishing), so it is not taken for a conflict. */
  acknowledge(meal: Meal): void {
    if (meal.id !== this.mealId) return;
    this.baseUpdatedAt = meal.updatedAt;
    this.draft.status = meal.status;
  }

  setConflict(conflict: boolean): void {
    this.conflict = conflict;
  }

  /** There is something the chef would lose by leaving. */
  get dirty(): boolean {
    return this.mode !== null && (this.tagInput.trim() !== '' || this.snapshot() !== this.baseline);
  }

  get isNew(): boolean {
    return this.mode === 'create';
  }

  // ------------------------------------------------------------------ steps

  get stepName(): string {
    return MEAL_STEPS[this.step - 1] ?? '';
  }

  get isLastStep(): boolean {
    return this.step === LAST_STEP;
  }

  /** Checks the current step and moves on; returns false (errors set) when something needs fixing first. */
  next(): boolean {
    this.commitTagInput();
    const errors = this.validateStep(this.step);
    this.errors = errors;
    if (Object.keys(errors).length > 0) return false;
    this.step = Math.min(this.step + 1, LAST_STEP);
    this.furthestStep = Math.max(this.furthestStep, this.step);
    return true;
  }

  back(): void {
    this.commitTagInput();
    this.step = Math.max(this.step - 1, FIRST_STEP);
  }

  /** Whether the step indicator may jump to `step`: any step of a stored meal, reached steps of a new one. */
  canGoTo(step: number): boolean {
    return step >= FIRST_STEP && step <= (this.isNew ? this.furthestStep : LAST_STEP);
  }

  goTo(step: number): void {
    if (!this.canGoTo(step)) return;
    this.commitTagInput();
    this.step = step;
  }

  // ------------------------------------------------------------------ details

  setName(name: string): void {
    this.draft.name = name;
    this.clearErrors('name');
  }

  setDescription(description: string): void {
    this.draft.description = description;
    this.clearErrors('description');
  }

  setTagInput(text: string): void {
    this.tagInput = text;
  }

  /** Adds the tags typed in `text` (or the tag input), split on comma plus space, ignoring ones already there. */
  addTags(text: string = this.tagInput): void {
    this.draft.tags = parseTags(text, this.draft.tags);
    if (text === this.tagInput) this.tagInput = '';
    this.clearErrors('tags');
  }

  removeTag(tag: string): void {
    this.draft.tags = this.draft.tags.filter((known) => known !== tag);
    this.clearErrors('tags');
  }

  /** A meal holds one category: the new one replaces the old; null removes it. */
  setCategory(category: ReferenceItem | null): void {
    this.draft.categories = category ? [category] : [];
    this.clearErrors('categoryIds');
  }

  get category(): ReferenceItem | null {
    return this.draft.categories[0] ?? null;
  }

  // ------------------------------------------------------------------ photos

  addMedia(media: MealMedia): void {
    if (this.draft.media.some((known) => known.id === media.id)) return;
    this.draft.media.push(media);
    this.draft.noMealImage = false;
    this.clearErrors('mediaIds', 'noMealImage');
  }

  removeMedia(id: string): void {
    this.draft.media = this.draft.media.filter((media) => media.id !== id);
    this.clearErrors('mediaIds');
  }

  /** Moves a photo one place earlier (-1) or later (+1); the first photo is the cover. */
  moveMedia(id: string, delta: -1 | 1): void {
    const from = this.draft.media.findIndex((media) => media.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= this.draft.media.length) return;
    const media = [...this.draft.media];
    const [moved] = media.splice(from, 1);
    if (moved) media.splice(to, 0, moved);
    this.draft.media = media;
  }

  setNoMealImage(noMealImage: boolean): void {
    this.draft.noMealImage = noMealImage;
    this.clearErrors('noMealImage', 'mediaIds');
  }

  // ------------------------------------------------------------------ options

  /** Adds an option with the defaults: size '1 litres', price 0, servings 0. */
  addOption(): void {
    this.draft.options.push(this.newOption());
    this.clearErrors('options');
  }

  /** Removes an option; a meal keeps at least one. */
  removeOption(key: string): void {
    if (this.draft.options.length <= 1) return;
    this.draft.options = this.draft.options.filter((option) => option.key !== key);
    this.clearErrors('options');
  }

  updateOption(key: string, patch: Partial<Pick<OptionDraft, 'size' | 'price' | 'servings'>>): void {
    const index = this.draft.options.findIndex((option) => option.key === key);
    const option = this.draft.options[index];
    if (!option) return;
    Object.assign(option, patch);
    for (const field of Object.keys(patch)) this.clearErrors(`options.${index}.${field}`);
  }

  setServingType(servingType: string): void {
    this.draft.servingType = servingType;
    this.clearErrors('servingType');
  }

  // ------------------------------------------------------------------ ingredients and allergens

  toggleIngredient(ingredient: MealIngredient): void {
    this.draft.ingredients = toggleIn(
      this.draft.ingredients,
      { id: ingredient.id, name: ingredient.name },
      (a, b) => a.id === b.id,
    );
    this.clearErrors('attributes.ingredients');
  }

  /** Adds a custom ingredient when absent (any case) and removes it when present. */
  toggleCustomIngredient(name: string): void {
    const value = name.trim();
    if (!value) return;
    this.draft.customIngredients = toggleIn(this.draft.customIngredients, value, sameText);
  }

  /** Names the custom ingredients at the end of the description, where customers read them (the API keeps no list). */
  appendCustomIngredientsToDescription(): void {
    if (this.draft.customIngredients.length === 0) return;
    const line = `Also contains: ${this.draft.customIngredients.join(', ')}.`;
    const description = this.draft.description.trimEnd();
    if (description.includes(line)) return;
    this.setDescription(description ? `${description}\n\n${line}` : line);
  }

  toggleAdditive(name: string): void {
    const value = name.trim();
    if (!value) return;
    this.draft.additives = toggleIn(this.draft.additives, value, sameText);
    this.clearErrors('attributes.additives');
  }

  /** Toggles an allergen; choosing one withdraws the "contains none" confirmation. */
  toggleAllergen(id: string): void {
    this.draft.allergens = toggleIn(this.draft.allergens, id);
    if (this.draft.allergens.length > 0) this.draft.confirmNoAllergen = false;
    this.clearErrors('attributes.allergens', 'confirmNoAllergen');
  }

  /** Adds every allergen in `ids` that is not chosen yet (the ones the chosen ingredients contain). */
  addAllergens(ids: readonly string[]): void {
    for (const id of ids) if (!this.draft.allergens.includes(id)) this.draft.allergens.push(id);
    if (this.draft.allergens.length > 0) this.draft.confirmNoAllergen = false;
    this.clearErrors('attributes.allergens', 'confirmNoAllergen');
  }

  setConfirmNoAllergen(confirm: boolean): void {
    this.draft.confirmNoAllergen = confirm && this.draft.allergens.length === 0;
    this.clearErrors('confirmNoAllergen');
  }

  toggleDietary(id: string): void {
    this.draft.dietaryClassification = toggleIn(this.draft.dietaryClassification, id);
    this.clearErrors('attributes.dietaryClassification');
  }

  setSpiceLevel(level: number): void {
    this.draft.spiceLevel = Math.min(5, Math.max(0, Math.round(level)));
  }

  // ------------------------------------------------------------------ availability

  toggleDay(day: Weekday): void {
    this.draft.availability[day] = !this.draft.availability[day];
  }

  setEveryDay(available: boolean): void {
    this.draft.availability = Object.fromEntries(
      Object.keys(ALL_DAYS).map((day) => [day, available]),
    ) as WeekAvailability;
  }

  /** Adds a custom availability window, status 'active', starting and ending on `today`. */
  addWindow(today: string): void {
    this.draft.customAvailability.push({
      key: this.key(),
      startDate: today,
      endDate: today,
      available: false,
      status: NEW_WINDOW_STATUS,
    });
    this.clearErrors('customAvailability');
  }

  removeWindow(key: string): void {
    this.draft.customAvailability = this.draft.customAvailability.filter((window) => window.key !== key);
    this.clearErrors('customAvailability');
  }

  updateWindow(key: string, patch: Partial<Omit<WindowDraft, 'key' | 'id'>>): void {
    const index = this.draft.customAvailability.findIndex((window) => window.key === key);
    const window = this.draft.customAvailability[index];
    if (!window) return;
    Object.assign(window, patch);
    for (const field of Object.keys(patch)) this.clearErrors(`customAvailability.${index}.${field}`);
    if (patch.startDate !== undefined) this.clearErrors(`customAvailability.${index}.endDate`);
  }

  setDailyStock(text: string): void {
    this.draft.dailyStock = text;
    this.clearErrors('dailyStock');
  }

  // ------------------------------------------------------------------ errors

  /** The message for a field: its own, or the first one the server gave for an item inside it (`tags.3`). */
  errorFor(field: string, { nested = false } = {}): string | undefined {
    if (this.errors[field]) return this.errors[field];
    if (!nested) return undefined;
    const key = Object.keys(this.errors).find((known) => known.startsWith(`${field}.`));
    return key ? this.errors[key] : undefined;
  }

  /** Shows the server's `{field, error}` list and opens the step of the first one. */
  showServerErrors(errors: FieldErrors): void {
    this.errors = { ...errors };
    const steps = Object.keys(errors).map(stepOfField);
    if (steps.length > 0) this.step = Math.min(...steps);
  }

  private clearErrors(...fields: string[]): void {
    const keys = Object.keys(this.errors).filter((key) =>
      fields.some((field) => key === field || key.startsWith(`${field}.`)),
    );
    if (keys.length === 0) return;
    const errors = { ...this.errors };
    for (const key of keys) delete errors[key];
    this.errors = errors;
  }

  // ------------------------------------------------------------------ checks

  /** What must be fixed on a step before moving on, by the wire's field path. */
  validateStep(step: number): FieldErrors {
    const d = this.draft;
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

  /**
   * Checks every step before saving; on a problem shows its errors and opens the first step that has one.
   * Returns true when the meal can be sent.
   */
  validateAll(): boolean {
    this.commitTagInput();
    for (let step = FIRST_STEP; step < LAST_STEP; step++) {
      const errors = this.validateStep(step);
      if (Object.keys(errors).length > 0) {
        this.errors = errors;
        this.step = step;
        return false;
      }
    }
    this.errors = {};
    return true;
  }

  // ------------------------------------------------------------------ requests

  /** The body of createMeal: everything staged, status draft. Call after validateAll(). */
  toCreateRequest(): CreateMealRequest {
    return { ...this.fields(), status: NEW_MEAL_STATUS };
  }

  /** The body of updateMeal: every editable property (arrays replace the stored ones; status is changed apart). */
  toUpdateRequest(): UpdateMealRequest {
    return this.fields();
  }

  private fields() {
    const d = this.draft;
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
    } satisfies UpdateMealRequest;
  }

  // ------------------------------------------------------------------ internals

  private load(meal: Meal): void {
    this.mealId = meal.id;
    this.baseUpdatedAt = meal.updatedAt;
    this.savedName = meal.name;
    this.draft = {
      name: meal.name,
      description: meal.description,
      tags: [...meal.tags],
      categories: meal.categories.slice(0, 1).map((category) => ({ ...category })),
      media: [...meal.media],
      noMealImage: meal.media.length === 0,
      options: meal.options.map((option) => ({
        key: this.key(),
        id: option.id,
        size: option.size,
        price: poundsForInput(option.price),
        servings: String(option.servings),
      })),
      servingType: meal.servingType,
      ingredients: meal.attributes.ingredients.map((ingredient) => ({ id: ingredient.id, name: ingredient.name })),
      // The contract does not return custom ingredients, so an edit starts without them.
      customIngredients: [],
      additives: [...meal.attributes.additives],
      allergens: [...meal.attributes.allergens],
      // A stored meal without allergens was saved with that confirmed.
      confirmNoAllergen: meal.attributes.allergens.length === 0,
      dietaryClassification: [...meal.attributes.dietaryClassification],
      spiceLevel: meal.attributes.spiceLevel,
      availability: { ...ALL_DAYS, ...meal.availability },
      customAvailability: meal.customAvailability.map((window) => ({
        key: this.key(),
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

  private reset(): void {
    this.step = FIRST_STEP;
    this.furthestStep = this.mode === 'edit' ? LAST_STEP : FIRST_STEP;
    this.tagInput = '';
    this.errors = {};
    this.conflict = false;
    this.baseline = this.snapshot();
  }

  private commitTagInput(): void {
    if (this.tagInput.trim()) this.addTags(this.tagInput);
  }

  private newOption(): OptionDraft {
    return {
      key: this.key(),
      size: DEFAULT_OPTION.size,
      price: poundsForInput(DEFAULT_OPTION.price),
      servings: String(DEFAULT_OPTION.servings),
    };
  }

  private key(): string {
    return `k${this.nextKey++}`;
  }

  /** The draft without row keys and status (changed apart, at once): equal snapshots mean nothing would be lost. */
  private snapshot(): string {
    const { options, customAvailability, status: _status, ...rest } = this.draft;
    return JSON.stringify({
      ...rest,
      options: options.map(({ key: _key, ...option }) => option),
      customAvailability: customAvailability.map(({ key: _key, ...window }) => window),
    });
  }
}

function emptyDraft(): MealDraft {
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
