import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { expectMalformedMealId, meal, MEALS, useMealFixtures } from '../../testing/meals.ts';

// Reading meals: the paged list with its filters, and one meal.
const t = useTestApp();
const fx = useMealFixtures(t);

describe('listMeals', () => {
  it('pages the business meals with the right totals and excludes deleted ones', async () => {
    const total = await t.db.prisma.meal.count({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: null } });
    const deleted = await t.db.prisma.meal.count({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: { not: null } } });
    expect(deleted).toBeGreaterThan(0);
    const pageSize = 3;
    const pages = Math.ceil(total / pageSize);
    const first = await t.api.get(MEALS).query({ pageSize }).set('authorization', fx.merchandizer).expect(200);
    expect(first.body.meta).toEqual({
      pageNumber: 1,
      pageSize,
      totalNumberOfRecords: total,
      totalNumberOfPages: pages,
    });
    expect(first.body.data).toHaveLength(Math.min(pageSize, total));
    const last = await t.api
      .get(MEALS)
      .query({ pageSize, pageNumber: pages })
      .set('authorization', fx.merchandizer)
      .expect(200);
    expect(last.body.data).toHaveLength(total - pageSize * (pages - 1));
    const beyond = await t.api
      .get(MEALS)
      .query({ pageSize, pageNumber: pages + 1 })
      .set('authorization', fx.merchandizer)
      .expect(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.totalNumberOfRecords).toBe(total);
    // every meal exactly once across the pages, none of another business, none deleted
    const ids = new Set<string>();
    for (let n = 1; n <= pages; n++) {
      const res = await t.api
        .get(MEALS)
        .query({ pageSize, pageNumber: n })
        .set('authorization', fx.merchandizer)
        .expect(200);
      for (const m of res.body.data) ids.add(m.id);
    }
    expect(ids.size).toBe(total);
    const rows = await t.db.prisma.meal.findMany({ where: { id: { in: [...ids] } } });
    expect(rows.every((r) => r.businessId === DEMO_BUSINESS_ID && r.deletedAt === null)).toBe(true);
  });

  it('defaults to page 1 of 20', async () => {
    const res = await t.api.get(MEALS).set('authorization', fx.admin).expect(200);
    expect(res.body.meta).toMatchObject({ pageNumber: 1, pageSize: 20 });
  });

  it('searches by name, case-insensitively, and filters by status and category', async () => {
    const created = await fx.createMeal({ name: 'Zobo Sorbet Special' });
    const found = await t.api.get(MEALS).query({ search: 'zOBO sorbet' }).set('authorization', fx.admin).expect(200);
    expect(found.body.data.map((m: { id: string }) => m.id)).toEqual([created.id]);
    expect(found.body.meta.totalNumberOfRecords).toBe(1);

    const drafts = await t.api
      .get(MEALS)
      .query({ status: 'draft', pageSize: 100 })
      .set('authorization', fx.admin)
      .expect(200);
    expect(drafts.body.data.length).toBeGreaterThan(0);
    expect(drafts.body.data.every((m: { status: string }) => m.status === 'draft')).toBe(true);
    expect(drafts.body.meta.totalNumberOfRecords).toBe(
      await t.db.prisma.meal.count({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, status: 'draft' } }),
    );

    const inCategory = await t.api
      .get(MEALS)
      .query({ categoryId: fx.ref.categoryId, pageSize: 100 })
      .set('authorization', fx.admin)
      .expect(200);
    expect(inCategory.body.data.length).toBeGreaterThan(0);
    expect(
      inCategory.body.data.every((m: { categories: { id: string }[] }) => m.categories[0]?.id === fx.ref.categoryId),
    ).toBe(true);

    const none = await t.api
      .get(MEALS)
      .query({ search: 'no such meal anywhere' })
      .set('authorization', fx.admin)
      .expect(200);
    expect(none.body).toMatchObject({ data: [], meta: { totalNumberOfRecords: 0, totalNumberOfPages: 0 } });
  });

  it('rejects bad paging and filters, naming the field', async () => {
    const res = await t.api
      .get(MEALS)
      .query({ pageSize: 101, status: 'sold', categoryId: 'x' })
      .set('authorization', fx.admin)
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['categoryId', 'pageSize', 'status']);
  });

  it('needs a session and the meals.view permission', async () => {
    await expectGuarded(t, 'get', MEALS, fx.noMeals);
  });

  it("never shows another business's meals", async () => {
    const res = await t.api.get(MEALS).query({ pageSize: 100 }).set('authorization', fx.other).expect(200);
    expect(res.body.data.every((m: { businessId: string }) => m.businessId === OTHER_BUSINESS_ID)).toBe(true);
    expect(res.body.data.map((m: { id: string }) => m.id)).not.toContain(fx.demoMealId);
  });
});

describe('getMeal', () => {
  it('returns one meal with media urls, options, attributes and windows', async () => {
    const created = await fx.createMeal();
    const res = await t.api.get(meal(created.id)).set('authorization', fx.merchandizer).expect(200);
    expect(res.body.data).toEqual(created);
    const seeded = await t.api.get(meal(fx.demoMealId)).set('authorization', fx.admin).expect(200);
    expect(seeded.body.data.options.length).toBeGreaterThan(0);
    expect(seeded.body.data.id).toBe(fx.demoMealId);
  });

  it('serves the meal image its media url points at', async () => {
    const res = await t.api.get(meal(fx.demoMealId)).set('authorization', fx.admin).expect(200);
    const url = res.body.data.media[0]?.url as string | undefined;
    if (url)
      await t.api
        .get(url)
        .expect(200)
        .expect('content-type', /^image\//);
  });

  it('rejects a malformed id naming mealID', async () => {
    await expectMalformedMealId(t, 'get', fx.admin);
  });

  it('needs a session and meals.view', async () => {
    await expectGuarded(t, 'get', meal(fx.demoMealId), fx.noMeals);
  });

  it("answers 404 for another business's meal and for unknown ids", async () => {
    const res = await t.api.get(meal(fx.otherMealId)).set('authorization', fx.admin).expect(404);
    expect(res.body.message).toBe('Meal not found');
    await t.api.get(meal(fx.demoMealId)).set('authorization', fx.other).expect(404);
    await t.api.get(meal(randomUUID())).set('authorization', fx.admin).expect(404);
  });
});
