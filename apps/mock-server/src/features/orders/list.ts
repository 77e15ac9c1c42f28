import type { QueryOf } from '../../lib/handler.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { at, day } from '../../lib/json-sql.ts';
import { runSql as run, type Sql } from '../../lib/statement.ts';
import { ORDER_VIEWS_SQL } from './view-sql.ts';

/** The pattern of Prisma's `contains` (PostgreSQL): `text` anywhere, its LIKE wildcards left as they are. */
const containsPattern = (text: string) => `%${text}%`;

/**
 * A filtered list is counted this far at most: past it the total is a lower bound (`totalIsLowerBound`). Counting
 * every match of a broad filter among hundreds of thousands of orders would cost more than the page itself.
 */
export const COUNT_LIMIT = 10_001;

/**
 * A range of delivery dates this many days long at most has its page read day by day: each day's newest orders from
 * the index (which holds a day's orders by when they were placed), as many as the page needs, where a longer range
 * sorts its matches.
 */
export const DAY_BY_DAY = 62;

/** A search reads the customers of a kitchen with fewer than this many one by one, not through the trigram index. */
export const SMALL_KITCHEN = 2_000;

export interface OrderFilter {
  businessId: string;
  status: string | undefined;
  /** What the conditions read besides `orders o`: common table expressions every statement starts with. */
  ctes: Prisma.Sql[];
  /** The whole condition on `orders o`. */
  sql: Prisma.Sql;
  /**
   * Narrowed only: every match as (id, business_id, created_at), in no order, found by index from what narrows it
   * (the delivery days in the dates, or the customers and references the search words match).
   */
  matches?: Prisma.Sql;
  /** Dates or search words given: the total is counted (up to COUNT_LIMIT), not read from the running totals. */
  narrowed: boolean;
  /**
   * By delivery dates (and a status), no search: the condition on the business's delivery days `d`
   * (order_delivery_days, each carrying its order's status) that picks each order delivered in the dates once, on its
   * first day in them (`where`); both dates when they are at most
   * DAY_BY_DAY days apart (`span`), so a page can be read day by day.
   */
  days?: { where: Prisma.Sql; span?: { from: string; to: string } };
}

/** `WITH` and the filter's common table expressions, then `more` (each `name AS (...)`), or nothing. */
export function withClause(filter: OrderFilter, ...more: Prisma.Sql[]): Prisma.Sql {
  const all = [...filter.ctes, ...more];
  return all.length ? Prisma.sql`WITH ${Prisma.join(all, ',\n')}\n` : Prisma.empty;
}

/**
 * A customer (`c`) a search word matches: the word anywhere in the first name, last name or e-mail, in any case.
 * ILIKE is `lower(text) LIKE lower(pattern)`, so the three joined and lowered (customers.search_text, kept by the
 * database) hold every match: that one LIKE, which the index of each kitchen's customers by trigram answers (on
 * `coalesce(search_text, '')` beside business_id, migration customer_search_by_kitchen), sets the customers aside
 * before the exact check, column by column, of the few it lets through.
 */
function customerMatches(word: string, c: string, trigrams = true): Prisma.Sql {
  const pattern = containsPattern(word);
  const column = (name: string) => Prisma.raw(`${c}.${name}`);
  // Without trigrams the same test on an expression no index holds, so the planner cannot reach for the index.
  const searchText = trigrams
    ? Prisma.sql`coalesce(${column('search_text')}, '')`
    : Prisma.sql`(${column('search_text')} || '')`;
  return Prisma.sql`(${searchText} LIKE lower(${pattern}) AND (${column('first_name')} ILIKE ${pattern}
    OR ${column('last_name')} ILIKE ${pattern} OR ${column('email')} ILIKE ${pattern}))`;
}

