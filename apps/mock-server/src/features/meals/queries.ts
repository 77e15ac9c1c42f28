import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { fromIsoDate } from '../../lib/dates.ts';
import type { FieldError } from '../../lib/errors.ts';
import { fieldErrors, type MealBody, type PricedOption } from './input.ts';
import { MEAL_BODY_SQL, MEAL_VIEW_SQL, type MealViewRow } from './view-sql.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;
type WindowInput = NonNullable<MealBody['customAvailability']>[number];

const live = (businessId: string, id?: string) => ({ ...(id ? { id } : {}), businessId, deletedAt: null });

/** The pattern of Prisma's `contains` (PostgreSQL): `text` anywhere, its LIKE wildcards left as they are. */
const containsPattern = (text: string) => `%${text}%`;

/**
 * A page of the business's meals (deleted ones never show), newest first, with the total, in one statement: the page's
 * ids cut by index with the number of matching rows beside them (a window count, no second scan), each meal then built
 * whole as JSON. Only a page past the end, which has no row to carry it, counts separately.
 */
export async function listMeals(
  db: PrismaClient,
  businessId: string,
  filter: { search?: string | undefined; status?: string | undefined; categoryId?: string | undefined },
  page: { skip: number; take: number },
): Promise<[number, MealViewRow[]]> {
  const conditions = [
    Prisma.sql`business_id = ${businessId}`,
    Prisma.sql`deleted_at IS NULL`,
    ...(filter.search ? [Prisma.sql`name ILIKE ${containsPattern(filter.search)}`] : []),
    ...(filter.status ? [Prisma.sql`status = ${filter.status}`] : []),
    ...(filter.categoryId ? [Prisma.sql`category_id = ${filter.categoryId}`] : []),
  ];
  const where = Prisma.join(conditions, ' AND ');
  const rows = await db.$queryRaw<{ total: bigint | number; body: MealViewRow | string }[]>`
    WITH page AS (
      SELECT id, created_at, count(*) OVER () AS total FROM meals WHERE ${where}
      ORDER BY created_at DESC, id ASC OFFSET ${page.skip} LIMIT ${page.take})
    SELECT page.total, ${Prisma.raw(MEAL_BODY_SQL)} AS body FROM page JOIN meals m ON m.id = page.id
    ORDER BY page.created_at DESC, page.id ASC`;
  if (!rows.length) {
    if (page.skip === 0) return [0, []];
    const [{ total } = { total: 0 }] = await db.$queryRaw<{ total: bigint | number }[]>`
      SELECT count(*) AS total FROM meals WHERE ${where}`;
    return [Number(total), []];
  }
  return [Number(rows[0]!.total), rows.map((row) => parsed(row.body))];
}

/** PostgreSQL's json arrives parsed; a driver that hands back text is parsed here. */
const parsed = (body: MealViewRow | string): MealViewRow =>
  typeof body === 'string' ? (JSON.parse(body) as MealViewRow) : body;

/** The business's live meals among these ids, each built whole by the database in one statement (order not kept). */
export async function mealViews(db: Db, businessId: string, ids: string[]): Promise<MealViewRow[]> {
  if (!ids.length) return [];
  const rows = await db.$queryRawUnsafe<{ id: string; body: MealViewRow | string }[]>(
    MEAL_VIEW_SQL,
    businessId,
    JSON.stringify(ids),
  );
  return rows.map((row) => parsed(row.body));
}

/** A live meal of the business with everything its view shows; null for a deleted one or anyone else's. */
export const getMeal = async (db: Db, businessId: string, id: string): Promise<MealViewRow | null> =>
  (await mealViews(db, businessId, [id]))[0] ?? null;

export const mealExists = async (db: Db, businessId: string, id: string) =>
  (await db.meal.count({ where: live(businessId, id) })) > 0;

/** A meal's name, status and version: what an update or delete reads before it writes. */
export const findMealState = (db: Db, businessId: string, id: string) =>
  db.meal.findFirst({ where: live(businessId, id), select: { version: true, status: true, name: true } });

export const createMeal = (tx: Tx, data: Prisma.MealUncheckedCreateInput) => tx.meal.create({ data });

/**
 * Updates the meal's columns if its version is still the one read, bumping it. The conditional update also locks the
 * row: a concurrent update waits, then finds the version moved. False when another update came first.
 */
export async function updateMeal(
  tx: Tx,
  businessId: string,
  id: string,
  version: number,
  data: Prisma.MealUpdateManyMutationInput,
): Promise<boolean> {
  const { count } = await tx.meal.updateMany({
    where: { ...live(businessId, id), version },
    data: { ...data, version: { increment: 1 } },
  });
  return count === 1;
}

