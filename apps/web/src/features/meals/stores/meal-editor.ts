import { makeAutoObservable } from 'mobx';
import {
  type CreateMealRequest,
  draftFields,
  draftFromMeal,
  draftSnapshot,
  findError,
  newOptionDraft,
  withoutErrors,
  emptyDraft,
  type FieldErrors,
  FIRST_STEP,
  LAST_STEP,
  type Meal,
  type MealDraft,
  type MealIngredient,
  MEAL_STEPS,
  type MealMedia,
  NEW_MEAL_STATUS,
  type OptionDraft,
  parseTags,
  type ReferenceItem,
  stepOfField,
  type UpdateMealRequest,
  validateDraftStep,
  type Weekday,
} from './meal-draft';
import * as edit from './meal-draft-edits';

/**
 * The multi-step meal editor: the staged meal, the step counter and every rule of editing it (toggles, the single
 * category, tags from a string, defaults, per-step checks) so screens only render it. One editor per MealsStore: the
 * open meal.
 */
export class MealEditor {
  mode: 'create' | 'edit' | null = null;
  mealId: string | null = null;
  /** Version of the stored meal this edit started from: the server refuses a save made from an older one. */
  baseVersion: number | null = null;
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
    this.baseVersion = null;
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
    this.baseVersion = null;
    this.savedName = '';
    this.draft = emptyDraft();
    this.reset();
  }

  /**
   * Takes in a change this screen made itself (publishing) so the next save is not refused for it; when someone else
   * changed the meal in between (the version moved by more than one) the older version is kept, so that save is.
   */
  acknowledge(meal: Meal): void {
    if (meal.id !== this.mealId) return;
    if (this.baseVersion !== null && meal.version === this.baseVersion + 1) this.baseVersion = meal.version;
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

  // ------------------------------------------------------------------ editing the draft (rules in meal-draft-edits)

  setName(name: string): void {
    this.clearErrors(...edit.setName(this.draft, name));
  }

  setDescription(description: string): void {
    this.clearErrors(...edit.setDescription(this.draft, description));
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
    this.clearErrors(...edit.removeTag(this.draft, tag));
  }

  setCategory(category: ReferenceItem | null): void {
    this.clearErrors(...edit.setCategory(this.draft, category));
  }

  get category(): ReferenceItem | null {
    return this.draft.categories[0] ?? null;
  }

  addMedia(media: MealMedia): void {
    this.clearErrors(...edit.addMedia(this.draft, media));
  }

  removeMedia(id: string): void {
    this.clearErrors(...edit.removeMedia(this.draft, id));
  }

  moveMedia(id: string, delta: -1 | 1): void {
    this.clearErrors(...edit.moveMedia(this.draft, id, delta));
  }

  setNoMealImage(noMealImage: boolean): void {
    this.clearErrors(...edit.setNoMealImage(this.draft, noMealImage));
  }

  addOption(): void {
    this.clearErrors(...edit.addOption(this.draft, this.key()));
  }

  removeOption(key: string): void {
    this.clearErrors(...edit.removeOption(this.draft, key));
  }

  updateOption(key: string, patch: edit.OptionPatch): void {
    this.clearErrors(...edit.updateOption(this.draft, key, patch));
  }

  setServingType(servingType: string): void {
    this.clearErrors(...edit.setServingType(this.draft, servingType));
  }

  toggleIngredient(ingredient: MealIngredient): void {
    this.clearErrors(...edit.toggleIngredient(this.draft, ingredient));
  }

  toggleCustomIngredient(name: string): void {
    this.clearErrors(...edit.toggleCustomIngredient(this.draft, name));
  }

  toggleAdditive(name: string): void {
    this.clearErrors(...edit.toggleAdditive(this.draft, name));
  }

  toggleAllergen(id: string): void {
    this.clearErrors(...edit.toggleAllergen(this.draft, id));
  }

  addAllergens(ids: readonly string[]): void {
    this.clearErrors(...edit.addAllergens(this.draft, ids));
  }

  setConfirmNoAllergen(confirm: boolean): void {
    this.clearErrors(...edit.setConfirmNoAllergen(this.draft, confirm));
  }

  toggleDietary(id: string): void {
    this.clearErrors(...edit.toggleDietary(this.draft, id));
  }

  setSpiceLevel(level: number): void {
    this.clearErrors(...edit.setSpiceLevel(this.draft, level));
  }

  toggleDay(day: Weekday): void {
    this.clearErrors(...edit.toggleDay(this.draft, day));
  }

  setEveryDay(available: boolean): void {
    this.clearErrors(...edit.setEveryDay(this.draft, available));
  }

  addWindow(today: string): void {
    this.clearErrors(...edit.addWindow(this.draft, this.key(), today));
  }

  removeWindow(key: string): void {
    this.clearErrors(...edit.removeWindow(this.draft, key));
  }

  updateWindow(key: string, patch: edit.WindowPatch): void {
    this.clearErrors(...edit.updateWindow(this.draft, key, patch));
  }

  setDailyStock(text: string): void {
    this.clearErrors(...edit.setDailyStock(this.draft, text));
  }

  // ------------------------------------------------------------------ errors

  /** The message for a field: its own, or the first one the server gave for an item inside it (`tags.3`). */
  errorFor(field: string, { nested = false } = {}): string | undefined {
    return findError(this.errors, field, nested);
  }

  /** Shows the server's `{field, error}` list and opens the step of the first one. */
  showServerErrors(errors: FieldErrors): void {
    this.errors = { ...errors };
    const steps = Object.keys(errors).map(stepOfField);
    if (steps.length > 0) this.step = Math.min(...steps);
  }

  private clearErrors(...fields: string[]): void {
    if (fields.length > 0) this.errors = withoutErrors(this.errors, fields);
  }

  // ------------------------------------------------------------------ checks

  /** What must be fixed on a step before moving on, by the wire's field path. */
  validateStep(step: number): FieldErrors {
    return validateDraftStep(this.draft, step);
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
    return { ...draftFields(this.draft), status: NEW_MEAL_STATUS };
  }

  /**
   * The body of updateMeal: every editable property (arrays replace the stored ones; status is changed apart) and the
   * version the edit started from, so a change someone else saved meanwhile is not overwritten unnoticed.
   */
  toUpdateRequest({ overwrite = false } = {}): UpdateMealRequest {
    const version = overwrite || this.baseVersion === null ? {} : { version: this.baseVersion };
    return { ...draftFields(this.draft), ...version };
  }

  // ------------------------------------------------------------------ internals

  private load(meal: Meal): void {
    this.mealId = meal.id;
    this.baseVersion = meal.version;
    this.savedName = meal.name;
    this.draft = draftFromMeal(meal, () => this.key());
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
    return newOptionDraft(this.key());
  }

  private key(): string {
    return `k${this.nextKey++}`;
  }

  private snapshot(): string {
    return draftSnapshot(this.draft);
  }
}