/**
 * The orders a listOrders query asks for, as a condition on `orders o`: the business, the status, an item delivered
 * within the dates (found by the orders' delivery days of the business), and every search word in the reference (the whole
 * reference, with or without its ORD- prefix) or the customer's first name, last name or e-mail (anywhere). Each part
 * is a set of order ids found by index within the business, so a search costs what it matches, not what the kitchen
 * holds.
 *
 * An order every word matches is an order of a customer every word matches (`search_customers`, found once per
 * statement), or an order whose reference is one of the words, each other word matching its reference or customer:
 * only the few orders of the second kind are checked word by word.
 */
export function orderFilter(businessId: string, q: QueryOf<'listOrders'>, smallKitchen = SMALL_KITCHEN): OrderFilter {
  const base = [Prisma.sql`o.business_id = ${businessId}`];
  if (q.status) base.push(Prisma.sql`o.status = ${q.status}`);
  const conditions = [...base];
  const ctes: Prisma.Sql[] = [];
  let matches: Prisma.Sql | undefined;
  let days: Prisma.Sql | undefined;
  const span =
    q.from && q.to && Date.parse(q.to) - Date.parse(q.from) <= DAY_BY_DAY * 86_400_000
      ? { from: q.from, to: q.to }
      : undefined;
  const dated = Boolean(q.from || q.to);
  const from = q.from ? Prisma.sql` AND i.delivery_date >= ${q.from}::date` : Prisma.empty;
  const to = q.to ? Prisma.sql` AND i.delivery_date <= ${q.to}::date` : Prisma.empty;
  const baseSql = Prisma.join(base, ' AND ');
  if (dated) {
    // The orders delivered in the range, each once: its delivery days (order_delivery_days) in the range, on the first
    // of them there, the day before it (if any) before the range. Found by index, no item grouped into its order
    // (grouping a week's 5,494 items of a big kitchen into its 2,738 orders was most of what its page cost).
    const first = q.from
      ? Prisma.sql` AND d.delivery_date >= ${q.from}::date AND (d.previous_date IS NULL OR d.previous_date < ${q.from}::date)`
      : Prisma.sql` AND d.previous_date IS NULL`;
    const until = q.to ? Prisma.sql` AND d.delivery_date <= ${q.to}::date` : Prisma.empty;
    // The days carry their order's status: a status and dates are read from the days as the dates alone are.
    const status = q.status ? Prisma.sql` AND d.status = ${q.status}` : Prisma.empty;
    const inRange = Prisma.sql`d.business_id = ${businessId}${status}${first}${until}`;
    // The delivery days hold when each order was placed: no order is looked up.
    days = inRange;
    conditions.push(Prisma.sql`o.id = ANY (ARRAY(SELECT d.order_id FROM order_delivery_days d WHERE ${inRange}))`);
    matches = Prisma.sql`SELECT d.order_id AS id, d.business_id, d.order_created_at AS created_at
      FROM order_delivery_days d WHERE ${inRange}`;
  }
  const words = (q.search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) {
    const references = (word: string) => [word.toUpperCase(), `ORD-${word.toUpperCase()}`];
    const allReferences = Prisma.join(words.flatMap(references));
    // A kitchen of fewer than SMALL_KITCHEN customers reads them by business and checks each; a bigger one finds
    // them through the trigram index. The planner, left to itself, joined the two indexes for a small kitchen too,
    // and the trigram index's matches grow with the marketplace (a name of the demo's 30 customers matched 630 of
    // 600,000 customers among 10,000 kitchens: 2.4 ms where its own customers take 0.1).
    const matchesAll = (trigrams: boolean) =>
      Prisma.join(
        words.map((w) => customerMatches(w, 'c', trigrams)),
        ' AND ',
      );
    ctes.push(
      Prisma.sql`customer_count AS (SELECT count(*) AS n FROM (
        SELECT 1 FROM customers c WHERE c.business_id = ${businessId} LIMIT ${smallKitchen}) c)`,
      Prisma.sql`search_customers AS MATERIALIZED (
        SELECT c.id FROM customers c WHERE (SELECT n FROM customer_count) < ${smallKitchen}
          AND c.business_id = ${businessId} AND ${matchesAll(false)}
        UNION ALL
        SELECT c.id FROM customers c WHERE (SELECT n FROM customer_count) >= ${smallKitchen}
          AND c.business_id = ${businessId} AND ${matchesAll(true)})`,
    );
    // Each word on an order whose reference is one of them: its reference, or its own customer read by key (a
    // subquery the planner cannot turn into a scan of every customer).
    const eachWord = Prisma.join(
      words.map(
        (word) => Prisma.sql`(o.reference IN (${Prisma.join(references(word))})
          OR (SELECT ${customerMatches(word, 'w')} FROM customers w WHERE w.id = o.customer_id))`,
      ),
      ' AND ',
    );
    conditions.push(Prisma.sql`(o.customer_id IN (SELECT s.id FROM search_customers s)
      OR (o.reference IN (${allReferences}) AND ${eachWord}))`);
    // The delivery dates of a search's matches are checked order by order, on the items' order index.
    const delivered = dated
      ? Prisma.sql` AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id${from}${to})`
      : Prisma.empty;
    // The customers' orders from the index by business and customer, customer by customer (their ids and dates
    // without reading the rows, and no further than the counting limit however many match: OFFSET 0 keeps the
    // planner from making it one join over every order of the business), then the orders of other customers whose
    // reference is one of the words.
    matches = Prisma.sql`SELECT o.id, o.business_id, o.created_at FROM search_customers s
      CROSS JOIN LATERAL (SELECT o.id, o.business_id, o.created_at FROM orders o
        WHERE o.business_id = ${businessId} AND o.customer_id = s.id AND ${baseSql}${delivered} OFFSET 0) o
      UNION ALL
      SELECT o.id, o.business_id, o.created_at FROM orders o
      WHERE o.reference IN (${allReferences}) AND ${baseSql}${delivered}
        AND o.customer_id NOT IN (SELECT s.id FROM search_customers s) AND ${eachWord}`;
  }
  return {
    businessId,
    status: q.status,
    ctes,
    sql: Prisma.join(conditions, ' AND '),
    matches,
    narrowed: dated || words.length > 0,
    ...(days && !words.length ? { days: { where: days, ...(span ? { span } : {}) } } : {}),
  };
}

