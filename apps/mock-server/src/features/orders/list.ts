import type { QueryOf } from '../../lib/handler.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { at, day } from '../../lib/json-sql.ts';
import { runSql as run, type Sql } from '../../lib/statement.ts';
import { ORDER_PAGE_SQL, type OrderViewRow } from './view-sql.ts';

/** The pattern of Prisma's `contains` (PostgreSQL): `text` anywhere, its LIKE wildcards left as they are. */
const containsPattern = (text: string) => `%${text}%`;

/**
 * A filtered list is counted this far at most: past it the total is a lower bound (`totalIsLowerBound`). Counting
 * every match of a broad filter among hundreds of thousands of orders would cost more than the page itself.
 */
export const COUNT_LIMIT = 10_001;

/**
 * By delivery dates alone, the items of the range are grouped into their orders this far at most: a range holding
 * more is broad, its page read newest first from the items by when their order was placed, its total "at least" the
 * orders of the items grouped. Grouping every item of two years of a big kitchen took half a second.
 */
export const ITEM_LIMIT = 40_000;

export interface OrderFilter {
  businessId: string;
  status: string | undefined;
  /** What the conditions read besides `orders o`: common table expressions every statement starts with. */
  ctes: Prisma.Sql[];
  /** The whole condition on `orders o`. */
  sql: Prisma.Sql;
  /**
   * Narrowed only: every match as (id, business_id, created_at), in no order, found by index from what narrows it
   * (the items delivered in the dates, or the customers and references the search words match).
   */
  matches?: Prisma.Sql;
  /** Dates or search words given: the total is counted (up to COUNT_LIMIT), not read from the running totals. */
  narrowed: boolean;
  /**
   * By delivery dates alone: the condition on the business's items `i` delivered in the dates (`where`). The matches
   * then carry how many of those items each order has (`items`), from the first `limit` items of the range.
   */
  items?: { where: Prisma.Sql; limit: number };
}

/** `WITH` and the filter's common table expressions, then `more` (each `name AS (...)`), or nothing. */
export function withClause(filter: OrderFilter, ...more: Prisma.Sql[]): Prisma.Sql {
  const all = [...filter.ctes, ...more];
  return all.length ? Prisma.sql`WITH ${Prisma.join(all, ',\n')}\n` : Prisma.empty;
}

/**
 * A customer (`c`) a search word matches: the word anywhere in the first name, last name or e-mail, in any case.
 * ILIKE is `lower(text) LIKE lower(pattern)`, so the three joined and lowered (customers.search_text, kept by the
 * database) hold every match: that one LIKE, which the trigram index on search_text answers, sets the customers aside
 * before the exact check, column by column, of the few it lets through.
 */
function customerMatches(word: string, c: string): Prisma.Sql {
  const pattern = containsPattern(word);
  const column = (name: string) => Prisma.raw(`${c}.${name}`);
  return Prisma.sql`(${column('search_text')} LIKE lower(${pattern}) AND (${column('first_name')} ILIKE ${pattern}
    OR ${column('last_name')} ILIKE ${pattern} OR ${column('email')} ILIKE ${pattern}))`;
}

/**
 * The orders a listOrders query asks for, as a condition on `orders o`: the business, the status, an item delivered
 * within the dates (found by the items' own business and date), and every search word in the reference (the whole
 * reference, with or without its ORD- prefix) or the customer's first name, last name or e-mail (anywhere). Each part
 * is a set of order ids found by index within the business, so a search costs what it matches, not what the kitchen
 * holds.
 *
 * An order every word matches is an order of a customer every word matches (`search_customers`, found once per
 * statement), or an order whose reference is one of the words, each other word matching its reference or customer:
 * only the few orders of the second kind are checked word by word.
 */
