import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, type FieldError, notFound, unprocessable } from '../../lib/errors.ts';
import { type BodyOf, type HandlerMap, ok, paged } from '../../lib/handler.ts';
import { toPence } from '../../lib/money.ts';
import { loadPage, paging } from '../../lib/paging.ts';
import { DAYS, checkReferences, cleanStrings, mealInclude, toDbDate, toMealDto } from './repository.ts';

type Ops = 'listMeals' | 'createMeal' | 'getMeal' | 'updateMeal' | 'deleteMeal';
type Tx = Prisma.TransactionClient;
type MealBody = BodyOf<'createMeal'> | BodyOf<'updateMeal'>;
type OptionInput = NonNullable<MealBody['options']>[number];
type WindowInput = NonNullable<MealBody['customAvailability']>[number];

/** How often an update is retried when another update of the same meal committed in between. */
const UPDATE_ATTEMPTS = 5;

const fail = (status: 400 | 422, errors: FieldError[]) => {
  const message = errors.map((e) => `${e.field}: ${e.error}`).join('; ');
  return status === 400 ? badRequest(message, errors) : unprocessable(message, errors);
};

/** The scalar columns a body sets, cleaned; 400 for blanks, money with more than 2 decimals is named by toPence. */
function scalarData(body: MealBody): {
  data: Prisma.MealUncheckedUpdateInput;
  options?: (OptionInput & { pricePence: number })[];
  ingredientIds?: string[];
} {
  const errors: FieldError[] = [];
  const data: Prisma.MealUncheckedUpdateInput = {};
  if (body.name !== undefined) {
    data.name = body.name.trim();
    if (!data.name) errors.push({ field: 'name', error: 'Must not be blank' });
  }
  if (body.description !== undefined) data.description = body.description.trim();
  if (body.servingType !== undefined) {
    data.servingType = body.servingType.trim();
    if (!data.servingType) errors.push({ field: 'servingType', error: 'Must not be blank' });
  }
  if (body.status !== undefined) data.status = body.status;
  if (body.dailyStock !== undefined) data.dailyStock = body.dailyStock;
  if (body.categoryIds !== undefined) data.categoryId = body.categoryIds[0] ?? null;
  if (body.tags !== undefined) data.tags = cleanStrings(body.tags, 'tags', errors);
  if (body.availability) for (const d of DAYS) data[d] = body.availability[d];
  const a = body.attributes;
  if (a?.additives !== undefined) data.additives = cleanStrings(a.additives, 'attributes.additives', errors);
  if (a?.spiceLevel !== undefined) data.spiceLevel = a.spiceLevel;
  let options: (OptionInput & { pricePence: number })[] | undefined;
  if (body.options) {
    options = [];
    body.options.forEach((o, i) => {
      const size = o.size.trim();
      if (!size) errors.push({ field: `options.${i}.size`, error: 'Must not be blank' });
      try {
        options?.push({ ...o, size, pricePence: toPence(o.price, `options.${i}.price`) });
      } catch {
        errors.push({
          field: `options.${i}.price`,
          error: 'Must be an amount in pounds with at most two decimal places',
        });
      }
    });
  }
  if (errors.length) throw fail(400, errors);
  const ingredientIds = a?.ingredients ? [...new Set(a.ingredients.map((x) => x.id))] : undefined;
  return { data, options, ingredientIds };
}

/** Checks that ids given for options or windows belong to this meal (after the row is locked). */
function checkOwnIds(
  items: readonly { id?: string }[],
  existing: ReadonlySet<string>,
  field: string,
  what: string,
  errors: FieldError[],
): string[] {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!item.id) return;
    if (!existing.has(item.id))
      errors.push({ field: `${field}.${i}.id`, error: `Not ${what} of this meal (omit id to add a new one)` });
    else if (seen.has(item.id)) errors.push({ field: `${field}.${i}.id`, error: 'Listed twice' });
    seen.add(item.id);
  });
  return [...seen];
}

