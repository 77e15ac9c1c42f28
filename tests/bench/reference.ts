/**
 * Bench-only reference routes: the same three reads as the real routes (token checked, same rows, same JSON), each
 * written by hand as one raw SQL query that builds the answer with json_build_object. They show what the database and
 * Node can do for that work; the benchmark registers them on its own app instance, never the server.
 */
import type { buildApp } from '../../apps/mock-server/src/app.ts';
import { toMealDto } from '../../apps/mock-server/src/features/meals/view.ts';
import { MEAL_BODY_SQL, type MealViewRow } from '../../apps/mock-server/src/features/meals/view-sql.ts';
import { allocate } from '../../apps/mock-server/src/features/orders/view.ts';
import { ORDER_MEAL_SQL, snapshotMealSql } from '../../apps/mock-server/src/features/orders/view-sql.ts';
import { at, pounds } from '../../apps/mock-server/src/lib/json-sql.ts';

type Row = Record<string, unknown>;
type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
/** What the reference routes read of a request. */
interface FastifyRequest {
  headers: { authorization?: string | undefined };
  query: unknown;
}

/** Runs one hand-written SQL statement on the app's database (raw: no query building, no relation loading). */
async function sql(app: FastifyInstance, text: string, args: unknown[]): Promise<Row[]> {
  const rows = await app.prisma.$queryRawUnsafe<Row[]>(text, ...args);
  return rows;
}

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

// The JSON-building pieces and the mapping of a row to the wire are the server's own (timestamps, pounds, a meal's
// body, a meal's and an order's view): the reference measures one statement run raw with no framework around it, and
// for orders a statement put together by hand, one correlated subquery per item and order.
const ME = `
SELECT json_build_object('id', u.id, 'firstName', coalesce(u.first_name, ''), 'lastName', coalesce(u.last_name, ''),
  'email', u.email, 'phone', u.phone, 'businessId', m.business_id,
  'role', json_build_object('id', r.id, 'name', r.name, 'slug', r.slug, 'permissions',
    coalesce((SELECT json_agg(p.permission ORDER BY p.permission) FROM role_permissions p WHERE p.role_id = r.id),
      '[]'::json)),
  'completedOnboarding', coalesce((
    SELECT ow.first_name <> '' AND ow.last_name <> '' AND ow.phone <> '' AND ow.dob IS NOT NULL
      AND b.business_name <> '' AND b.business_phone <> '' AND b.postcode <> '' AND b.business_address <> ''
      AND ow.proof_of_identification_id IS NOT NULL AND b.food_hygiene_certificate_id IS NOT NULL
      AND b.preferences_saved
    FROM memberships om JOIN roles orl ON orl.id = om.role_id JOIN users ow ON ow.id = om.user_id
    WHERE om.business_id = b.id AND orl.slug = 'administrator' ORDER BY om.created_at LIMIT 1), false),
  'hasPassword', u.password_hash IS NOT NULL, 'createdAt', ${at('u.created_at')}) AS body,
  m.status, m.business_id
FROM users u JOIN memberships m ON m.user_id = u.id JOIN roles r ON r.id = m.role_id
JOIN businesses b ON b.id = m.business_id WHERE u.id = $1`;

const ORDER_MEAL = `CASE WHEN m.id IS NULL THEN ${snapshotMealSql('o.business_id')} ELSE ${ORDER_MEAL_SQL} END`;

