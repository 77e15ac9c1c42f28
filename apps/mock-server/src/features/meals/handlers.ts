import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, invalidField, notFound, unprocessable } from '../../lib/errors.ts';
import { type HandlerMap, ok, paged } from '../../lib/handler.ts';
import { paging } from '../../lib/paging.ts';
import { allergenDeclarationErrors, changedFields, fieldErrors, scalarData } from './input.ts';
import * as queries from './queries.ts';
import { type MealDto, toMealDto } from './view.ts';

type Ops = 'listMeals' | 'createMeal' | 'getMeal' | 'updateMeal' | 'deleteMeal';

/** How often an update is retried when another update of the same meal committed in between. */
const UPDATE_ATTEMPTS = 5;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** 409 for an update made from a version of the meal that is no longer the stored one. */
const staleVersion = (version: number) =>
  conflict('The meal was changed by someone else since you opened it; reload it and make your change again', [
    { field: 'version', error: `The meal was changed by someone else since version ${version}; reload it` },
  ]);

/** Handlers for the business's meals. */
/** What the allergen declaration rule reads of a meal. */
const declared = (meal: MealDto) => ({ ...meal, allergens: meal.attributes.allergens });

export function mealHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listMeals(request, reply) {
      const q = request.query;
      const page = paging(q);
      const { businessId } = request.auth;
      return app.pages.answer(request, reply, businessId, async () => {
        const filter = { search: q.search?.trim(), status: q.status, categoryId: q.categoryId };
        const [total, rows] = await queries.listMeals(app.prisma, businessId, filter, page);
        return paged(rows.map(toMealDto), { ...page, total });
      });
    },

    async createMeal(request, reply) {
      const { auth, body } = request;
      const { data, options, ingredientIds } = scalarData(body);
      const errors = await queries.checkReferences(app.prisma, auth.businessId, body);
      if (errors.length) throw fieldErrors(422, errors);
      const meal = await app.prisma.$transaction(async (tx) => {
        const now = app.clock.now();
        const created = await queries.createMeal(tx, {
          ...(data as Prisma.MealUncheckedCreateInput),
          businessId: auth.businessId,
          status: body.status ?? 'draft',
          createdAt: now,
          updatedAt: now,
        });
        await queries.writeLists(tx, created.id, body, options, ingredientIds, true);
        const stored = toMealDto((await queries.getMeal(tx, auth.businessId, created.id))!);
        const declaration = allergenDeclarationErrors(declared(stored));
        if (declaration[0]) throw unprocessable(declaration[0].error, declaration);
        await audit(tx, auth, {
          eventType: 'created',
          itemType: 'meal',
          itemId: created.id,
          itemAffected: created.name,
          description:
            `Created meal "${created.name}" (${created.status}) ` + `with ${plural(options?.length ?? 0, 'option')}.`,
        });
        return stored;
      });
      reply.code(201);
      return ok(meal);
    },

    async getMeal(request) {
      const meal = await queries.getMeal(app.prisma, request.auth.businessId, request.params.mealID);
      if (!meal) throw notFound('Meal');
      return ok(toMealDto(meal));
    },

    async updateMeal(request) {
      const { auth, body } = request;
      const id = request.params.mealID;
      const { data, options, ingredientIds } = scalarData(body);
      const fields = changedFields(body);
      if (fields.length === 0) throw invalidField('version', 'Give at least one property to change besides version');
      const errors = await queries.checkReferences(app.prisma, auth.businessId, body);
      if (errors.length) {
        // Another business's meal stays invisible, even behind a bad body.
        if (!(await queries.mealExists(app.prisma, auth.businessId, id))) throw notFound('Meal');
        throw fieldErrors(422, errors);
      }
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        const current = await queries.findMealState(app.prisma, auth.businessId, id);
        if (!current) throw notFound('Meal');
        if (body.version !== undefined && body.version !== current.version) throw staleVersion(body.version);
        const meal = await app.prisma.$transaction(async (tx) => {
          const changes = { ...(data as Prisma.MealUpdateManyMutationInput), updatedAt: app.clock.now() };
          if (!(await queries.updateMeal(tx, auth.businessId, id, current.version, changes))) return null;
          await queries.writeLists(tx, id, body, options, ingredientIds, false);
          const saved = toMealDto((await queries.getMeal(tx, auth.businessId, id))!);
          const declaration = allergenDeclarationErrors(declared(saved));
          if (declaration[0]) throw unprocessable(declaration[0].error, declaration);
          const statusOnly = fields.length === 1 && body.status !== undefined;
          const name = (data.name as string | undefined) ?? current.name;
          await audit(tx, auth, {
            eventType: statusOnly ? 'status_changed' : 'updated',
            itemType: 'meal',
            itemId: id,
            itemAffected: name,
            description: statusOnly
              ? `Changed the status of "${name}" from ${current.status} to ${body.status}.`
              : `Updated meal "${name}": ${fields.join(', ')}.`,
          });
          return saved;
        });
        if (meal) return ok(meal);
        // The version given was read before another change committed: retrying would overwrite that change.
        if (body.version !== undefined) throw staleVersion(body.version);
      }
      throw conflict('The meal is being changed by someone else at the same time; please try again');
    },

    async deleteMeal(request) {
      const { auth } = request;
      const id = request.params.mealID;
      await app.prisma.$transaction(async (tx) => {
        const meal = await queries.findMealState(tx, auth.businessId, id);
        if (!meal || !(await queries.deleteMeal(tx, auth.businessId, id, app.clock.now()))) throw notFound('Meal');
        await audit(tx, auth, {
          eventType: 'deleted',
          itemType: 'meal',
          itemId: id,
          itemAffected: meal.name,
          description: `Deleted meal "${meal.name}".`,
        });
      });
      return ok({ id });
    },
  };
}
