import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { countQueries } from '../../testing/query-count.ts';
import { listMeals } from './queries.ts';

// The meals page carries its total and every meal in one statement, without counting the table a second time.
const t = useTestApp();
const live = { businessId: DEMO_BUSINESS_ID, deletedAt: null };

describe('listMeals paging', () => {
  it('answers a page and its total in one query', async () => {
    const total = await t.db.prisma.meal.count({ where: live });
    const { result, queries } = await countQueries(t, (prisma) =>
      listMeals(prisma, DEMO_BUSINESS_ID, {}, { skip: 0, take: 5 }),
    );
    expect(result[0]).toBe(total);
    expect(result[1]).toHaveLength(Math.min(5, total));
    expect(queries).toHaveLength(1);
  });

  it('still gives the total on a page past the end', async () => {
    const total = await t.db.prisma.meal.count({ where: live });
    const [pastTotal, rows] = await listMeals(t.db.prisma, DEMO_BUSINESS_ID, {}, { skip: total + 40, take: 20 });
    expect(rows).toEqual([]);
    expect(pastTotal).toBe(total);
  });

  it('counts only the meals the filters keep', async () => {
    const where = { ...live, status: 'published', name: { contains: 'a', mode: 'insensitive' as const } };
    const expected = await t.db.prisma.meal.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
    const [total, rows] = await listMeals(
      t.db.prisma,
      DEMO_BUSINESS_ID,
      { search: 'A', status: 'published' },
      { skip: 1, take: 3 },
    );
    expect(total).toBe(expected.length);
    expect(rows.map((m) => m.id)).toEqual(expected.slice(1, 4).map((m) => m.id));
  });
});
