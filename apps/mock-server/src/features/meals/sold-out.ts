// A meal marked sold out for one delivery date, beside its daily stock: the storefront shows it "Sold out" for that
// date and refuses it at checkout. Being per date, it ends by itself the next day.
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { ukDateOf } from '../../lib/uk-date.ts';
import * as queries from './queries.ts';

type Ops = 'getMealSoldOut' | 'setMealSoldOut';

/** Handlers for a meal's sold-out dates. */
export function mealSoldOutHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getMealSoldOut(request) {
      const { auth, params } = request;
      if (!(await queries.mealExists(app.prisma, auth.businessId, params.mealID))) throw notFound('Meal');
      const today = ukDateOf(app.clock.now());
      return ok({
        mealId: params.mealID,
        soldOutDates: await queries.getMealSoldOut(app.prisma, params.mealID, today),
      });
    },

    async setMealSoldOut(request) {
      const { auth, params, body } = request;
      const today = ukDateOf(app.clock.now());
      if (body.date < today) {
        throw unprocessable('Choose today or a later date', [{ field: 'date', error: 'Must not be before today' }]);
      }
      const dates = await app.prisma.$transaction(async (tx) => {
        const meal = await queries.findMealState(tx, auth.businessId, params.mealID);
        if (!meal) throw notFound('Meal');
        const changed = await queries.setMealSoldOut(tx, params.mealID, body.date, body.soldOut);
        if (changed) {
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: 'meal',
            itemId: params.mealID,
            itemAffected: meal.name,
            description: body.soldOut
              ? `Marked ${meal.name} sold out for ${body.date}.`
              : `Offered ${meal.name} again for ${body.date}.`,
          });
        }
        return queries.getMealSoldOut(tx, params.mealID, today);
      });
      return ok({ mealId: params.mealID, soldOutDates: dates });
    },
  };
}
