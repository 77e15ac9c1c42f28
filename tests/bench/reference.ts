/**
 * Bench-only reference routes: the same three reads as the real routes (token checked, same rows, same JSON), each
 * written by hand as one raw SQL query that builds the answer with json_build_object. They show what the database and
 * Node can do for that work; the benchmark registers them on its own app instance, never the server.
 */
import type { buildApp } from '../../apps/mock-server/src/app.ts';
import { allocate } from '../../apps/mock-server/src/features/orders/view.ts';

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

const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const pounds = (col: string) => `(${col} / 100.0)::float8`;
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const MEDIA = `json_build_object('id', md.id, 'url', md.url,
  'meta', json_build_object('bucketName', md.bucket_name, 'documentType', md.content_type),
  'type', CASE WHEN md.content_type = 'application/pdf' THEN 'document' ELSE 'image' END,
  'purpose', md.purpose, 'filename', md.storage_key, 'originalFilename', md.original_filename,
  'createdAt', ${ts('md.created_at')}, 'updatedAt', ${ts('md.updated_at')},
  'deletedAt', ${ts('md.deleted_at')})`;

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
  'hasPassword', u.password_hash IS NOT NULL, 'createdAt', ${ts('u.created_at')}) AS body,
  m.status, m.business_id
FROM users u JOIN memberships m ON m.user_id = u.id JOIN roles r ON r.id = m.role_id
JOIN businesses b ON b.id = m.business_id WHERE u.id = $1`;

const ORDER_MEAL = `CASE WHEN m.id IS NULL THEN json_build_object('id', i.id, 'name', i.meal_name, 'tags', '[]'::json,
  'media', '[]'::json, 'rating', null, 'ratingCount', 0, 'status', 'archived',
  'attributes', json_build_object('additives', '[]'::json, 'allergens', '[]'::json, 'ingredients', '[]'::json,
    'dietaryClassification', '[]'::json, 'spiceLevel', 0),
  'businessId', o.business_id, 'dailyStock', null, 'description', '',
  'availability', json_build_object('sun', false, 'mon', false, 'tue', false, 'wed', false, 'thu', false,
    'fri', false, 'sat', false),
  'customAvailabilityId', null, 'deleted', true)
ELSE json_build_object('id', m.id, 'name', m.name, 'tags', to_json(m.tags),
  'media', coalesce((SELECT json_agg(${MEDIA} ORDER BY mm.position) FROM meal_media mm
    JOIN media md ON md.id = mm.media_id WHERE mm.meal_id = m.id), '[]'::json),
  'rating', m.rating, 'ratingCount', m.rating_count, 'status', m.status,
  'attributes', json_build_object('additives', to_json(m.additives),
    'allergens', coalesce((SELECT json_agg(a.name) FROM meal_allergens ma JOIN allergens a ON a.id = ma.allergen_id
      WHERE ma.meal_id = m.id), '[]'::json),
    'ingredients', coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name))
      FROM meal_ingredients mi JOIN ingredients g ON g.id = mi.ingredient_id WHERE mi.meal_id = m.id), '[]'::json),
    'dietaryClassification', coalesce((SELECT json_agg(d.name) FROM meal_dietary_offerings md2
      JOIN dietary_offerings d ON d.id = md2.dietary_offering_id WHERE md2.meal_id = m.id), '[]'::json),
    'spiceLevel', m.spice_level),
  'businessId', m.business_id, 'dailyStock', m.daily_stock, 'description', m.description,
  'availability', json_build_object('sun', m.sun, 'mon', m.mon, 'tue', m.tue, 'wed', m.wed, 'thu', m.thu,
    'fri', m.fri, 'sat', m.sat),
  'customAvailabilityId', (SELECT ca.id FROM custom_availability ca WHERE ca.meal_id = m.id AND ca.status = 'active'
    ORDER BY ca.start_date LIMIT 1),
  'deleted', m.deleted_at IS NOT NULL) END`;

const ORDERS = `
WITH page AS (
  SELECT o.*, count(*) OVER () AS total FROM orders o WHERE o.business_id = $1
  ORDER BY o.created_at DESC, o.id DESC OFFSET $2 LIMIT $3)
