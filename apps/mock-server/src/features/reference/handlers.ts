import type { FastifyInstance } from 'fastify';
import { type HandlerMap, ok } from '../../lib/handler.ts';
import * as queries from './queries.ts';

type Ops = 'listCuisines' | 'listDietaryOfferings' | 'listMealCategories' | 'listIngredients' | 'listAllergens';

/** Handlers for the reference lists meals and onboarding choose from, alphabetical. */
export function referenceHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listCuisines() {
      return ok(await queries.listCuisines(app.prisma));
    },
    async listDietaryOfferings() {
      return ok(await queries.listDietaryOfferings(app.prisma));
    },
    async listMealCategories() {
      return ok(await queries.listMealCategories(app.prisma));
    },
    async listAllergens() {
      return ok(await queries.listAllergens(app.prisma));
    },
    async listIngredients(request) {
      return ok(await queries.listIngredients(app.prisma, request.query.search?.trim()));
    },
  };
}
