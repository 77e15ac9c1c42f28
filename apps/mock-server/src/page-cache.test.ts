import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MEAL_BODY_SQL } from './features/meals/view-sql.ts';
import { ORDER_PAGE_SQL } from './features/orders/view-sql.ts';
import { DEMO_BUSINESS_ID } from './seed/fixtures.ts';
import { useTestApp } from './testing/harness.ts';
import { MEALS } from './testing/meals.ts';
import { ORDERS } from './testing/orders.ts';
import { useSeededPeople } from './testing/people.ts';
import { PageCache } from './lib/page-cache.ts';

// The orders and meals pages are kept between reads and built again after any change to what they show, whoever
// makes the change: this process, another process or a tool writing straight to the database.
const t = useTestApp();
const people = useSeededPeople(t);
const ORDERS_PAGE = `${ORDERS}?pageSize=50`;
const MEALS_PAGE = `${MEALS}?pageSize=50`;

const read = async (route: string, token = people.admin) =>
  (await t.api.get(route).set('authorization', token).expect(200)).text;

const ofMeals = 'meal_id IN (SELECT id FROM meals WHERE business_id = $1)';
/**
 * A write to each table the pages show, and the page that shows it (with the text it then holds, if any); in this
 * order, as the deletions take away what the shared lists' names are shown on.
 */
const WRITES: Record<string, { page: string; sql: string; shows?: string }> = {
  orders: {
    page: ORDERS_PAGE,
    sql: `UPDATE orders SET reference = reference || '~o' WHERE business_id = $1`,
    shows: '~o',
  },
  order_items: {
    page: ORDERS_PAGE,
    sql: `UPDATE order_items SET option_size = coalesce(option_size, '') || '~i'
      WHERE order_id IN (SELECT id FROM orders WHERE business_id = $1)`,
    shows: '~i',
  },
  meals: { page: MEALS_PAGE, sql: `UPDATE meals SET name = name || '~m' WHERE business_id = $1`, shows: '~m' },
  meal_options: { page: MEALS_PAGE, sql: `UPDATE meal_options SET size = size || '~p' WHERE ${ofMeals}`, shows: '~p' },
  media: {
    page: MEALS_PAGE,
    sql: `UPDATE media SET original_filename = original_filename || '~f'
      WHERE id IN (SELECT media_id FROM meal_media WHERE ${ofMeals})`,
    shows: '~f',
  },
  meal_categories: { page: MEALS_PAGE, sql: `UPDATE meal_categories SET name = name || '~k'`, shows: '~k' },
  ingredients: { page: MEALS_PAGE, sql: `UPDATE ingredients SET name = name || '~g'`, shows: '~g' },
  allergens: { page: ORDERS_PAGE, sql: `UPDATE allergens SET name = name || '~l'`, shows: '~l' },
  dietary_offerings: { page: ORDERS_PAGE, sql: `UPDATE dietary_offerings SET name = name || '~d'`, shows: '~d' },
  meal_media: { page: MEALS_PAGE, sql: `DELETE FROM meal_media WHERE ${ofMeals}` },
  meal_ingredients: { page: MEALS_PAGE, sql: `DELETE FROM meal_ingredients WHERE ${ofMeals}` },
  meal_allergens: { page: ORDERS_PAGE, sql: `DELETE FROM meal_allergens WHERE ${ofMeals}` },
  meal_dietary_offerings: { page: ORDERS_PAGE, sql: `DELETE FROM meal_dietary_offerings WHERE ${ofMeals}` },
  custom_availability: { page: MEALS_PAGE, sql: `UPDATE custom_availability SET available = NOT available` },
  customers: {
    page: ORDERS_PAGE,
    sql: `UPDATE customers SET first_name = first_name || '~c' WHERE business_id = $1`,
    shows: '~c',
  },
  addresses: { page: ORDERS_PAGE, sql: `UPDATE addresses SET address_line = address_line || '~a'`, shows: '~a' },
};

/** The tables the two pages are built from, read from their SQL (the CTEs they name are not tables). */
function tablesRead(): string[] {
  const sql = `${ORDER_PAGE_SQL} FROM orders ${MEAL_BODY_SQL} FROM meals`;
  const named = [...sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)/g)].map((match) => match[1]!);
  return [...new Set(named)].filter((name) => !['page', 'meal', 'item_list'].includes(name)).sort();
}

/** Runs a write the way a tool might, with the page triggers switched off for it (so nothing marks the change). */
async function writeUnseen(sql: string) {
  await t.db.prisma.$transaction([
    t.db.prisma.$executeRaw`SET LOCAL session_replication_role = replica`,
    t.db.prisma.$executeRawUnsafe(sql, DEMO_BUSINESS_ID),
  ]);
}

