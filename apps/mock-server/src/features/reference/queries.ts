import type { PrismaClient } from '../../generated/prisma/client.ts';

const select = { id: true, name: true, slug: true } as const;
const byName = [{ name: 'asc' as const }, { id: 'asc' as const }];

export const listCuisines = (db: PrismaClient) => db.cuisine.findMany({ select, orderBy: byName });
export const listDietaryOfferings = (db: PrismaClient) => db.dietaryOffering.findMany({ select, orderBy: byName });
export const listMealCategories = (db: PrismaClient) => db.mealCategory.findMany({ select, orderBy: byName });
export const listAllergens = (db: PrismaClient) => db.allergen.findMany({ select, orderBy: byName });

/** Ingredients whose name contains the text, ignoring case; all of them without one. */
export const listIngredients = (db: PrismaClient, search: string | undefined) =>
  db.ingredient.findMany({
    select,
    where: search ? { name: { contains: search, mode: 'insensitive' } } : {},
    orderBy: byName,
  });
