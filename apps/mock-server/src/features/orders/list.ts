import type { QueryOf } from '../../lib/handler.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { ORDER_PAGE_SQL, type OrderViewRow } from './view-sql.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** The pattern of Prisma's `contains` (PostgreSQL): `text` anywhere, its LIKE wildcards left as they are. */
const containsPattern = (text: string) => `%${text}%`;

/**
 * A filtered list is counted this far at most: past it the total is a lower bound (`totalIsLowerBound`). Counting
 * every match of a broad filter among hundreds of thousands of orders would cost more than the page itself.
 */
export const COUNT_LIMIT = 10_001;

export interface OrderFilter {
  businessId: string;
  status: string | undefined;
  /** The whole condition on `orders o`. */
  sql: Prisma.Sql;
  /** Dates or search words given: the total is counted (up to COUNT_LIMIT), not read from the running totals. */
  narrowed: boolean;
}

/**
 * The orders a listOrders query asks for, as a condition on `orders o`: the business, the status, an item delivered
 * within the dates (found by the items' own business and date), and every search word in the reference (the whole
 * reference, with or without its ORD- prefix) or the customer's first name, last name or e-mail (anywhere). Each part
 * is a set of order ids found by index within the business, so a search costs what it matches, not what the kitchen
 * holds.
 */
export function orderFilter(businessId: string, q: QueryOf<'listOrders'>): OrderFilter {
  const conditions = [Prisma.sql`o.business_id = ${businessId}`];
  if (q.status) conditions.push(Prisma.sql`o.status = ${q.status}`);
  const dated = Boolean(q.from || q.to);
  if (dated) {
    const from = q.from ? Prisma.sql` AND i.delivery_date >= ${q.from}::date` : Prisma.empty;
    const to = q.to ? Prisma.sql` AND i.delivery_date <= ${q.to}::date` : Prisma.empty;
    // The orders delivered in the range, listed once from the items' index and then looked up by id: checking every
    // order of a big kitchen against the items was the slow plan.
    conditions.push(Prisma.sql`o.id = ANY (ARRAY(
      SELECT DISTINCT i.order_id FROM order_items i WHERE i.business_id = ${businessId}${from}${to}))`);
  }
  const words = (q.search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) {
    const customerMatches = (word: string, c: string) => {
      const pattern = containsPattern(word);
      const column = (name: string) => Prisma.raw(`${c}.${name}`);
      return Prisma.sql`(${column('first_name')} ILIKE ${pattern} OR ${column('last_name')} ILIKE ${pattern}
        OR ${column('email')} ILIKE ${pattern})`;
    };
    const references = (word: string) => [word.toUpperCase(), `ORD-${word.toUpperCase()}`];
    // The candidates, by index: orders of the customers matching every word, and orders whose reference is one of
    // the words. Each word is then checked on them (a word may match the reference and another the customer).
    conditions.push(Prisma.sql`o.id IN (
      SELECT m.id FROM customers c JOIN orders m ON m.customer_id = c.id
      WHERE c.business_id = ${businessId} AND m.business_id = ${businessId}
        AND ${Prisma.join(
          words.map((w) => customerMatches(w, 'c')),
          ' AND ',
        )}
      UNION ALL
      SELECT r.id FROM orders r
      WHERE r.business_id = ${businessId} AND r.reference IN (${Prisma.join(words.flatMap(references))}))`);
    for (const word of words) {
      conditions.push(Prisma.sql`(o.reference IN (${Prisma.join(references(word))})
        OR EXISTS (SELECT 1 FROM customers w WHERE w.id = o.customer_id AND ${customerMatches(word, 'w')}))`);
    }
  }
  return { businessId, status: q.status, sql: Prisma.join(conditions, ' AND '), narrowed: dated || words.length > 0 };
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

type Row = { total: bigint | number; body: OrderViewRow | string };

/**
 * A page of orders, newest first, each built whole by the database (ORDER_PAGE_SQL), in one statement.
 *
 * Unfiltered or by status, the total comes from the running totals per day (order_day_totals), and so does where the
 * page starts: the days newest first are added up until the page's first order, and the page is read from the start
 * of that day. Any page, the last of a quarter of a million orders included, reads one day of orders at most, never
 * every order before it. Narrowed by dates or words, the page is cut from the matches, counted up to COUNT_LIMIT.
 */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: { skip: number; take: number },
): Promise<OrderPage> {
  if (filter.narrowed) {
    const limit = Math.max(COUNT_LIMIT, page.skip + page.take + 1);
    const rows = await db.$queryRaw<Row[]>`
      WITH page AS (
        SELECT o.id, o.business_id, o.created_at,
          (SELECT count(*) FROM (SELECT 1 FROM orders o WHERE ${filter.sql} LIMIT ${limit}) counted) AS total
        FROM orders o WHERE ${filter.sql}
        ORDER BY o.created_at DESC, o.id DESC OFFSET ${page.skip} LIMIT ${page.take}),
      ${Prisma.raw(ORDER_PAGE_SQL)}`;
    const counted = rows.length ? Number(rows[0]!.total) : await countUpTo(db, filter, limit);
    return { total: Math.min(counted, limit - 1), atLeast: counted >= limit, rows: rows.map((r) => parsed(r.body)) };
  }
  const status = filter.status ? Prisma.sql` AND status = ${filter.status}` : Prisma.empty;
  const rows = await db.$queryRaw<Row[]>`
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
    ${Prisma.raw(ORDER_PAGE_SQL)}`;
  if (rows.length) return { total: Number(rows[0]!.total), atLeast: false, rows: rows.map((r) => parsed(r.body)) };
  // A page past the end has no row to carry the total.
  const [{ total } = { total: 0 }] = await db.$queryRaw<{ total: bigint | number | null }[]>`
    SELECT sum(orders) AS total FROM order_day_totals WHERE business_id = ${filter.businessId}${status}`;
  return { total: Number(total ?? 0), atLeast: false, rows: [] };
}

async function countUpTo(db: Db, filter: OrderFilter, limit: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: bigint | number }[]>`
    SELECT count(*) AS n FROM (SELECT 1 FROM orders o WHERE ${filter.sql} LIMIT ${limit}) counted`;
  return Number(n);
}

/** exportOrders: the orders listOrders would answer, newest first, read in batches by key (constant memory). */
export async function* exportOrders(db: Db, filter: OrderFilter, batchSize = 1000) {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const from = after ? Prisma.sql` AND (o.created_at, o.id) < (${after.createdAt}, ${after.id})` : Prisma.empty;
    const rows = await db.$queryRaw<ExportRow[]>`
      SELECT o.id, o.reference, o.created_at AS "createdAt", o.status, o.amount_pence AS "amountPence",
        o.cancellation_reason AS "cancellationReason", c.first_name AS "firstName", c.last_name AS "lastName",
        c.email, c.phone,
        (SELECT min(i.delivery_date) FROM order_items i WHERE i.order_id = o.id) AS "firstDelivery",
        (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id)::int AS quantity
      FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE ${filter.sql}${from}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${batchSize}`;
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export interface ExportRow {
  id: string;
  reference: string;
  createdAt: Date;
  status: string;
  amountPence: number;
  cancellationReason: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  firstDelivery: Date | null;
  quantity: number;
}