describe('kept list pages', () => {
  it('a page read again is answered as kept, the same JSON as built afresh, until its business changes', async () => {
    for (const page of [ORDERS_PAGE, MEALS_PAGE]) {
      const built = await read(page);
      expect(await read(page)).toBe(built);
      t.app.pages.enabled = false;
      try {
        expect(await read(page)).toBe(built);
      } finally {
        t.app.pages.enabled = true;
      }
    }
    expect(t.app.pages.size.entries).toBeGreaterThanOrEqual(2);
    // A change nothing marked is not seen: the page comes from what was kept...
    await writeUnseen(`UPDATE customers SET last_name = last_name || '~u' WHERE business_id = $1`);
    expect(await read(ORDERS_PAGE)).not.toContain('~u');
    // ...until any marked change of the business, after which the page is built again whole.
    await t.db.prisma.$executeRaw`UPDATE orders SET updated_at = updated_at WHERE business_id = ${DEMO_BUSINESS_ID}`;
    expect(await read(ORDERS_PAGE)).toContain('~u');
  });

  it('each business and each filter or page is kept apart', async () => {
    const pending = await read(`${ORDERS}?status=pending&pageSize=5`);
    const delivered = await read(`${ORDERS}?status=delivered&pageSize=5`);
    const second = await read(`${ORDERS}?status=pending&pageSize=5&pageNumber=2`);
    const other = await read(`${ORDERS}?status=pending&pageSize=5`, people.other);
    expect(new Set([pending, delivered, second, other]).size).toBe(4);
    expect(await read(`${ORDERS}?status=pending&pageSize=5`)).toBe(pending);
    expect(await read(`${ORDERS}?status=pending&pageSize=5`, people.other)).toBe(other);
  });

  it('every table the pages are built from marks its changes', async () => {
    expect(Object.keys(WRITES).sort()).toEqual(tablesRead());
    const triggers = await t.db.prisma.$queryRaw<{ name: string }[]>`
      SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE '%\\_pages\\_%'`;
    const names = new Set(triggers.map((row) => row.name));
    for (const table of tablesRead()) {
      const marked = ['insert', 'update', 'delete'].every((event) => names.has(`${table}_pages_${event}`));
      expect(marked || names.has(`${table}_pages_all`), table).toBe(true);
    }
  });

  it.each(Object.entries(WRITES))('a write to %s is on the next read of the page', async (_table, write) => {
    const before = await read(write.page);
    expect(await read(write.page)).toBe(before);
    await t.db.prisma.$executeRawUnsafe(write.sql, ...(write.sql.includes('$1') ? [DEMO_BUSINESS_ID] : []));
    const after = await read(write.page);
    expect(after).not.toBe(before);
    if (write.shows) {
      expect(before).not.toContain(write.shows);
      expect(after).toContain(write.shows);
    }
    t.app.pages.enabled = false;
    try {
      expect(await read(write.page)).toBe(after);
    } finally {
      t.app.pages.enabled = true;
    }
  });

  it('a client asking for gzip gets the kept page compressed (made once), the same JSON as any other client', async () => {
    const plain = await read(ORDERS_PAGE);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br;q=1, gzip;q=0.8, *;q=0.1', 'gzip'],
      ['deflate', 'deflate'],
      ['identity', undefined],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.api
          .get(ORDERS_PAGE)
          .set('authorization', people.admin)
          .set('accept-encoding', acceptEncoding)
          .expect(200);
        expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
        if (encoding) expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.text).toBe(plain);
      }
    }
    const refused = await t.api
      .get(ORDERS_PAGE)
      .set('authorization', people.admin)
      .set('accept-encoding', 'gzip')
      .set('x-no-compression', '1')
      .expect(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.text).toBe(plain);
  });

  it('emptying a table (as pnpm seed does) is seen', async () => {
    await read(ORDERS_PAGE);
    await t.db.prisma.$executeRaw`TRUNCATE orders CASCADE`;
    expect(JSON.parse(await read(ORDERS_PAGE))).toMatchObject({ data: [], meta: { totalNumberOfRecords: 0 } });
  });
});

describe('PageCache limits', () => {
  /** Answers the page at `url` of business b1 through a cache whose version query always answers `version`. */
  function harness(options: { maxEntries?: number; maxBytes?: number }) {
    const prisma = { $queryRaw: async () => [{ version: '1' }] };
    const cache = new PageCache(prisma as never, options);
    const built: string[] = [];
    const answer = (url: string, body: string) => {
      const reply = {
        statusCode: 200,
        serializeInput: (value: unknown) => JSON.stringify(value),
        type: () => reply,
        send: (json: string) => json,
      };
      return cache.answer({ url, headers: {} } as FastifyRequest, reply as unknown as FastifyReply, 'b1', async () => {
        built.push(url);
        return { body };
      });
    };
    return { cache, built, answer };
  }

  it('keeps at most maxEntries pages, dropping the least recently read', async () => {
    const { cache, built, answer } = harness({ maxEntries: 2 });
    await answer('/a', 'A');
    await answer('/b', 'B');
    await answer('/a', 'A');
    await answer('/c', 'C');
    expect(cache.size.entries).toBe(2);
    await answer('/a', 'A');
    await answer('/b', 'B');
    expect(built).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('keeps at most maxBytes, and never a page larger than that', async () => {
    const { cache, built, answer } = harness({ maxBytes: 40 });
    await answer('/big', 'x'.repeat(100));
    await answer('/big', 'x'.repeat(100));
    expect(built).toEqual(['/big', '/big']);
    await answer('/s1', 'one');
    await answer('/s2', 'two');
    await answer('/s3', 'six');
    expect(cache.size.bytes).toBeLessThanOrEqual(40);
    expect(cache.size.entries).toBe(2);
  });
});
