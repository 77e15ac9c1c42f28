import { seedId, slugify } from './util.ts';

export interface RefRow {
  id: string;
  name: string;
  slug: string;
}

function rows(kind: string, names: readonly string[]): RefRow[] {
  return names.map((name) => ({ id: seedId(kind, slugify(name)), name, slug: slugify(name) }));
}

export const CUISINES = rows('cuisine', [
  'Nigerian',
  'Ghanaian',
  'Jamaican',
  'Ethiopian',
  'Somali',
  'Indian',
  'Pakistani',
  'Bangladeshi',
  'Chinese',
  'Thai',
  'Italian',
  'Turkish',
  'Lebanese',
  'British',
  'Mexican',
  'Polish',
]);

export const DIETARY_OFFERINGS = rows('dietary', [
  'Vegan',
  'Vegetarian',
  'Halal',
  'Kosher',
  'Gluten-free',
  'Dairy-free',
  'Nut-free',
  'Low-carb',
  'Pescatarian',
]);

export const MEAL_CATEGORIES = rows('category', [
  'Soups & Stews',
  'Rice Dishes',
  'Curries',
  'Grills',
  'Pastries',
  'Desserts',
  'Sides',
  'Drinks',
  'Snacks',
  'Swallows',
  'Pasta & Noodles',
  'Breakfast',
]);

export const INGREDIENTS = rows('ingredient', [
  'Basmati rice',
  'Long grain rice',
  'Tomatoes',
  'Tomato paste',
  'Scotch bonnet pepper',
  'Red bell pepper',
  'Onion',
  'Garlic',
  'Ginger',
  'Palm oil',
  'Vegetable oil',
  'Olive oil',
  'Chicken thighs',
  'Beef',
  'Goat meat',
  'Lamb',
  'Smoked mackerel',
  'Stockfish',
  'Dried crayfish',
  'Prawns',
  'Spinach',
  'Egusi (melon seeds)',
  'Black-eyed beans',
  'Plantain',
  'Yam',
  'Cassava',
  'Plain flour',
  'Eggs',
  'Butter',
  'Whole milk',
  'Sugar',
  'Nutmeg',
  'Thyme',
  'Curry powder',
  'Bay leaves',
  'Suya spice (yaji)',
  'Peanuts',
  'Coconut milk',
  'Carrots',
  'Green peas',
  'Hibiscus leaves',
  'Pineapple',
  'Cloves',
  'Cinnamon',
  'Basil',
  'Mozzarella',
  'Parmesan',
  'Lasagne sheets',
  'Mascarpone',
  'Coffee',
  'Cocoa powder',
  'Locust beans (iru)',
]);

/** The 14 allergens UK food law requires businesses to declare. */
export const ALLERGENS = rows('allergen', [
  'Celery',
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Tree nuts',
  'Peanuts',
  'Sesame seeds',
  'Soya',
  'Sulphur dioxide and sulphites',
]);

function bySlug(list: RefRow[], kind: string) {
  const map = new Map(list.map((r) => [r.slug, r]));
  return (name: string): string => {
    const r = map.get(slugify(name));
    if (!r) throw new Error(`seed: unknown ${kind} "${name}"`);
    return r.id;
  };
}

export const cuisineId = bySlug(CUISINES, 'cuisine');
export const dietaryId = bySlug(DIETARY_OFFERINGS, 'dietary offering');
export const categoryId = bySlug(MEAL_CATEGORIES, 'meal category');
export const ingredientId = bySlug(INGREDIENTS, 'ingredient');
export const allergenId = bySlug(ALLERGENS, 'allergen');
