import { describe, expect, it } from 'vitest';
import { mediaFixture } from './meal-fixtures';
import { MealEditor } from './meal-editor';
import { parseTags, toggleIn } from './meal-draft';

const rice = { id: 'cat-rice', name: 'Rice Dishes', slug: 'rice-dishes' };
const soups = { id: 'cat-soups', name: 'Soups & Stews', slug: 'soups-stews' };

describe('details', () => {
  it('splits tags on comma plus space, trims them and ignores duplicates in any case', () => {
    expect(parseTags(' spicy ,  vegan, Spicy, , party favourite')).toEqual(['spicy', 'vegan', 'party favourite']);
    expect(parseTags('halal', ['Halal'])).toEqual(['Halal']);
    expect(parseTags('no,space')).toEqual(['no,space']);

    const editor = new MealEditor();
    editor.startNew();
    editor.setTagInput('spicy, vegan');
    editor.addTags();
    editor.addTags('vegan, bestseller');
    expect(editor.draft.tags).toEqual(['spicy', 'vegan', 'bestseller']);
    expect(editor.tagInput).toBe('');
    editor.removeTag('vegan');
    expect(editor.draft.tags).toEqual(['spicy', 'bestseller']);
  });

  it('adds the tag text still in the box when the chef moves on', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.setName('Puff-Puff');
    editor.setCategory(rice);
    editor.setTagInput('sweet, snack');
    editor.next();
    expect(editor.draft.tags).toEqual(['sweet', 'snack']);
  });

  it('holds exactly one category: choosing another replaces it', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.setCategory(rice);
    editor.setCategory(soups);
    expect(editor.draft.categories).toEqual([soups]);
    expect(editor.toCreateRequest().categoryIds).toEqual(['cat-soups']);
    editor.setCategory(null);
    expect(editor.draft.categories).toEqual([]);
  });
});

describe('photos', () => {
  it('adds each upload once, reorders and removes them, and an upload withdraws the no-photo flag', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.setNoMealImage(true);
    editor.addMedia(mediaFixture('a'));
    editor.addMedia(mediaFixture('b'));
    editor.addMedia(mediaFixture('c'));
    editor.addMedia(mediaFixture('a'));
    expect(editor.draft.noMealImage).toBe(false);
    editor.moveMedia('c', -1);
    editor.moveMedia('a', -1);
    expect(editor.draft.media.map((media) => media.id)).toEqual(['a', 'c', 'b']);
    editor.moveMedia('b', 1);
    editor.removeMedia('c');
    expect(editor.toCreateRequest().mediaIds).toEqual(['a', 'b']);
  });
});

describe('ingredients, allergens and dietary classification', () => {
  it('adds an item when absent and removes it when present, for every pick-many list', () => {
    expect(toggleIn(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleIn(['a', 'b'], 'a')).toEqual(['b']);

    const editor = new MealEditor();
    editor.startNew();
    /** Toggles each value in turn: a value given twice is picked and dropped again. */
    const toggleInTurn = <T>(toggle: (value: T) => void, values: [T, T, T]) => values.forEach((value) => toggle(value));
    const rice = { id: 'ing-rice', name: 'Rice' };
    toggleInTurn((v) => editor.toggleIngredient(v), [rice, { id: 'ing-onion', name: 'Onion' }, rice]);
    expect(editor.draft.ingredients).toEqual([{ id: 'ing-onion', name: 'Onion' }]);
    toggleInTurn((v) => editor.toggleCustomIngredient(v), ['Irish potatoes ', 'Ogiri', 'irish potatoes']);
    expect(editor.draft.customIngredients).toEqual(['Ogiri']);
    toggleInTurn((v) => editor.toggleAdditive(v), ['E211', 'MSG', 'E211']);
    expect(editor.draft.additives).toEqual(['MSG']);
    toggleInTurn((v) => editor.toggleAllergen(v), ['al-milk', 'al-eggs', 'al-milk']);
    expect(editor.draft.allergens).toEqual(['al-eggs']);
    toggleInTurn((v) => editor.toggleDietary(v), ['diet-vegan', 'diet-halal', 'diet-vegan']);
    expect(editor.draft.dietaryClassification).toEqual(['diet-halal']);

    expect(editor.toCreateRequest().attributes).toEqual({
      additives: ['MSG'],
      allergens: ['al-eggs'],
      ingredients: [{ id: 'ing-onion' }],
      dietaryClassification: ['diet-halal'],
      spiceLevel: 0,
    });
  });

  it('sends the custom ingredients and the "contains none" confirmation', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.toggleCustomIngredient('Irish potatoes');
    editor.toggleCustomIngredient('Ogiri');
    editor.setConfirmNoAllergen(true);
    expect(editor.toCreateRequest()).toMatchObject({
      customIngredients: ['Irish potatoes', 'Ogiri'],
      confirmNoAllergen: true,
    });
  });

  it('keeps the "contains none" confirmation only while no allergen is chosen', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.setConfirmNoAllergen(true);
    expect(editor.draft.confirmNoAllergen).toBe(true);
    editor.toggleAllergen('al-milk');
    expect(editor.draft.confirmNoAllergen).toBe(false);
    editor.setConfirmNoAllergen(true);
    expect(editor.draft.confirmNoAllergen).toBe(false);
    editor.addAllergens(['al-milk', 'al-eggs']);
    expect(editor.draft.allergens).toEqual(['al-milk', 'al-eggs']);
  });

  it('keeps the spice level between 0 and 5', () => {
    const editor = new MealEditor();
    editor.startNew();
    editor.setSpiceLevel(9);
    expect(editor.draft.spiceLevel).toBe(5);
    editor.setSpiceLevel(-2);
    expect(editor.draft.spiceLevel).toBe(0);
  });
});
