import { unwrap } from '@/lib/api-client';
import { Store } from './base/store';

/**
 * Reference data several features show (cuisines, dietary offerings, meal categories, ingredients, the 14 allergens).
 * It lives with the shared stores because onboarding and the menu both need it and features never import each other.
 */
export class ReferenceStore extends Store {
  listCuisines() {
    return this.cached('listCuisines', async () => (await unwrap(this.root.api.GET('/vendor/cuisines'))).data);
  }

  listDietaryOfferings() {
    return this.cached(
      'listDietaryOfferings',
      async () => (await unwrap(this.root.api.GET('/vendor/dietary-offerings'))).data,
    );
  }

  listMealCategories() {
    return this.cached(
      'listMealCategories',
      async () => (await unwrap(this.root.api.GET('/vendor/meal-categories'))).data,
    );
  }

  listIngredients(search = '') {
    return this.cached(`listIngredients?${search}`, async () => {
      const query = search ? { search } : {};
      return (await unwrap(this.root.api.GET('/vendor/ingredients', { params: { query } }))).data;
    });
  }

  listAllergens() {
    return this.cached('listAllergens', async () => (await unwrap(this.root.api.GET('/vendor/allergens'))).data);
  }
}
