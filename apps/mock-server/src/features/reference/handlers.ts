import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listCuisines' | 'listDietaryOfferings' | 'listMealCategories' | 'listIngredients' | 'listAllergens';

/** Handlers for listCuisines, listDietaryOfferings, listMealCategories, listIngredients, listAllergens. */
export function referenceHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
