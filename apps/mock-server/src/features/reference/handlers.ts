import type { FastifyInstance } from 'fastify';
import { type HandlerMap, ok } from '../../lib/handler.ts';

type Ops = 'listCuisines' | 'listDietaryOfferings' | 'listMealCategories' | 'listIngredients' | 'listAllergens';

const select = { id: true, name: true, slug: true } as const;
const byName = [{ name: 'asc' as const }, { id: 'asc' as const }];

/** Handlers for listCuisines, listDietaryOfferings, listMealCategories, listIngredients, listAllergens. */
export function referenceHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    listCuisines: async () => ok(await app.prisma.cuisine.findMany({ select, orderBy: byName })),
    listDietaryOfferings: async () => ok(await app.prisma.dietaryOffering.findMany({ select, orderBy: byName })),
    listMealCategories: async () => ok(await app.prisma.mealCategory.findMany({ select, orderBy: byName })),
    listAllergens: async () => ok(await app.prisma.allergen.findMany({ select, orderBy: byName })),
    listIngredients: async (request) => {
      const search = request.query.search?.trim();
      return ok(
        await app.prisma.ingredient.findMany({
          select,
          where: search ? { name: { contains: search, mode: 'insensitive' } } : {},
          orderBy: byName,
        }),
      );
    },
  };
}
