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

/** Handler for getDashboardStatistics: the last twelve months of orders and revenue. */
export function dashboardHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getDashboardStatistics(request) {
      const { businessId } = request.auth;
      const { months, start, end } = lastMonths(app.clock.now());
      const [perMonth, totalCustomers] = await Promise.all([
        app.orderStatistics.monthly(businessId, start, end),
        app.orderStatistics.customers(businessId, start, end),
      ]);
      const orders = months.map((m) => perMonth.get(m)?.orders ?? 0);
      const revenuePence = months.map((m) => perMonth.get(m)?.revenuePence ?? 0);
      return ok({
        months,
        orders,
        revenue: revenuePence.map(toPounds),
        totalRevenue: toPounds(revenuePence.reduce((s, p) => s + p, 0)),
        totalCustomers,
        totalOrders: orders.reduce((s, n) => s + n, 0),
      });
    },
  };
}