/** Replaces the lists a body gives (options and windows keep the ids they are given; the others are rebuilt). */
async function writeLists(
  tx: Tx,
  mealId: string,
  body: MealBody,
  options: (OptionInput & { pricePence: number })[] | undefined,
  ingredientIds: string[] | undefined,
  isNew: boolean,
) {
  const errors: FieldError[] = [];
  let keepOptions: string[] = [];
  let keepWindows: string[] = [];
  if (options) {
    const existing = isNew ? [] : await tx.mealOption.findMany({ where: { mealId }, select: { id: true } });
    keepOptions = checkOwnIds(options, new Set(existing.map((o) => o.id)), 'options', 'an option', errors);
  }
  if (body.customAvailability) {
    const existing = isNew ? [] : await tx.customAvailability.findMany({ where: { mealId }, select: { id: true } });
    keepWindows = checkOwnIds(
      body.customAvailability,
      new Set(existing.map((o) => o.id)),
      'customAvailability',
      'a custom availability window',
      errors,
    );
  }
  if (errors.length) throw fail(422, errors);

  if (options) {
    await tx.mealOption.deleteMany({ where: { mealId, id: { notIn: keepOptions } } });
    for (const [position, o] of options.entries()) {
      const data = { size: o.size, pricePence: o.pricePence, servings: o.servings, position };
      if (o.id) await tx.mealOption.update({ where: { id: o.id }, data });
      else await tx.mealOption.create({ data: { ...data, mealId } });
    }
  }
  if (body.customAvailability) {
    await tx.customAvailability.deleteMany({ where: { mealId, id: { notIn: keepWindows } } });
    for (const w of body.customAvailability as WindowInput[]) {
      const data = {
        startDate: toDbDate(w.startDate),
        endDate: toDbDate(w.endDate),
        available: w.available,
        ...(w.status ? { status: w.status } : {}),
      };
      if (w.id) await tx.customAvailability.update({ where: { id: w.id }, data });
      else await tx.customAvailability.create({ data: { ...data, mealId } });
    }
  }
  if (body.mediaIds) {
    await tx.mealMedia.deleteMany({ where: { mealId } });
    await tx.mealMedia.createMany({ data: body.mediaIds.map((mediaId, position) => ({ mealId, mediaId, position })) });
  }
  const a = body.attributes;
  if (ingredientIds) {
    await tx.mealIngredient.deleteMany({ where: { mealId } });
    await tx.mealIngredient.createMany({ data: ingredientIds.map((ingredientId) => ({ mealId, ingredientId })) });
  }
  if (a?.allergens) {
    await tx.mealAllergen.deleteMany({ where: { mealId } });
    await tx.mealAllergen.createMany({ data: [...new Set(a.allergens)].map((allergenId) => ({ mealId, allergenId })) });
  }
  if (a?.dietaryClassification) {
    await tx.mealDietaryOffering.deleteMany({ where: { mealId } });
    await tx.mealDietaryOffering.createMany({
      data: [...new Set(a.dietaryClassification)].map((dietaryOfferingId) => ({ mealId, dietaryOfferingId })),
    });
  }
}

/** Names of the properties a PATCH body changes, for the audit description. */
function changedFields(body: MealBody): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === 'attributes' && v && typeof v === 'object') out.push(...Object.keys(v).map((x) => `attributes.${x}`));
    else out.push(k);
  }
  return out;
}