export function orderFilter(businessId: string, q: QueryOf<'listOrders'>, itemLimit = ITEM_LIMIT): OrderFilter {
  const base = [Prisma.sql`o.business_id = ${businessId}`];
  if (q.status) base.push(Prisma.sql`o.status = ${q.status}`);
  const conditions = [...base];
  const ctes: Prisma.Sql[] = [];
  let matches: Prisma.Sql | undefined;
  let items: Prisma.Sql | undefined;
  const dated = Boolean(q.from || q.to);
  const from = q.from ? Prisma.sql` AND i.delivery_date >= ${q.from}::date` : Prisma.empty;
  const to = q.to ? Prisma.sql` AND i.delivery_date <= ${q.to}::date` : Prisma.empty;
  const baseSql = Prisma.join(base, ' AND ');
  if (dated) {
    // The orders delivered in the range, listed once from the items' index and then looked up by id: checking every
    // order of a big kitchen against the items was the slow plan.
    const delivered = Prisma.sql`o.id = ANY (ARRAY(
      SELECT DISTINCT i.order_id FROM order_items i WHERE i.business_id = ${businessId}${from}${to}))`;
    conditions.push(delivered);
    // By dates alone, the items index holds every order delivered in them with when it was placed: no order is
    // looked up (and no more than ITEM_LIMIT items are grouped). By status too, each order delivered in them is looked
    // up by id for its status.
    if (!q.status) items = Prisma.sql`i.business_id = ${businessId}${from}${to}`;
    matches = items
      ? Prisma.sql`SELECT i.order_id AS id, i.business_id, i.order_created_at AS created_at, count(*) AS items
          FROM (SELECT i.order_id, i.business_id, i.order_created_at FROM order_items i WHERE ${items}
            LIMIT ${itemLimit}) i
          GROUP BY 1, 2, 3`
      : Prisma.sql`SELECT o.id, o.business_id, o.created_at FROM orders o WHERE ${delivered} AND ${baseSql}`;
  }
  const words = (q.search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) {
    const references = (word: string) => [word.toUpperCase(), `ORD-${word.toUpperCase()}`];
    const allReferences = Prisma.join(words.flatMap(references));
    ctes.push(Prisma.sql`search_customers AS MATERIALIZED (
      SELECT c.id FROM customers c WHERE c.business_id = ${businessId} AND ${Prisma.join(
        words.map((w) => customerMatches(w, 'c')),
        ' AND ',
      )})`);
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
    ...(items && !words.length ? { items: { where: items, limit: itemLimit } } : {}),
  };
}

/** PostgreSQL's json arrives parsed; a driver that hands back text is parsed here. */
const parsed = (body: OrderViewRow | string): OrderViewRow =>
  typeof body === 'string' ? (JSON.parse(body) as OrderViewRow) : body;

export interface OrderPage {
  total: number;
  /** More orders match than were counted: `total` is a lower bound. */
  atLeast: boolean;
  rows: OrderViewRow[];
}

/** Over the matches (`items` each): a range of dates alone holding as many items as are grouped, or more. */
const broadRange = (filter: OrderFilter) =>
  filter.items ? Prisma.sql`coalesce(sum(items), 0) >= ${filter.items.limit}` : Prisma.sql`false`;

type Row = { total: bigint | number | string; body: OrderViewRow | string };

/**
 * A page of orders, newest first, each built whole by the database (ORDER_PAGE_SQL), in one statement.
 *
 * Unfiltered or by status, the total comes from the running totals per day (order_day_totals), and so does where the
 * page starts: the days newest first are added up until the page's first order, and the page is read from the start
 * of that day. Any page, the last of a quarter of a million orders included, reads one day of orders at most, never
 * every order before it. Narrowed by dates or words, the page is cut from the matches, counted up to COUNT_LIMIT.
 * Sent through the Sql runner: a page carries twenty orders of json, which pg hands over parsed for a fraction of what
 * Prisma's own reading of the rows cost.
 */
