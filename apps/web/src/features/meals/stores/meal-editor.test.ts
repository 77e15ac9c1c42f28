import { describe, expect, it } from 'vitest';
import { mealFixture, mediaFixture } from './meal-fixtures';
import { MealEditor } from './meal-editor';
import { LAST_STEP, stepOfField } from './meal-draft';

const rice = { id: 'cat-rice', name: 'Rice Dishes', slug: 'rice-dishes' };
const soups = { id: 'cat-soups', name: 'Soups & Stews', slug: 'soups-stews' };

/** A new meal with step 1 to 5 filled in well enough to save. */
function readyEditor() {
  const editor = new MealEditor();
  editor.startNew();
  editor.setName('Egusi Soup');
  editor.setCategory(soups);
  editor.setNoMealImage(true);
  editor.setConfirmNoAllergen(true);
  return editor;
}

describe('a new meal', () => {
  it('starts as a draft on step 1 with one option of 1 litres at £0 for 0 servings, served in a Container', () => {
    const editor = new MealEditor();
    editor.startNew();
    expect(editor.step).toBe(1);
    expect(editor.draft.status).toBe('draft');
    expect(editor.draft.servingType).toBe('Container');
    expect(editor.draft.options.map(({ size, price, servings }) => ({ size, price, servings }))).toEqual([
      { size: '1 litres', price: '0.00', servings: '0' },
    ]);
    expect(Object.values(editor.draft.availability).every(Boolean)).toBe(true);
    expect(editor.dirty).toBe(false);
    expect(editor.toCreateRequest()).toMatchObject({
      status: 'draft',
      servingType: 'Container',
      options: [{ size: '1 litres', price: 0, servings: 0 }],
    });
  });

  it('adds options with the same defaults and always keeps at least one', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.addOption();
    expect(editor.draft.options).toHaveLength(2);
    expect(editor.draft.options[1]).toMatchObject({ size: '1 litres', price: '0.00', servings: '0' });
    const [first, second] = editor.draft.options;
    editor.removeOption(first!.key);
    expect(editor.draft.options.map((option) => option.key)).toEqual([second!.key]);
    editor.removeOption(second!.key);
    expect(editor.draft.options).toHaveLength(1);
  });

  it('gives custom availability windows the status active', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.addWindow('2026-05-01');
    expect(editor.draft.customAvailability[0]).toMatchObject({
      startDate: '2026-05-01',
      endDate: '2026-05-01',
      status: 'active',
    });
  });
});

describe('the step counter', () => {
  it('moves on only when the step is complete, and back down to 1 but not below', () => {
    const editor = new MealEditor();
    editor.startNew();
    expect(editor.next()).toBe(false);
    expect(editor.step).toBe(1);
    expect(editor.errors).toEqual({ name: 'Enter the name of the meal', categoryIds: 'Choose a category' });

    editor.setName('Egusi Soup');
    expect(editor.errors.name).toBeUndefined();
    editor.setCategory(soups);
    expect(editor.next()).toBe(true);
    expect(editor.step).toBe(2);
    editor.back();
    editor.back();
    expect(editor.step).toBe(1);
  });

  it('lets a new meal jump only to steps already reached, and a stored meal to any step', () => {
    const editor = readyEditor();
    expect(editor.canGoTo(2)).toBe(false);
    editor.next();
    editor.next();
    editor.goTo(1);
    expect(editor.step).toBe(1);
    editor.goTo(3);
    expect(editor.step).toBe(3);
    editor.goTo(5);
    expect(editor.step).toBe(3);

    editor.startEdit(mealFixture());
    editor.goTo(LAST_STEP);
    expect(editor.step).toBe(LAST_STEP);
  });

  it('asks for a photo or the no-photo confirmation, and for allergens or the none confirmation', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.setName('Zobo');
    editor.setCategory(rice);
    editor.next();
    expect(editor.next()).toBe(false);
    expect(editor.errors.noMealImage).toBe('Add a photo, or confirm that this meal has no photo');
    editor.addMedia(mediaFixture('img-9'));
    expect(editor.next()).toBe(true);
    expect(editor.next()).toBe(true);
    expect(editor.next()).toBe(false);
    expect(editor.errors.confirmNoAllergen).toBe(
      'Choose the allergens this meal contains, or confirm it contains none of them',
    );
    editor.toggleAllergen('al-milk');
    expect(editor.next()).toBe(true);
  });

  it('checks option sizes, prices in pounds and whole servings', () => {
    const editor = readyEditor();
    editor.goTo(1);
    editor.next();
    editor.next();
    const key = editor.draft.options[0]!.key;
    editor.updateOption(key, { size: ' ', price: '4.505', servings: '1.5' });
    expect(editor.next()).toBe(false);
    expect(editor.errors).toEqual({
      'options.0.size': 'Enter a size, e.g. 1 litres or Large',
      'options.0.price': 'Enter a price in pounds, e.g. 4.50',
      'options.0.servings': 'Enter a whole number from 0 to 1000',
    });
    editor.updateOption(key, { price: '£4.50' });
    expect(editor.errors['options.0.price']).toBeUndefined();
    editor.updateOption(key, { size: 'Large', servings: '2' });
    expect(editor.next()).toBe(true);
  });

  it('refuses a window ending before it starts and a daily stock that is not a whole number', () => {
    const editor = readyEditor();
    editor.addWindow('2026-05-02');
    const key = editor.draft.customAvailability[0]!.key;
    editor.updateWindow(key, { endDate: '2026-05-01' });
    editor.setDailyStock('ten');
    expect(editor.validateStep(5)).toEqual({
      'customAvailability.0.endDate': 'The end date must not be before the start date',
      dailyStock: 'Enter a whole number from 0 to 100,000, or leave it empty for no limit',
    });
  });

  it('validateAll opens the first step with a problem', () => {
    const editor = readyEditor();
    editor.goTo(1);
    editor.setDailyStock('-1');
    expect(editor.validateAll()).toBe(false);
    expect(editor.step).toBe(5);
    expect(editor.errors.dailyStock).toBeDefined();
  });
});

