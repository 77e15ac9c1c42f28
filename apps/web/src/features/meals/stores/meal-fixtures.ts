import type { Meal } from '@vendor/api-types';
import type { MealMedia } from './meal-draft';

/** A stored image as the server describes it (for tests). */
export function mediaFixture(id: string, name = `${id}.png`): MealMedia {
  return {
    id,
    url: `/api/v1/files/${id}`,
    meta: { bucketName: 'local', documentType: 'image/png' },
    type: 'image',
    purpose: 'meal_image',
    filename: id,
    originalFilename: name,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    deletedAt: null,
  };
}

/** A stored meal with two options, one photo and one custom availability window (for tests). */
export function mealFixture(overrides: Partial<Meal> = {}): Meal {
  return {
    id: 'meal-1',
    name: 'Jollof Rice',
    description: 'Smoky party jollof.',
    tags: ['spicy'],
    categories: [{ id: 'cat-rice', name: 'Rice Dishes', slug: 'rice-dishes' }],
    media: [mediaFixture('img-1')],
    availability: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true },
    attributes: {
      additives: ['MSG'],
      allergens: ['al-celery'],
      ingredients: [{ id: 'ing-rice', name: 'Long grain rice' }],
      dietaryClassification: ['diet-halal'],
      spiceLevel: 3,
    },
    rating: 4.5,
    ratingCount: 12,
    options: [
      { id: 'opt-1', size: 'Regular', price: 9.5, servings: 1, mealId: 'meal-1' },
      { id: 'opt-2', size: 'Large', price: 14, servings: 2, mealId: 'meal-1' },
    ],
    customAvailability: [
      {
        id: 'win-1',
        createdAt: '2026-01-01T10:00:00.000Z',
        updatedAt: '2026-01-01T10:00:00.000Z',
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        available: false,
        status: 'active',
      },
    ],
    status: 'published',
    dailyStock: 40,
    servingType: 'Container',
    customIngredients: ['Ogiri'],
    confirmNoAllergen: false,
    version: 3,
    businessId: 'biz-1',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}
