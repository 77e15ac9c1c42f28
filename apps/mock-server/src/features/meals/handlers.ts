import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listMeals' | 'createMeal' | 'getMeal' | 'updateMeal' | 'deleteMeal';

/** Handlers for listMeals, createMeal, getMeal, updateMeal, deleteMeal. */
export function mealHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
