import type { FastifyInstance } from 'fastify';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { toPounds } from '../../lib/money.ts';

type Ops = 'getDashboardStatistics';

export const MONTHS_SHOWN = 12;

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const monthStartUtc = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));

/**
 * The 12 calendar months (UTC) ending with the current one, oldest first, and the window [start, end) they cover.
 */
export function lastMonths(now: Date, count = MONTHS_SHOWN): { months: string[]; start: Date; end: Date } {
  const start = monthStartUtc(now, -(count - 1));
  const months = Array.from({ length: count }, (_, i) => monthKey(monthStartUtc(start, i)));
  return { months, start, end: monthStartUtc(now, 1) };
}

/**
 * Revenue of a business per month: what the kitchen earns from the orders placed in the month that were not
 * cancelled (items + delivery fee; the platform fee is the platform's), counted when the order is placed, so orders
 * still in progress count too. Grouped in SQL; no order is loaded.
 */
export async function monthlyOrderStats(app: FastifyInstance, businessId: string, start: Date, end: Date) {
  const rows = await app.prisma.$queryRaw<
    { month: string; orders: bigint | number; revenue: bigint | number | null }[]
  >`
    SELECT to_char(created_at, 'YYYY-MM') AS month,
           COUNT(*) AS orders,
           SUM(amount_pence - platform_fee_pence) AS revenue
      FROM orders
     WHERE business_id = ${businessId} AND status <> 'cancelled' AND created_at >= ${start} AND created_at < ${end}
     GROUP BY 1`;
  return new Map(rows.map((r) => [r.month, { orders: Number(r.orders), revenuePence: Number(r.revenue ?? 0) }]));
}

export function dashboardHandlers(app: FastifyInstance) {
  return {
    async getDashboardStatistics(request) {
      const businessId = request.auth.businessId;
      const { months, start, end } = lastMonths(app.clock.now());
      const [perMonth, customers] = await Promise.all([
        monthlyOrderStats(app, businessId, start, end),
        app.prisma.$queryRaw<{ n: bigint | number }[]>`
          SELECT COUNT(DISTINCT customer_id) AS n
            FROM orders
           WHERE business_id = ${businessId} AND status <> 'cancelled' AND created_at >= ${start} AND created_at < ${end}`,
      ]);
      const orders = months.map((m) => perMonth.get(m)?.orders ?? 0);
      const revenuePence = months.map((m) => perMonth.get(m)?.revenuePence ?? 0);
      return ok({
        months,
        orders,
        revenue: revenuePence.map(toPounds),
        totalRevenue: toPounds(revenuePence.reduce((s, p) => s + p, 0)),
        totalCustomers: Number(customers[0]?.n ?? 0),
        totalOrders: orders.reduce((s, n) => s + n, 0),
      });
    },
  } satisfies HandlerMap<Ops>;
}
