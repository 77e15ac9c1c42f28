import type { FastifyInstance } from 'fastify';
import { type HandlerMap, ok } from '../../lib/handler.ts';
import { listAllergens, listCuisines, listDietaryOfferings, listIngredients, listMealCategories } from './queries.ts';

type Ops = 'listCuisines' | 'listDietaryOfferings' | 'listMealCategories' | 'listIngredients' | 'listAllergens';

/** Handlers for the reference lists meals and onboarding choose from, alphabetical. */
export function referenceHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listCuisines() {
      return ok(await listCuisines(app.prisma));
    },
    async listDietaryOfferings() {
      return ok(await listDietaryOfferings(app.prisma));
    },
    async listMealCategories() {
      return ok(await listMealCategories(app.prisma));
    },
    async listAllergens() {
      return ok(await listAllergens(app.prisma));
    },
    async listIngredients(request) {
      return ok(await listIngredients(app.prisma, request.query.search?.trim()));
    },
  };
}