/** Soft delete: orders keep pointing at the meal. False when it was already gone. */
export async function deleteMeal(tx: Tx, businessId: string, id: string, at: Date): Promise<boolean> {
  const { count } = await tx.meal.updateMany({
    where: live(businessId, id),
    data: { deletedAt: at, version: { increment: 1 } },
  });
  return count === 1;
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
export async function writeLists(
  tx: Tx,
  mealId: string,
  body: MealBody,
  options: PricedOption[] | undefined,
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
  if (errors.length) throw fieldErrors(422, errors);

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
        startDate: fromIsoDate(w.startDate),
        endDate: fromIsoDate(w.endDate),
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

/** The query that finds which of some ids exist. */
interface IdQuery {
  where: { id: { in: string[] } };
  select: { id: true };
}

/**
 * A reference of a meal body: where its ids are ("#" stands for each id's position), the ids, the rows that may be
 * referenced, and what a missing one is told.
 */
type Reference = [
  field: string,
  ids: readonly string[],
  table: { findMany(query: IdQuery): Promise<{ id: string }[]> },
  error: string,
];

/** Ids the table does not hold, each named by its position in the request. */
async function unknownIds([field, ids, table, error]: Reference, errors: FieldError[]): Promise<void> {
  if (!ids.length) return;
  const query: IdQuery = { where: { id: { in: [...new Set(ids)] } }, select: { id: true } };
  const found = new Set((await table.findMany(query)).map((r) => r.id));
  ids.forEach((id, i) => {
    if (!found.has(id)) errors.push({ field: field.replace('#', String(i)), error });
  });
}

export interface ReferenceInput {
  categoryIds?: readonly string[];
  mediaIds?: readonly string[];
  attributes?: {
    ingredients?: readonly { id: string }[];
    allergens?: readonly string[];
    dietaryClassification?: readonly string[];
  };
  customAvailability?: readonly { startDate: string; endDate: string }[];
}

/**
 * The 422 checks of a meal body: referenced rows exist (media: this business's meal images) and windows are
 * ordered.
 */
export async function checkReferences(db: Db, businessId: string, body: ReferenceInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const a = body.attributes;
  /** The business's own meal images: the only media a meal may show. */
  const mealImages = {
    findMany: ({ where, select }: IdQuery) =>
      db.media.findMany({ where: { ...where, businessId, purpose: 'meal_image', deletedAt: null }, select }),
  };
  const dietary = a?.dietaryClassification ?? [];
  const mediaError = 'Not one of your meal image uploads (upload it with purpose meal_image first)';
  const references: Reference[] = [
    ['categoryIds.#', body.categoryIds ?? [], db.mealCategory, 'Unknown meal category'],
    ['mediaIds.#', body.mediaIds ?? [], mealImages, mediaError],
    ['attributes.ingredients.#.id', (a?.ingredients ?? []).map((x) => x.id), db.ingredient, 'Unknown ingredient'],
    ['attributes.allergens.#', a?.allergens ?? [], db.allergen, 'Unknown allergen id'],
    ['attributes.dietaryClassification.#', dietary, db.dietaryOffering, 'Unknown dietary offering id'],
  ];
  for (const reference of references) await unknownIds(reference, errors);
  (body.customAvailability ?? []).forEach((w, i) => {
    if (w.endDate < w.startDate)
      errors.push({ field: `customAvailability.${i}.endDate`, error: 'Must not be before startDate' });
  });
  return errors;
}

/** The dates from `today` on that a meal is marked sold out for, soonest first. */
export async function getMealSoldOut(db: Db, mealId: string, today: string): Promise<string[]> {
  const rows = await db.mealSoldOutDate.findMany({
    where: { mealId, deliveryDate: { gte: new Date(`${today}T00:00:00.000Z`) } },
    orderBy: { deliveryDate: 'asc' },
    select: { deliveryDate: true },
  });
  return rows.map((r) => r.deliveryDate.toISOString().slice(0, 10));
}

/** Marks a meal sold out for a date, or offers it again; whether anything changed. */
export async function setMealSoldOut(db: Db, mealId: string, date: string, soldOut: boolean): Promise<boolean> {
  const deliveryDate = new Date(`${date}T00:00:00.000Z`);
  if (soldOut) {
    const rows = await db.$executeRaw`
      INSERT INTO meal_sold_out_dates (meal_id, delivery_date) VALUES (${mealId}, ${deliveryDate}::date)
      ON CONFLICT DO NOTHING`;
    return rows > 0;
  }
  const { count } = await db.mealSoldOutDate.deleteMany({ where: { mealId, deliveryDate } });
  return count > 0;
}
