import type { PrismaClient } from '../../generated/prisma/client.ts';

/** How often a server process folds the running totals of past days (each process; one at a time does the work). */
export const FOLD_EVERY_MS = 60 * 60 * 1000;

/** Businesses folded per transaction. */
const BATCH = 100;

/** Any fold of one process waits no longer than this for a row a writer holds: it leaves the batch for next time. */
const LOCK_TIMEOUT = '200ms';

/** Two server processes do not fold at the same moment (a transaction-level advisory lock, key of our own). */
const FOLD_LOCK = 727_001;

/**
 * The running totals written under the writing transaction's slot (order_day_totals per day and status,
 * customer_month_counts per month) gather up to 16 rows where one would do, day after day: a kitchen that has taken
 * orders for years would add up tens of thousands of rows for every page of its orders. The days before yesterday
 * (UTC) and the months before this one, where writes are few, are folded into slot 0, and rows that count nothing are
 * taken away. The sums stay the same (a writer at the same moment either goes first, and is folded, or waits for the
 * batch and writes its own slot again: its upsert takes a row that has gone as absent). A batch that would wait longer
 * than LOCK_TIMEOUT for a writer is left for the next run. Returns the rows taken away.
 */
export async function foldTotals(
  prisma: PrismaClient,
  today: Date,
  log: { warn: (context: object, message: string) => void } = { warn: () => {} },
): Promise<number> {
  const beforeDay = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
  const beforeMonth = `${today.toISOString().slice(0, 7)}-01`;
  let after = '';
  let removed = 0;
  for (;;) {
    const ids = (
      await prisma.$queryRaw<{ id: string }[]>`
        SELECT id FROM businesses WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`
    ).map((b) => b.id);
    if (ids.length === 0) return removed;
    after = ids.at(-1)!;
    try {
      removed += await prisma.$transaction(async (tx) => {
        const [{ locked } = { locked: false }] = await tx.$queryRaw<{ locked: boolean }[]>`
          SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}) AS locked`;
        if (!locked) return 0;
        await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
        // Each data-modifying part runs whether or not the statement reads it; the count is of the slot rows folded.
        const [days] = await tx.$queryRaw<{ n: number }[]>`
          WITH gone AS (
            DELETE FROM order_day_totals WHERE business_id = ANY (${ids}) AND day < ${beforeDay}::date AND slot <> 0
            RETURNING business_id, day, status, orders, kitchen_pence),
          folded AS (
            INSERT INTO order_day_totals AS t (business_id, day, status, slot, orders, kitchen_pence)
              SELECT business_id, day, status, 0, sum(orders), sum(kitchen_pence) FROM gone GROUP BY 1, 2, 3
            ON CONFLICT (business_id, day, status, slot) DO UPDATE
              SET orders = t.orders + excluded.orders, kitchen_pence = t.kitchen_pence + excluded.kitchen_pence)
          SELECT count(*)::int AS n FROM gone`;
        const [months] = await tx.$queryRaw<{ n: number }[]>`
          WITH gone AS (
            DELETE FROM customer_month_counts
            WHERE business_id = ANY (${ids}) AND month < ${beforeMonth}::date AND slot <> 0
            RETURNING business_id, month, customers),
          folded AS (
            INSERT INTO customer_month_counts AS t (business_id, month, slot, customers)
              SELECT business_id, month, 0, sum(customers) FROM gone GROUP BY 1, 2
            ON CONFLICT (business_id, month, slot) DO UPDATE SET customers = t.customers + excluded.customers)
          SELECT count(*)::int AS n FROM gone`;
        // Rows that count nothing any more (every order of the day moved on to another status).
        const empty = await tx.$executeRaw`
          DELETE FROM order_day_totals WHERE business_id = ANY (${ids}) AND day < ${beforeDay}::date
            AND orders = 0 AND kitchen_pence = 0`;
        const emptyMonths = await tx.$executeRaw`
          DELETE FROM customer_month_counts WHERE business_id = ANY (${ids}) AND month < ${beforeMonth}::date
            AND customers = 0`;
        return (days?.n ?? 0) + (months?.n ?? 0) + empty + emptyMonths;
      });
    } catch (error) {
      log.warn({ err: error, businesses: ids.length }, 'totals fold: batch left for the next run');
    }
  }
}