export async function listOrders(
  sql: Sql,
  filter: OrderFilter,
  page: { skip: number; take: number },
): Promise<OrderPage> {
  if (filter.narrowed && filter.matches) {
    // The matches are found once from what narrows them, up to the counting limit. Fewer than that: they are all
    // there, and the page is cut from them. As many, or a range of dates broader than ITEM_LIMIT items: the page is
    // read newest first (from the business's orders, or by dates alone from the items by when their order was placed:
    // the matches are many, so a page of them comes soon), beside a total that says "at least".
    const limit = Math.max(COUNT_LIMIT, page.skip + page.take + 1);
    const broad = broadRange(filter);
    const many = filter.items
      ? Prisma.sql`SELECT i.order_id AS id, i.business_id, i.order_created_at AS created_at FROM order_items i
          WHERE ${filter.items.where} AND ((SELECT broad FROM counted) OR (SELECT n FROM counted) >= ${limit})
          GROUP BY i.order_created_at, i.order_id, i.business_id
          ORDER BY i.order_created_at DESC, i.order_id DESC OFFSET ${page.skip} LIMIT ${page.take}`
      : Prisma.sql`SELECT o.id, o.business_id, o.created_at FROM orders o
          WHERE ${filter.sql} AND (SELECT n FROM counted) >= ${limit}
          ORDER BY o.created_at DESC, o.id DESC OFFSET ${page.skip} LIMIT ${page.take}`;
    const rows = await run<Row>(
      sql,
      Prisma.sql`${withClause(
        filter,
        Prisma.sql`matched AS MATERIALIZED (${filter.matches} LIMIT ${limit})`,
        Prisma.sql`counted AS (SELECT count(*) AS n, ${broad} AS broad FROM matched)`,
        Prisma.sql`few AS (
          SELECT id, business_id, created_at FROM matched
          WHERE NOT (SELECT broad FROM counted) AND (SELECT n FROM counted) < ${limit}
          ORDER BY created_at DESC, id DESC OFFSET ${page.skip} LIMIT ${page.take})`,
        Prisma.sql`many AS (${many})`,
        // A broad range's count is a lower bound however small: it travels negative.
        Prisma.sql`page AS (
          SELECT p.id, p.business_id, p.created_at,
            (SELECT CASE WHEN broad THEN -n ELSE n END FROM counted) AS total
          FROM (SELECT * FROM few UNION ALL SELECT * FROM many) p)`,
        Prisma.raw(ORDER_PAGE_SQL),
      )}`,
    );
    // No row to carry the total: nothing matches (the first page is empty), or the page is past the end.
    const counted = rows.length
      ? Number(rows[0]!.total)
      : page.skip === 0
        ? 0
        : await countUpTo(sql, { ...filter, matches: filter.matches }, limit);
    const atLeast = counted < 0 || counted >= limit;
    return {
      total: Math.min(Math.abs(counted), limit - 1),
      atLeast,
      rows: rows.map((r) => parsed(r.body)),
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
      OFFSET (SELECT ${page.skip} - before FROM seek) LIMIT ${page.take}),
    ${Prisma.raw(ORDER_PAGE_SQL)}`,
  );
  if (rows.length) return { total: Number(rows[0]!.total), atLeast: false, rows: rows.map((r) => parsed(r.body)) };
  // A page past the end has no row to carry the total.
  const [{ total } = { total: 0 }] = await run<{ total: bigint | number | string | null }>(
    sql,
    Prisma.sql`SELECT sum(orders) AS total FROM order_day_totals WHERE business_id = ${filter.businessId}${status}`,
  );
  return { total: Number(total ?? 0), atLeast: false, rows: [] };
}

/**
 * A page past the end (or no match at all): the matches counted again from what narrows them, up to `limit`;
 * negative when by dates alone the range is broader than ITEM_LIMIT items (the count is then a lower bound).
 */
async function countUpTo(sql: Sql, filter: OrderFilter & { matches: Prisma.Sql }, limit: number): Promise<number> {
  const broad = broadRange(filter);
  const [{ n, broad: wide } = { n: 0, broad: false }] = await run<{ n: bigint | number | string; broad: boolean }>(
    sql,
    Prisma.sql`${withClause(filter)}SELECT count(*) AS n, ${broad} AS broad FROM (${filter.matches} LIMIT ${limit}) counted`,
  );
  return wide ? -Number(n) : Number(n);
}

/**
 * exportOrders: the orders listOrders would answer, newest first, read in batches by key (constant memory), through
 * the Sql runner (pg directly on PostgreSQL: Prisma's reading of a quarter of a million rows left the server holding
 * tens of megabytes more while the file was sent). Times travel as UTC text.
 */
export async function* exportOrders(sql: Sql, filter: OrderFilter, batchSize = 1000) {
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