SELECT o.total, json_build_object('id', o.id, 'createdAt', ${ts('o.created_at')}, 'updatedAt', ${ts('o.updated_at')},
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
    'details', o.cancellation_details, 'cancelledAt', ${ts('coalesce(o.cancelled_at, o.updated_at)')}) END,
  'deliveryFeePence', o.delivery_fee_pence, 'platformFeePence', o.platform_fee_pence) AS body
FROM page o ORDER BY o.created_at DESC, o.id DESC`;

const MEALS = `
WITH page AS (
  SELECT m.*, count(*) OVER () AS total FROM meals m WHERE m.business_id = $1 AND m.deleted_at IS NULL
  ORDER BY m.created_at DESC, m.id ASC OFFSET $2 LIMIT $3)
SELECT m.total, json_build_object('id', m.id, 'name', m.name, 'description', m.description, 'tags', to_json(m.tags),
  'categories', coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug))
    FROM meal_categories c WHERE c.id = m.category_id), '[]'::json),
  'media', coalesce((SELECT json_agg(${MEDIA} ORDER BY mm.position, mm.media_id) FROM meal_media mm
    JOIN media md ON md.id = mm.media_id WHERE mm.meal_id = m.id AND md.deleted_at IS NULL), '[]'::json),
  'availability', json_build_object('sun', m.sun, 'mon', m.mon, 'tue', m.tue, 'wed', m.wed, 'thu', m.thu,
    'fri', m.fri, 'sat', m.sat),
  'attributes', json_build_object('additives', to_json(m.additives),
    'allergens', coalesce((SELECT json_agg(a.id ORDER BY a.name) FROM meal_allergens ma
      JOIN allergens a ON a.id = ma.allergen_id WHERE ma.meal_id = m.id), '[]'::json),
    'ingredients', coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
      FROM meal_ingredients mi JOIN ingredients g ON g.id = mi.ingredient_id WHERE mi.meal_id = m.id), '[]'::json),
    'dietaryClassification', coalesce((SELECT json_agg(d.id ORDER BY d.name) FROM meal_dietary_offerings mdo
      JOIN dietary_offerings d ON d.id = mdo.dietary_offering_id WHERE mdo.meal_id = m.id), '[]'::json),
    'spiceLevel', m.spice_level),
  'rating', CASE WHEN m.rating_count > 0 THEN m.rating END, 'ratingCount', m.rating_count,
  'options', coalesce((SELECT json_agg(json_build_object('id', op.id, 'size', op.size,
      'price', ${pounds('op.price_pence')}, 'servings', op.servings, 'mealId', op.meal_id) ORDER BY op.position, op.id)
    FROM meal_options op WHERE op.meal_id = m.id), '[]'::json),
  'customAvailability', coalesce((SELECT json_agg(json_build_object('id', ca.id, 'createdAt', ${ts('ca.created_at')},
      'updatedAt', ${ts('ca.updated_at')}, 'startDate', to_char(ca.start_date, 'YYYY-MM-DD'),
      'endDate', to_char(ca.end_date, 'YYYY-MM-DD'), 'available', ca.available, 'status', ca.status)
      ORDER BY ca.start_date, ca.created_at, ca.id)
    FROM custom_availability ca WHERE ca.meal_id = m.id), '[]'::json),
  'status', m.status, 'dailyStock', m.daily_stock, 'servingType', m.serving_type,
  'customIngredients', to_json(m.custom_ingredients), 'confirmNoAllergen', m.confirm_no_allergen, 'version', m.version,
  'businessId', m.business_id,
  'createdAt', ${ts('m.created_at')}, 'updatedAt', ${ts('m.updated_at')}) AS body
FROM page m ORDER BY m.created_at DESC, m.id ASC`;

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
      data: rows.map((r) => json(r.body)),
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
