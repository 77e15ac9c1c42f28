import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { MonthStatistics, OrderStatistics } from '../../decorators.ts';
import { isoDate as day } from '../../lib/dates.ts';

/**
 * Order figures from the running totals the database keeps as orders are written (migration scale_totals), so no
 * order is read however many there are. Revenue is what the kitchen earns from the orders placed in the period that
 * were not cancelled (items + delivery fee; the platform fee is the platform's), counted when the order is placed, so
 * orders still in progress count too. Periods are whole UTC months (their start and end are first days of months).
 */
export function createOrderStatistics(prisma: PrismaClient): OrderStatistics {
  return {
    async monthly(businessId, start, end) {
      const rows = await prisma.$queryRaw<
        { month: string; orders: bigint | number; revenue: bigint | number | null }[]
      >`
        SELECT to_char(day, 'YYYY-MM') AS month, sum(orders) AS orders, sum(kitchen_pence) AS revenue
          FROM order_day_totals
         WHERE business_id = ${businessId} AND status <> 'cancelled'
           AND day >= ${day(start)}::date AND day < ${day(end)}::date
         GROUP BY 1 HAVING sum(orders) <> 0`;
      return new Map<string, MonthStatistics>(
        rows.map((r) => [r.month, { orders: Number(r.orders), revenuePence: Number(r.revenue ?? 0) }]),
      );
    },

    /**
     * Customers with an order not cancelled in the period: those whose latest such month falls in it (counted per
     * month as they move, customer_month_counts: a dozen rows however many customers), and (rare: only with orders
     * dated after the period) those with a later one who also ordered in it.
     */
    async customers(businessId, start, end) {
      const rows = await prisma.$queryRaw<{ n: bigint | number | string }[]>`
        SELECT (SELECT coalesce(sum(customers), 0) FROM customer_month_counts
                 WHERE business_id = ${businessId} AND month >= ${day(start)}::date AND month < ${day(end)}::date)
             + (SELECT count(*) FROM customer_last_months l
                 WHERE l.business_id = ${businessId} AND l.last_month >= ${day(end)}::date
                   AND EXISTS (SELECT 1 FROM customer_months m
                     WHERE m.business_id = l.business_id AND m.customer_id = l.customer_id AND m.orders > 0
                       AND m.month >= ${day(start)}::date AND m.month < ${day(end)}::date)) AS n`;
      return Number(rows[0]?.n ?? 0);
    },
  };
}