export interface OrderPage {
  total: number;
  /** More orders match than were counted: `total` is a lower bound. */
  atLeast: boolean;
  /** Each order as JSON text in the contract's shape (ORDER_PAGE_SQL), newest first. */
  rows: string[];
}

/** A page's order, newest first, and the total beside it. */
type Row = { id: string; total: bigint | number | string };

/** The orders of a page as their ids list them, each written whole by the database (ORDER_VIEWS_SQL). */
export async function orderViews(sql: Sql, businessId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await sql<{ body: string }>(ORDER_VIEWS_SQL, [ids, businessId]);
  return rows.map((row) => row.body);
}

const PAGE_IDS = Prisma.sql`SELECT id, total FROM page ORDER BY created_at DESC, id DESC`;

/**
 * A page of orders, newest first: its ids and the total in one statement, planned for the business it reads, then
 * each order built whole by the database in one more, planned once (orderViews).
 *
 * Unfiltered or by status, the total comes from the running totals per day (order_day_totals), and so does where the
 * page starts: the days newest first are added up until the page's first order, and the page is read from the start
 * of that day. Any page, the last of a quarter of a million orders included, reads one day of orders at most, never
 * every order before it. Narrowed by dates or words, the page is cut from the matches, counted up to COUNT_LIMIT.
 * Sent through the Sql runner (pg directly on PostgreSQL): a page carries twenty orders of JSON text, handed on as the
 * database wrote them, never parsed here.
 */