const ORDERS = `
WITH page AS (
  SELECT o.*, count(*) OVER () AS total FROM orders o WHERE o.business_id = $1
  ORDER BY o.created_at DESC, o.id DESC OFFSET $2 LIMIT $3)
SELECT o.total, json_build_object('id', o.id, 'createdAt', ${at('o.created_at')}, 'updatedAt', ${at('o.updated_at')},
  'amount', ${pounds('o.amount_pence')}, 'reference', o.reference, 'status', o.status,
  'items', coalesce((SELECT json_agg(json_build_object('id', i.id, 'meta', null,
      'details', json_build_array(json_build_object('meal', ${ORDER_MEAL},
        'option', json_strip_nulls(json_build_object('id', coalesce(i.meal_option_id, i.id), 'size', i.option_size,
          'price', ${pounds('i.price_pence')}, 'servings', i.servings, 'mealId', i.meal_id)),
        'quantity', i.quantity)),
      'deliveryDate', to_char(i.delivery_date, 'YYYY-MM-DD'), 'amount', ${pounds('i.amount_pence')},
      'status', i.status, 'deliveryFee', 0, 'platformFee', 0, 'businessId', o.business_id, 'pence', i.amount_pence)
    ORDER BY i.delivery_date, i.id)
    FROM order_items i LEFT JOIN meals m ON m.id = i.meal_id WHERE i.order_id = o.id), '[]'::json),
  'user', (SELECT json_build_object('firstName', c.first_name, 'lastName', c.last_name, 'phone', nullif(c.phone, ''),
    'email', c.email) FROM customers c WHERE c.id = o.customer_id),
  'address', (SELECT json_build_object('id', a.id, 'addressLine', a.address_line, 'county', a.county, 'town', a.town,
    'country', a.country, 'area', a.area, 'postcode', a.postcode, 'longitude', a.longitude, 'latitude', a.latitude,
    'meta', json_build_object('tag', a.tag, 'phone', a.phone, 'fullName', a.full_name))
    FROM addresses a WHERE a.id = o.address_id),
  'cancellation', CASE WHEN o.status = 'cancelled' THEN json_build_object('reason', o.cancellation_reason,
    'details', o.cancellation_details, 'cancelledAt', ${at('coalesce(o.cancelled_at, o.updated_at)')}) END,
  'deliveryFeePence', o.delivery_fee_pence, 'platformFeePence', o.platform_fee_pence) AS body
FROM page o ORDER BY o.created_at DESC, o.id DESC`;

const MEALS = `
WITH page AS (
  SELECT m.*, count(*) OVER () AS total FROM meals m WHERE m.business_id = $1 AND m.deleted_at IS NULL
  ORDER BY m.created_at DESC, m.id ASC OFFSET $2 LIMIT $3)
SELECT m.total, ${MEAL_BODY_SQL} AS body FROM page m ORDER BY m.created_at DESC, m.id ASC`;

/** The caller's user and business from the bearer token, checked the way the real routes check it. */
async function claims(app: FastifyInstance, request: FastifyRequest) {
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  return app.tokens.verifyAccess(token);
}

function paging(request: FastifyRequest) {
  const q = request.query as { pageNumber?: string; pageSize?: string };
  const pageNumber = Number(q.pageNumber ?? 1);
  const pageSize = Number(q.pageSize ?? 20);
  return { pageNumber, pageSize, skip: (pageNumber - 1) * pageSize };
}

const meta = (page: ReturnType<typeof paging>, total: number) => ({
  pageNumber: page.pageNumber,
  pageSize: page.pageSize,
  totalNumberOfRecords: total,
  totalNumberOfPages: Math.ceil(total / page.pageSize),
});

/** Registers /bench/ref/me, /bench/ref/meals and /bench/ref/orders on the benchmark's own app instance. */
export function registerReferenceRoutes(app: FastifyInstance): void {
  app.get('/bench/ref/me', async (request, reply) => {
    const { userId, businessId } = await claims(app, request);
    const [row] = await sql(app, ME, [userId]);
    if (!row || row.status !== 'active' || row.business_id !== businessId) return reply.status(401).send({});
    return { success: true, status: 'success', data: json(row.body) };
  });

  app.get('/bench/ref/meals', async (request) => {
    const { businessId } = await claims(app, request);
    const page = paging(request);
    const rows = await sql(app, MEALS, [businessId, page.skip, page.pageSize]);
    return {
      success: true,
      status: 'success',
      data: rows.map((r) => toMealDto(json(r.body) as MealViewRow)),
      meta: meta(page, Number(rows[0]?.total ?? 0)),
    };
  });

  app.get('/bench/ref/orders', async (request) => {
    const { businessId } = await claims(app, request);
    const page = paging(request);
    const rows = await sql(app, ORDERS, [businessId, page.skip, page.pageSize]);
    const data = rows.map((r) => {
      const order = json(r.body) as Row & { items: (Row & { pence: number })[] };
      const shares = allocate(
        order.platformFeePence as number,
        order.items.map((i) => i.pence),
      );
      order.items.forEach((item, index) => {
        item.deliveryFee = index === 0 ? (order.deliveryFeePence as number) / 100 : 0;
        item.platformFee = (shares[index] ?? 0) / 100;
        delete (item as Partial<typeof item>).pence;
      });
      delete order.deliveryFeePence;
      delete order.platformFeePence;
      return order;
    });
    return { success: true, status: 'success', data, meta: meta(page, Number(rows[0]?.total ?? 0)) };
  });
}