/** Handlers for listMeals, createMeal, getMeal, updateMeal, deleteMeal. */
export function mealHandlers(app: FastifyInstance): HandlerMap<Ops> {
  const findMeal = (db: Tx | FastifyInstance['prisma'], businessId: string, id: string) =>
    db.meal.findFirst({ where: { id, businessId, deletedAt: null }, include: mealInclude });

  return {
    listMeals: async (request) => {
      const { businessId } = request.auth;
      const q = request.query;
      const page = paging(q);
      const search = q.search?.trim();
      const where: Prisma.MealWhereInput = {
        businessId,
        deletedAt: null,
        ...(search ? { name: { contains: search, mode: 'insensitive' } } : {}),
        ...(q.status ? { status: q.status } : {}),
        ...(q.categoryId ? { categoryId: q.categoryId } : {}),
      };
      const [total, rows] = await Promise.all([
        app.prisma.meal.count({ where }),
        loadPage(
          app.prisma.meal.findMany({
            where,
            select: { id: true },
            orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
            skip: page.skip,
            take: page.take,
          }),
          (ids) => app.prisma.meal.findMany({ where: { id: { in: ids } }, include: mealInclude }),
        ),
      ]);
      return paged(rows.map(toMealDto), { ...page, total });
    },

    createMeal: async (request, reply) => {
      const { auth, body } = request;
      const { data, options, ingredientIds } = scalarData(body);
      const errors = await checkReferences(app.prisma, auth.businessId, body);
      if (errors.length) throw fail(422, errors);
      const meal = await app.prisma.$transaction(async (tx) => {
        const now = app.clock.now();
        const created = await tx.meal.create({
          data: {
            ...(data as Prisma.MealUncheckedCreateInput),
            businessId: auth.businessId,
            status: body.status ?? 'draft',
            createdAt: now,
            updatedAt: now,
          },
        });
        await writeLists(tx, created.id, body, options, ingredientIds, true);
        await audit(tx, auth, {
          eventType: 'created',
          itemType: 'meal',
          itemId: created.id,
          itemAffected: created.name,
          description: `Created meal "${created.name}" (${created.status}) with ${options?.length ?? 0} option${options?.length === 1 ? '' : 's'}.`,
        });
        return tx.meal.findUniqueOrThrow({ where: { id: created.id }, include: mealInclude });
      });
      reply.code(201);
      return ok(toMealDto(meal));
    },

    getMeal: async (request) => {
      const meal = await findMeal(app.prisma, request.auth.businessId, request.params.mealID);
      if (!meal) throw notFound('Meal');
      return ok(toMealDto(meal));
    },

    updateMeal: async (request) => {
      const { auth, body } = request;
      const id = request.params.mealID;
      const { data, options, ingredientIds } = scalarData(body);
      const errors = await checkReferences(app.prisma, auth.businessId, body);
      if (errors.length) {
        // another business's meal stays invisible, even behind a bad body
        if (!(await app.prisma.meal.count({ where: { id, businessId: auth.businessId, deletedAt: null } })))
          throw notFound('Meal');
        throw fail(422, errors);
      }
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        const current = await app.prisma.meal.findFirst({
          where: { id, businessId: auth.businessId, deletedAt: null },
          select: { version: true, status: true, name: true },
        });
        if (!current) throw notFound('Meal');
        const meal = await app.prisma.$transaction(async (tx) => {
          // The conditional bump locks the row: a concurrent update waits here, then finds the version moved and retries.
          const { count } = await tx.meal.updateMany({
            where: { id, businessId: auth.businessId, deletedAt: null, version: current.version },
            data: {
              ...(data as Prisma.MealUpdateManyMutationInput),
              updatedAt: app.clock.now(),
              version: { increment: 1 },
            },
          });
          if (count === 0) return null;
          await writeLists(tx, id, body, options, ingredientIds, false);
          const fields = changedFields(body);
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
          return tx.meal.findUniqueOrThrow({ where: { id }, include: mealInclude });
        });
        if (meal) return ok(toMealDto(meal));
      }
      throw conflict('The meal is being changed by someone else at the same time; please try again');
    },

    deleteMeal: async (request) => {
      const { auth } = request;
      const id = request.params.mealID;
      await app.prisma.$transaction(async (tx) => {
        const meal = await tx.meal.findFirst({
          where: { id, businessId: auth.businessId, deletedAt: null },
          select: { name: true },
        });
        if (!meal) throw notFound('Meal');
        const { count } = await tx.meal.updateMany({
          where: { id, businessId: auth.businessId, deletedAt: null },
          data: { deletedAt: app.clock.now(), version: { increment: 1 } },
        });
        if (count === 0) throw notFound('Meal');
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