export async function listOrders(
  sql: Sql,
  filter: OrderFilter,
  page: { skip: number; take: number },
): Promise<OrderPage> {
  if (filter.narrowed && filter.matches) {
    // The matches are found once from what narrows them, up to the counting limit. Fewer than that: they are all
    // there, and the page is cut from them. As many: the page is read newest first (from the business's orders, or by
    // dates (and a status) from their delivery days by when the order was placed: the matches are many, so a page of
    // them comes soon), beside a total that says "at least".
    const limit = Math.max(COUNT_LIMIT, page.skip + page.take + 1);
    const many = filter.days
      ? Prisma.sql`SELECT d.order_id AS id, d.business_id, d.order_created_at AS created_at FROM order_delivery_days d
          WHERE ${filter.days.where} AND (SELECT n FROM counted) >= ${limit}
          ORDER BY d.order_created_at DESC, d.order_id DESC OFFSET ${page.skip} LIMIT ${page.take}`
      : Prisma.sql`SELECT o.id, o.business_id, o.created_at FROM orders o
          WHERE ${filter.sql} AND (SELECT n FROM counted) >= ${limit}
          ORDER BY o.created_at DESC, o.id DESC OFFSET ${page.skip} LIMIT ${page.take}`;
    const days = filter.days;
    const span = days?.span;
    // By dates (and a status): counted from the index without keeping the matches (keeping 10,001 of them to count
    // cost as much again as counting), and the page cut from each day's newest orders over a short range, or from the
    // matches read again only when they are fewer than the limit. A search's matches are kept, counted and sorted.
    const found = days
      ? [
          Prisma.sql`counted AS (SELECT count(*) AS n FROM (SELECT 1 FROM order_delivery_days d
            WHERE ${days.where} LIMIT ${limit}) d)`,
          span
            ? Prisma.sql`few AS (
            SELECT p.id, p.business_id, p.created_at
            FROM generate_series(${span.from}::date, ${span.to}::date, interval '1 day') g (day)
            CROSS JOIN LATERAL (SELECT d.order_id AS id, d.business_id, d.order_created_at AS created_at
              FROM order_delivery_days d WHERE ${days.where} AND d.delivery_date = g.day::date
              ORDER BY d.order_created_at DESC, d.order_id DESC LIMIT ${page.skip + page.take}) p
            WHERE (SELECT n FROM counted) < ${limit}
            ORDER BY p.created_at DESC, p.id DESC OFFSET ${page.skip} LIMIT ${page.take})`
            : Prisma.sql`few AS (
            SELECT id, business_id, created_at FROM (${filter.matches}) m
            WHERE (SELECT n FROM counted) < ${limit}
            ORDER BY created_at DESC, id DESC OFFSET ${page.skip} LIMIT ${page.take})`,
        ]
      : [
          Prisma.sql`matched AS MATERIALIZED (${filter.matches} LIMIT ${limit})`,
          Prisma.sql`counted AS (SELECT count(*) AS n FROM matched)`,
          Prisma.sql`few AS (
            SELECT id, business_id, created_at FROM matched
            WHERE (SELECT n FROM counted) < ${limit}
            ORDER BY created_at DESC, id DESC OFFSET ${page.skip} LIMIT ${page.take})`,
        ];
    const rows = await run<Row>(
      sql,
      Prisma.sql`${withClause(
        filter,
        ...found,
        Prisma.sql`many AS (${many})`,
        Prisma.sql`page AS (
          SELECT p.id, p.business_id, p.created_at, (SELECT n FROM counted) AS total
          FROM (SELECT * FROM few UNION ALL SELECT * FROM many) p)`,
      )}${PAGE_IDS}`,
    );
    // No row to carry the total: nothing matches (the first page is empty), or the page is past the end.
    const counted = rows.length
      ? Number(rows[0]!.total)
      : page.skip === 0
        ? 0
        : await countUpTo(sql, { ...filter, matches: filter.matches }, limit);
    const atLeast = counted >= limit;
    return {
      total: Math.min(counted, limit - 1),
      atLeast,
      rows: await orderViews(
        sql,
        filter.businessId,
        rows.map((r) => r.id),
      ),
    };
  }
  const status = filter.status ? Prisma.sql` AND status = ${filter.status}` : Prisma.empty;
  const rows = await run<Row>(
    sql,
    Prisma.sql`
    WITH days AS (
      SELECT day, sum(orders) AS n FROM order_day_totals WHERE business_id = ${filter.businessId}${status}
      GROUP BY day HAVING sum(orders) > 0),
    upto AS (SELECT day, n, sum(n) OVER (ORDER BY day DESC) AS upto FROM days),
    seek AS (SELECT day, upto - n AS before FROM upto WHERE upto > ${page.skip} ORDER BY day DESC LIMIT 1),
    page AS (
      SELECT o.id, o.business_id, o.created_at, (SELECT sum(n) FROM days) AS total FROM orders o
      WHERE ${filter.sql} AND o.created_at < (SELECT day + 1 FROM seek)
      ORDER BY o.created_at DESC, o.id DESC
      OFFSET (SELECT ${page.skip} - before FROM seek) LIMIT ${page.take})
    ${PAGE_IDS}`,
  );
  if (rows.length) {
    const ids = rows.map((r) => r.id);
    return { total: Number(rows[0]!.total), atLeast: false, rows: await orderViews(sql, filter.businessId, ids) };
  }
  // A page past the end has no row to carry the total.
  const [{ total } = { total: 0 }] = await run<{ total: bigint | number | string | null }>(
    sql,
    Prisma.sql`SELECT sum(orders) AS total FROM order_day_totals WHERE business_id = ${filter.businessId}${status}`,
  );
  return { total: Number(total ?? 0), atLeast: false, rows: [] };
}

