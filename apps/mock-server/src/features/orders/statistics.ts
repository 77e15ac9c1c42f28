import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { MonthStatistics, OrderStatistics } from '../../decorators.ts';

/**
 * Order figures, grouped in SQL so no order is loaded. Revenue is what the kitchen earns from the orders placed in
 * the period that were not cancelled (items + delivery fee; the platform fee is the platform's), counted when the
 * order is placed, so orders still in progress count too.
 */
export function createOrderStatistics(prisma: PrismaClient): OrderStatistics {
  return {
    async monthly(businessId, start, end) {
      const rows = await prisma.$queryRaw<
        { month: string; orders: bigint | number; revenue: bigint | number | null }[]
      >`
        SELECT to_char(created_at, 'YYYY-MM') AS month,
               COUNT(*) AS orders,
               SUM(amount_pence - platform_fee_pence) AS revenue
          FROM orders
         WHERE business_id = ${businessId} AND status <> 'cancelled'
           AND created_at >= ${start} AND created_at < ${end}
         GROUP BY 1`;
      return new Map<string, MonthStatistics>(
        rows.map((r) => [r.month, { orders: Number(r.orders), revenuePence: Number(r.revenue ?? 0) }]),
      );
    },

    async customers(businessId, start, end) {
      const rows = await prisma.$queryRaw<{ n: bigint | number }[]>`
        SELECT COUNT(DISTINCT customer_id) AS n
          FROM orders
         WHERE business_id = ${businessId} AND status <> 'cancelled'
           AND created_at >= ${start} AND created_at < ${end}`;
      return Number(rows[0]?.n ?? 0);
    },
  };
}
