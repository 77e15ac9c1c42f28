// Grows the demo business's orders for the benchmark's cost curve: copies of the seeded orders (and their items),
// each copy dated a week further back, so deep pages reach old orders.
import type { PrismaClient } from '../../apps/mock-server/src/generated/prisma/client.ts';

const ORDER_COLUMNS = [
  'business_id',
  'customer_id',
  'address_id',
  'status',
  'amount_pence',
  'delivery_fee_pence',
  'platform_fee_pence',
  'cancellation_reason',
  'cancellation_details',
  'cancelled_at',
  'version',
  'updated_at',
].join(', ');
const ITEM_COLUMNS = [
  'meal_id',
  'meal_name',
  'meal_option_id',
  'option_size',
  'price_pence',
  'servings',
  'quantity',
  'delivery_date',
  'amount_pence',
  'status',
].join(', ');

/** Adds copies number `from` to `to` of every original order of the business; returns the business's order count. */
export async function addOrderCopies(
  prisma: PrismaClient,
  businessId: string,
  from: number,
  to: number,
): Promise<number> {
  const original = `o.business_id = '${businessId}' AND o.reference NOT LIKE '%~%'`;
  await prisma.$executeRawUnsafe(`
    INSERT INTO orders (id, reference, created_at, ${ORDER_COLUMNS})
    SELECT md5(o.id || '~' || g)::uuid::text, o.reference || '~' || g, o.created_at - g * interval '7 days',
      ${ORDER_COLUMNS.replace(/(\w+)/g, 'o.$1')}
    FROM orders o, generate_series(${from}, ${to}) g WHERE ${original}`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO order_items (id, order_id, ${ITEM_COLUMNS})
    SELECT md5(i.id || '~' || g)::uuid::text, md5(o.id || '~' || g)::uuid::text, ${ITEM_COLUMNS.replace(/(\w+)/g, 'i.$1')}
    FROM order_items i JOIN orders o ON o.id = i.order_id, generate_series(${from}, ${to}) g WHERE ${original}`);
  await prisma.$executeRawUnsafe('ANALYZE orders');
  await prisma.$executeRawUnsafe('ANALYZE order_items');
  return prisma.order.count({ where: { businessId } });
}