describe('editing a stored meal', () => {
  it('stages the meal as stored and sends back every property, keeping option and window ids', () => {
    const editor = new MealEditor();
    editor.startEdit(mealFixture());
    expect(editor.mode).toBe('edit');
    expect(editor.step).toBe(1);
    expect(editor.dirty).toBe(false);
    expect(editor.draft.confirmNoAllergen).toBe(false);
    expect(editor.draft.noMealImage).toBe(false);
    expect(editor.draft.options.map((option) => option.price)).toEqual(['9.50', '14.00']);

    expect(editor.toUpdateRequest()).toEqual({
      name: 'Jollof Rice',
      description: 'Smoky party jollof.',
      tags: ['spicy'],
      categoryIds: ['cat-rice'],
      mediaIds: ['img-1'],
      availability: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true },
      attributes: {
        additives: ['MSG'],
        allergens: ['al-celery'],
        ingredients: [{ id: 'ing-rice' }],
        dietaryClassification: ['diet-halal'],
        spiceLevel: 3,
      },
      options: [
        { id: 'opt-1', size: 'Regular', price: 9.5, servings: 1 },
        { id: 'opt-2', size: 'Large', price: 14, servings: 2 },
      ],
      customAvailability: [
        { id: 'win-1', startDate: '2026-12-24', endDate: '2026-12-26', available: false, status: 'active' },
      ],
      dailyStock: 40,
      servingType: 'Container',
      customIngredients: ['Ogiri'],
      confirmNoAllergen: false,
      version: 3,
    });
  });

  it('confirms "no photo" for a stored meal without one, and takes "no allergens" as stored', () => {
    const editor = new MealEditor();
    const noAllergens = { ...mealFixture().attributes, allergens: [] };
    editor.startEdit(mealFixture({ attributes: noAllergens, confirmNoAllergen: false }));
    expect(editor.draft.confirmNoAllergen).toBe(false);
    expect(editor.validateStep(4)).toHaveProperty('confirmNoAllergen');
    editor.startEdit(mealFixture({ media: [], attributes: noAllergens, confirmNoAllergen: true, dailyStock: null }));
    expect(editor.draft.noMealImage).toBe(true);
    expect(editor.draft.confirmNoAllergen).toBe(true);
    expect(editor.draft.dailyStock).toBe('');
    expect(editor.toUpdateRequest().dailyStock).toBeNull();
  });

  it('is dirty once something changes and clean again when changed back or saved', () => {
    const editor = new MealEditor();
    editor.startEdit(mealFixture());
    editor.toggleDay('mon');
    expect(editor.dirty).toBe(true);
    editor.toggleDay('mon');
    expect(editor.dirty).toBe(false);
    editor.setTagInput('half-typed');
    expect(editor.dirty).toBe(true);
    editor.setTagInput('');
    editor.setName('Jollof Rice Deluxe');
    editor.goTo(3);
    editor.markSaved(mealFixture({ name: 'Jollof Rice Deluxe', version: 4 }));
    expect(editor.dirty).toBe(false);
    expect(editor.step).toBe(3);
    expect(editor.baseVersion).toBe(4);
    expect(editor.toUpdateRequest().version).toBe(4);
  });

  it('a status change made on this screen neither dirties the edit nor counts as a conflict', () => {
    const editor = new MealEditor();
    editor.startEdit(mealFixture());
    editor.setName('Changed');
    editor.acknowledge(mealFixture({ status: 'draft', version: 4 }));
    expect(editor.draft.status).toBe('draft');
    expect(editor.draft.name).toBe('Changed');
    expect(editor.baseVersion).toBe(4);
    editor.setName('Jollof Rice');
    expect(editor.dirty).toBe(false);
  });

  it('does not take in a version that someone else moved on in between', () => {
    const editor = new MealEditor();
    editor.startEdit(mealFixture({ version: 3 }));
    // Another person saved version 4; this screen's publish made version 5.
    editor.acknowledge(mealFixture({ status: 'draft', version: 5 }));
    expect(editor.draft.status).toBe('draft');
    expect(editor.baseVersion).toBe(3);
  });

  it("shows the server's field errors and opens the step of the first one", () => {
    const editor = new MealEditor();
    editor.startEdit(mealFixture());
    editor.goTo(LAST_STEP);
    editor.showServerErrors({ 'customAvailability.0.endDate': 'Must not be before startDate', 'tags.2': 'Too long' });
    expect(editor.step).toBe(1);
    expect(editor.errorFor('tags')).toBeUndefined();
    expect(editor.errorFor('tags', { nested: true })).toBe('Too long');
    expect(editor.errorFor('customAvailability.0.endDate')).toBe('Must not be before startDate');
    editor.removeTag('spicy');
    expect(editor.errorFor('tags', { nested: true })).toBeUndefined();
  });

  it('maps each wire field to its step', () => {
    expect(
      ['name', 'categoryIds.0', 'mediaIds.1', 'options.2.price', 'attributes.allergens.0', 'dailyStock', 'status'].map(
        stepOfField,
      ),
    ).toEqual([1, 1, 2, 3, 4, 5, 6]);
  });

  it('clear() leaves nothing open', () => {
    const editor = new MealEditor();
    editor.startEdit(mealFixture());
    editor.setName('x');
    editor.clear();
    expect(editor.mode).toBeNull();
    expect(editor.mealId).toBeNull();
    expect(editor.dirty).toBe(false);
  });
});