/** A page past the end (or no match at all): the matches counted again from what narrows them, up to `limit`. */
async function countUpTo(sql: Sql, filter: OrderFilter & { matches: Prisma.Sql }, limit: number): Promise<number> {
  const [{ n } = { n: 0 }] = await run<{ n: bigint | number | string }>(
    sql,
    Prisma.sql`${withClause(filter)}SELECT count(*) AS n FROM (${filter.matches} LIMIT ${limit}) counted`,
  );
  return Number(n);
}

/**
 * exportOrders: the orders listOrders would answer, newest first, read in batches by key (constant memory), through
 * the Sql runner (pg directly on PostgreSQL: Prisma's reading of a quarter of a million rows left the server holding
 * tens of megabytes more while the file was sent). Times travel as UTC text. Batches of 250: a batch of 1,000 rows
 * lived long enough to be moved to the old generation (the server grew by up to 95 MB an export where 250 grow it by
 * about 2, for about a second more in 250,000 orders).
 */
export async function* exportOrders(sql: Sql, filter: OrderFilter, batchSize = 250) {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const from = after
      ? Prisma.sql` AND (o.created_at, o.id) < (${after.createdAt}::timestamp, ${after.id})`
      : Prisma.empty;
    const rows = await run<ExportRow>(
      sql,
      Prisma.sql`
      ${withClause(filter)}SELECT o.id, o.reference, ${Prisma.raw(at('o.created_at'))} AS "createdAt",
        o.status, o.amount_pence AS "amountPence", o.cancellation_reason AS "cancellationReason",
        c.first_name AS "firstName", c.last_name AS "lastName", c.email, c.phone,
        (SELECT ${Prisma.raw(day('min(i.delivery_date)'))} FROM order_items i WHERE i.order_id = o.id) AS "firstDelivery",
        (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id)::int AS quantity
      FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE ${filter.sql}${from}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** An order as the CSV export reads it: placed at (ISO text, UTC), first delivery day (YYYY-MM-DD) if any. */
export interface ExportRow {
  id: string;
  reference: string;
  createdAt: string;
  status: string;
  amountPence: number;
  cancellationReason: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  firstDelivery: string | null;
  quantity: number;
}
