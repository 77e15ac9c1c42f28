// The statements of the data generator (generate.ts). Every row is made inside the database from generate_series,
// so nothing travels row by row: a kitchen is a copy of a seeded kitchen's menu, zones, hours and roles under new
// ids, and its customers, orders, items, status events, transactions and audit events are drawn from a hash of the
// seed and the row's number, so the same seed always gives the same rows. Names come from the seed's lists.
//
// Placeholders, filled in as literals by generate.ts: $1 the seed, $2 "now" (a timestamp), $3 and $4 the first and last
// order number of a batch, $5, $6 and $7 the lists of first names, last names and streets. The kitchens of a batch
// are in the temporary table gen_kitchens.

/** A number in [0, 1) drawn from the seed and an integer expression: the same inputs always give the same number. */
export const rnd = (expr: string) =>
  `((hashint8(($1::bigint * 1000003 + (${expr}))::bigint)::bigint + 2147483648) / 4294967296.0)`;
/** An integer in [0, n) drawn like rnd. */
const pick = (expr: string, n: string) => `floor(${rnd(expr)} * (${n}))::int`;
/** A UUID-shaped id from a name (md5), as text. */
const uid = (name: string) => `md5($1::text || ':' || ${name})::uuid::text`;
/**
 * A UUID-shaped id made of a kind of row, the kitchen's number, the row's number and a sub-number, in that order: the
 * rows of a batch come in increasing id order, so each primary key index grows at its end instead of at random places
 * (several times faster than md5 ids for millions of rows). The seed's own mark ends it.
 */
const sid = (kind: number, k: string, n: string, sub = '0') =>
  `(lpad(to_hex(${kind}), 4, '0') || lpad(to_hex((${k})::bigint), 8, '0') || lpad(to_hex((${n})::bigint), 10, '0')
    || lpad(to_hex((${sub})::bigint), 4, '0') || substr(md5($1::text), 1, 6))::uuid::text`;
const KIND = { customer: 1, address: 2, order: 3, item: 4, event: 5, audit: 6, sale: 7, refund: 8, payout: 9 };

/** The stages of an order, in order (1-based in SQL). */
const STAGES = `ARRAY['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']`;

export const KITCHENS_TABLE = `
CREATE TEMP TABLE gen_kitchens (
  k int PRIMARY KEY, id text, owner_id text, template_id text, email text, first_name text, last_name text,
  name text, handle text, customers int, orders int, ref_base bigint, fee int
) ON COMMIT DROP`;

/** The onboarding documents each owner uploads, as the seed's kitchens have them (the first two are required). */
const DOCUMENTS = [
  'proof_of_identity',
  'food_hygiene_certificate',
  'allergen_awareness_certificate',
  'council_registration',
];
/** The id of a kitchen's onboarding document of a type (an SQL text expression). */
const documentId = (type: string) => uid(`g.id || ':document:' || ${type}`);
/** When each owner finished onboarding: two days after joining, three years before now (as the seed's owners). */
const ONBOARDED = `$2::timestamp - interval '3 years' + interval '2 days'`;

/**
 * The owners, their businesses, roles, membership, hours, zones and menu, copied from each kitchen's template. Each
 * owner finished onboarding as a chef does: a date of birth, their business's own phone, address and (for a
 * registered business) company name and number, and their own onboarding documents, uploaded by them. The users and
 * businesses point at documents inserted after them: the batch runs with the triggers off (foreign keys included),
 * as a restore does, and every row is in place when it commits.
 */
export const KITCHEN_ROWS = [
  `INSERT INTO users (id, email, first_name, last_name, phone, dob, password_hash, proof_of_identification_id,
     allergen_awareness_certificate_id, created_at, updated_at)
   SELECT g.owner_id, g.email, g.first_name, g.last_name, '+447700900' || lpad((g.k % 500)::text, 3, '0'),
     ($2::timestamp - interval '24 years' - ${pick('g.k::bigint * 17 + 1', '40 * 365')} * interval '1 day')::date,
     u.password_hash, ${documentId(`'proof_of_identity'`)}, ${documentId(`'allergen_awareness_certificate'`)},
     $2::timestamp - interval '3 years', ${ONBOARDED}
   FROM gen_kitchens g JOIN memberships m ON m.business_id = g.template_id AND m.owner JOIN users u ON u.id = m.user_id`,
  `INSERT INTO businesses (id, business_name, registered_business_name, business_registration_number, business_phone,
     postcode, business_address, registered_business, food_hygiene_certificate_completed, custom_cuisines,
     preferences_saved, kitchen_name, handle_name, kitchen_description, address, order_cut_off_time,
     minimum_payout_pence, payout_schedule, food_hygiene_certificate_id, council_registration_document_id, created_at,
     updated_at)
   SELECT g.id, g.name, CASE WHEN t.registered_business THEN g.name || ' Ltd' END,
     CASE WHEN t.registered_business THEN (10000000 + ${pick('g.k::bigint * 17 + 2', '89999999')})::text END,
     left(t.business_phone, length(t.business_phone) - 3) || lpad((g.k % 1000)::text, 3, '0'), t.postcode,
     regexp_replace(t.business_address, '^[0-9]+', (1 + g.k % 180)::text), t.registered_business,
     t.food_hygiene_certificate_completed, t.custom_cuisines, t.preferences_saved, g.name, g.handle,
     t.kitchen_description, regexp_replace(t.address, '^[0-9]+', (1 + g.k % 180)::text), t.order_cut_off_time,
     t.minimum_payout_pence, t.payout_schedule, ${documentId(`'food_hygiene_certificate'`)},
     ${documentId(`'council_registration'`)}, $2::timestamp - interval '3 years', ${ONBOARDED}
   FROM gen_kitchens g JOIN businesses t ON t.id = g.template_id`,
  `INSERT INTO media (id, business_id, uploaded_by_id, storage_key, url, content_type, size, purpose,
     original_filename, bucket_name, document_type, created_at, updated_at)
   SELECT d.id, g.id, g.owner_id, 'generated-' || d.id || '.pdf', '/api/v1/files/generated-' || d.id || '.pdf',
     'application/pdf', 40000 + ${pick('g.k::bigint * 17 + 3 + docs.n', '160000')}, 'document',
     replace(docs.type, '_', '-') || '.pdf', 'local', docs.type, ${ONBOARDED}, ${ONBOARDED}
   FROM gen_kitchens g, unnest(ARRAY[${DOCUMENTS.map((type) => `'${type}'`).join(', ')}]) WITH ORDINALITY docs (type, n),
     LATERAL (SELECT ${documentId('docs.type')} AS id) d`,
  `INSERT INTO business_cuisines (business_id, cuisine_id)
   SELECT g.id, c.cuisine_id FROM gen_kitchens g JOIN business_cuisines c ON c.business_id = g.template_id`,
  `INSERT INTO business_dietary_offerings (business_id, dietary_offering_id)
   SELECT g.id, d.dietary_offering_id FROM gen_kitchens g
   JOIN business_dietary_offerings d ON d.business_id = g.template_id`,
  `INSERT INTO roles (id, business_id, name, slug, description, status, built_in, created_at, updated_at)
   SELECT ${uid(`g.id || r.id`)}, g.id, r.name, r.slug, r.description, r.status, r.built_in, r.created_at, r.updated_at
   FROM gen_kitchens g JOIN roles r ON r.business_id = g.template_id`,
  `INSERT INTO role_permissions (role_id, permission)
   SELECT ${uid(`g.id || r.id`)}, p.permission FROM gen_kitchens g
   JOIN roles r ON r.business_id = g.template_id JOIN role_permissions p ON p.role_id = r.id`,
  `INSERT INTO memberships (id, user_id, business_id, role_id, status, owner, created_at, updated_at)
   SELECT ${uid(`g.id || ':membership'`)}, g.owner_id, g.id, ${uid(`g.id || m.role_id`)}, 'active', true,
     $2::timestamp - interval '3 years', $2::timestamp - interval '3 years'
   FROM gen_kitchens g JOIN memberships m ON m.business_id = g.template_id AND m.owner`,
  `INSERT INTO opening_hours (id, business_id, weekday, open, close, is_active)
   SELECT ${uid(`g.id || h.id`)}, g.id, h.weekday, h.open, h.close, h.is_active
   FROM gen_kitchens g JOIN opening_hours h ON h.business_id = g.template_id`,
  `INSERT INTO delivery_zones (id, business_id, label, fee_pence, version, created_at, updated_at)
   SELECT ${uid(`g.id || z.id`)}, g.id, z.label, z.fee_pence, 1, z.created_at, z.updated_at
   FROM gen_kitchens g JOIN delivery_zones z ON z.business_id = g.template_id`,
  `INSERT INTO delivery_zone_towns (zone_id, town_id, business_id)
   SELECT ${uid(`g.id || t.zone_id`)}, t.town_id, g.id
   FROM gen_kitchens g JOIN delivery_zone_towns t ON t.business_id = g.template_id`,
  `INSERT INTO meals (id, business_id, name, description, status, serving_type, daily_stock, spice_level, rating,
     rating_count, tags, category_id, additives, custom_ingredients, confirm_no_allergen, sun, mon, tue, wed, thu,
     fri, sat, deleted_at, version, created_at, updated_at)
   SELECT ${uid(`g.id || m.id`)}, g.id, m.name, m.description, m.status, m.serving_type, m.daily_stock,
     m.spice_level, m.rating, m.rating_count, m.tags, m.category_id, m.additives, m.custom_ingredients,
     m.confirm_no_allergen, m.sun, m.mon, m.tue, m.wed, m.thu, m.fri, m.sat, m.deleted_at, 1,
     m.created_at - interval '2 years', m.updated_at
   FROM gen_kitchens g JOIN meals m ON m.business_id = g.template_id`,
  `INSERT INTO meal_ingredients (meal_id, ingredient_id)
   SELECT ${uid(`g.id || x.meal_id`)}, x.ingredient_id FROM gen_kitchens g
   JOIN meals m ON m.business_id = g.template_id JOIN meal_ingredients x ON x.meal_id = m.id`,
  `INSERT INTO meal_allergens (meal_id, allergen_id)
   SELECT ${uid(`g.id || x.meal_id`)}, x.allergen_id FROM gen_kitchens g
   JOIN meals m ON m.business_id = g.template_id JOIN meal_allergens x ON x.meal_id = m.id`,
  `INSERT INTO meal_dietary_offerings (meal_id, dietary_offering_id)
   SELECT ${uid(`g.id || x.meal_id`)}, x.dietary_offering_id FROM gen_kitchens g
   JOIN meals m ON m.business_id = g.template_id JOIN meal_dietary_offerings x ON x.meal_id = m.id`,
  // The pictures are the template's own files, shown by both.
  `INSERT INTO meal_media (meal_id, media_id, position)
   SELECT ${uid(`g.id || x.meal_id`)}, x.media_id, x.position FROM gen_kitchens g
   JOIN meals m ON m.business_id = g.template_id JOIN meal_media x ON x.meal_id = m.id`,
  `INSERT INTO meal_options (id, meal_id, size, price_pence, servings, position)
   SELECT ${uid(`g.id || o.id`)}, ${uid(`g.id || o.meal_id`)}, o.size, o.price_pence, o.servings, o.position
   FROM gen_kitchens g JOIN meals m ON m.business_id = g.template_id JOIN meal_options o ON o.meal_id = m.id`,
];

/** Customers ($5 first names, $6 last names, $7 streets), each with an address copied from a template customer's. */
export const CUSTOMER_ROWS = [
  `CREATE TEMP TABLE gen_addresses ON COMMIT DROP AS
   SELECT c.business_id AS template_id, row_number() OVER (PARTITION BY c.business_id ORDER BY a.id) - 1 AS idx,
     count(*) OVER (PARTITION BY c.business_id) AS n, a.*
   FROM customers c JOIN addresses a ON a.customer_id = c.id
   WHERE c.business_id IN (SELECT DISTINCT template_id FROM gen_kitchens)`,
  `CREATE TEMP TABLE gen_customers ON COMMIT DROP AS
   SELECT g.k, g.id AS business_id, g.template_id, i,
     ${sid(KIND.customer, 'g.k', 'i')} AS id,
     ($5::text[])[1 + ${pick(`g.k::bigint * 100000 + i * 2`, 'cardinality($5::text[])')}] AS first_name,
     ($6::text[])[1 + ${pick(`g.k::bigint * 100000 + i * 2 + 1`, 'cardinality($6::text[])')}] AS last_name
   FROM gen_kitchens g, generate_series(0, g.customers - 1) i`,
  `INSERT INTO customers (id, business_id, first_name, last_name, phone, email, created_at, search_text)
   SELECT c.id, c.business_id, c.first_name, c.last_name, '+447700900' || lpad((500 + c.i % 500)::text, 3, '0'),
     c.email, $2::timestamp - interval '760 days' + c.i * interval '1 minute',
     lower(concat_ws(' ', c.first_name, c.last_name, c.email))
   FROM (SELECT *, lower(first_name || '.' || last_name || i || '@example.com') AS email FROM gen_customers) c`,
  `INSERT INTO addresses (id, customer_id, town_id, address_line, county, town, country, area, postcode, longitude,
     latitude, tag, phone, full_name, created_at)
   SELECT ${sid(KIND.address, 'c.k', 'c.i')}, c.id, a.town_id,
     (1 + c.i % 180) || ' ' || ($7::text[])[1 + ${pick(`c.k::bigint * 100000 + c.i * 3`, 'cardinality($7::text[])')}],
     a.county, a.town, a.country, a.area, a.postcode, a.longitude, a.latitude, a.tag,
     '+447700900' || lpad((500 + c.i % 500)::text, 3, '0'), c.first_name || ' ' || c.last_name,
     $2::timestamp - interval '760 days'
   FROM gen_customers c JOIN gen_addresses a ON a.template_id = c.template_id
     AND a.idx = ${pick(`c.k::bigint * 100000 + c.i * 3 + 1`, 'a.n')}`,
];

/**
 * Orders $3..$4 (1-based numbers) of each kitchen, spread evenly over the two years before now: older than a day
 * delivered or (one in ten) cancelled; the last day's at every stage by age. Each has 1 to 3 items of the kitchen's
 * published meals, delivered the next day or the one after, its status events (the owner moves it on), an audit
 * event per change, a sale once delivered and a refund when cancelled after the kitchen accepted it.
 */
export const ORDER_ROWS = [
  `UPDATE gen_kitchens g SET fee = coalesce((SELECT min(z.fee_pence) FROM delivery_zones z
     WHERE z.business_id = g.template_id), 0)`,
  `CREATE TEMP TABLE gen_options ON COMMIT DROP AS
   SELECT g.k, row_number() OVER (PARTITION BY g.k ORDER BY o.id) - 1 AS idx,
     ${uid(`g.id || o.id`)} AS option_id, ${uid(`g.id || m.id`)} AS meal_id, m.name AS meal_name, o.size,
     o.price_pence, o.servings
   FROM gen_kitchens g JOIN meals m ON m.business_id = g.template_id AND m.status = 'published'
     AND m.deleted_at IS NULL JOIN meal_options o ON o.meal_id = m.id`,
  `CREATE TEMP TABLE gen_orders ON COMMIT DROP AS
   SELECT s.*, x.cancelled, x.last_stage,
     CASE WHEN x.cancelled THEN 'cancelled' ELSE (${STAGES})[x.last_stage + 1] END AS status,
     s.created_at + (x.last_stage + x.cancelled::int) * interval '40 minutes' AS updated_at
   FROM (
     SELECT g.k, g.id AS business_id, g.owner_id, g.fee, n, ${sid(KIND.order, 'g.k', 'n')} AS id,
       'ORD-' || (g.ref_base + n) AS reference, p.option_count,
       ${pick(`g.k::bigint * 10000000 + n * 5`, 'g.customers')} AS customer_number,
       c.created_at, c.created_at::date + 1 + ${pick(`g.k::bigint * 10000000 + n * 5 + 1`, '2')} AS delivery_date,
       CASE WHEN $2::timestamp - c.created_at < interval '1 day'
         THEN least(5, floor(extract(epoch FROM $2::timestamp - c.created_at) / 10800)::int) ELSE 5 END
         AS stage_by_age,
       ${rnd(`g.k::bigint * 10000000 + n * 5 + 2`)} < 0.1 AS cancel_draw,
       ${pick(`g.k::bigint * 10000000 + n * 5 + 3`, '3')} AS cancel_stage,
       1 + ${pick(`g.k::bigint * 10000000 + n * 5 + 4`, '3')} AS item_count
     FROM gen_kitchens g JOIN (SELECT k, count(*) AS option_count FROM gen_options GROUP BY k) p ON p.k = g.k,
       generate_series($3::int, least($4::int, g.orders)) n,
       LATERAL (SELECT $2::timestamp - interval '730 days' * (1 - (n - 1 + ${rnd(`g.k::bigint * 10000000 + n * 5`)})
         / g.orders) AS created_at) c
   ) s, LATERAL (SELECT s.cancel_draw AND s.stage_by_age >= 1 AS cancelled,
     CASE WHEN s.cancel_draw AND s.stage_by_age >= 1 THEN least(s.cancel_stage, s.stage_by_age - 1)
       ELSE s.stage_by_age END AS last_stage) x`,
  `CREATE TEMP TABLE gen_items ON COMMIT DROP AS
   SELECT o.k, o.n, o.id AS order_id, o.business_id, o.created_at AS order_created_at, o.status, o.delivery_date, i, p.option_id, p.meal_id, p.meal_name, p.size,
     p.price_pence, p.servings, CASE WHEN ${rnd(`o.k::bigint * 10000000 + o.n * 7 + i`)} < 0.6 THEN 1
       ELSE 2 + ${pick(`o.k::bigint * 10000000 + o.n * 11 + i`, '2')} END AS quantity
   FROM gen_orders o CROSS JOIN generate_series(1, o.item_count) i
   JOIN gen_options p ON p.k = o.k AND p.idx = ${pick(`o.k::bigint * 10000000 + o.n * 13 + i`, 'o.option_count')}`,
  `INSERT INTO order_items (id, order_id, meal_id, meal_name, meal_option_id, option_size, price_pence, servings,
     quantity, delivery_date, amount_pence, status, business_id, order_created_at)
   SELECT ${sid(KIND.item, 'i.k', 'i.n', 'i.i')}, i.order_id, i.meal_id, i.meal_name, i.option_id, i.size,
     i.price_pence, i.servings, i.quantity, i.delivery_date, i.price_pence * i.quantity, i.status, i.business_id,
     i.order_created_at
   FROM gen_items i`,
  `INSERT INTO order_delivery_days (order_id, delivery_date, business_id, order_created_at, previous_date, status)
   SELECT order_id, delivery_date, business_id, order_created_at,
     lag(delivery_date) OVER (PARTITION BY order_id ORDER BY delivery_date), status
   FROM (SELECT DISTINCT order_id, delivery_date, business_id, order_created_at, status FROM gen_items) d`,
  `CREATE TEMP TABLE gen_subtotals ON COMMIT DROP AS
   SELECT order_id, sum(price_pence * quantity)::int AS pence FROM gen_items GROUP BY order_id`,
  `INSERT INTO orders (id, business_id, customer_id, address_id, reference, status, amount_pence, delivery_fee_pence,
     platform_fee_pence, cancellation_reason, cancellation_details, cancelled_at, version, created_at, updated_at)
   SELECT o.id, o.business_id, ${sid(KIND.customer, 'o.k', 'o.customer_number')},
     ${sid(KIND.address, 'o.k', 'o.customer_number')}, o.reference, o.status,
     s.pence + o.fee + round(s.pence * 0.05)::int, o.fee, round(s.pence * 0.05)::int,
     CASE WHEN o.cancelled THEN 'customer_request' END,
     CASE WHEN o.cancelled THEN 'The customer changed their plans.' END,
     CASE WHEN o.cancelled THEN o.updated_at END, o.last_stage + o.cancelled::int + 1, o.created_at, o.updated_at
   FROM gen_orders o JOIN gen_subtotals s ON s.order_id = o.id`,
  `CREATE TEMP TABLE gen_events ON COMMIT DROP AS
   SELECT o.k, o.n, o.id AS order_id, o.business_id, o.reference, o.owner_id, s,
     CASE WHEN s = 0 THEN NULL ELSE (${STAGES})[s] END AS "from",
     CASE WHEN s > o.last_stage THEN 'cancelled' ELSE (${STAGES})[s + 1] END AS "to",
     o.created_at + s * interval '40 minutes' AS at
   FROM gen_orders o, generate_series(0, o.last_stage + o.cancelled::int) s`,
  `INSERT INTO order_status_events (id, order_id, "from", "to", at, by_user_id)
   SELECT ${sid(KIND.event, 'e.k', 'e.n', 'e.s')}, e.order_id, e."from", e."to", e.at,
     CASE WHEN e.s = 0 THEN NULL ELSE e.owner_id END
   FROM gen_events e`,
  `INSERT INTO audit_events (id, business_id, user_id, event_type, item_type, item_id, item_affected, description,
     created_at)
   SELECT ${sid(KIND.audit, 'e.k', 'e.n', 'e.s')}, e.business_id, e.owner_id, 'status_changed', 'order', e.order_id,
     e.reference, 'Changed status from ' || e."from" || ' to ' || e."to" || '.', e.at
   FROM gen_events e WHERE e.s > 0`,
  `INSERT INTO transactions (id, business_id, reference, description, type, status, amount_pence,
     payment_confirmation_date, order_id, created_at, updated_at)
   SELECT ${sid(KIND.sale, 'o.k', 'o.n')}, o.business_id, 'TRX-' || (2000000000 + o.reference_number),
     'Sale: order ' || o.reference, 'sale',
     CASE WHEN o.updated_at < $2::timestamp - interval '14 days' THEN 'paid' ELSE 'pending' END,
     s.pence + o.fee, o.updated_at, o.id, o.updated_at, o.updated_at
   FROM (SELECT *, substr(reference, 5)::bigint AS reference_number FROM gen_orders) o
   JOIN gen_subtotals s ON s.order_id = o.id WHERE o.status = 'delivered'
   UNION ALL
   SELECT ${sid(KIND.refund, 'o.k', 'o.n')}, o.business_id, 'TRX-' || (3000000000 + substr(o.reference, 5)::bigint),
     'Refund for order ' || o.reference, 'refund', 'paid', s.pence + o.fee + round(s.pence * 0.05)::int,
     o.updated_at, o.id, o.updated_at, o.updated_at
   FROM gen_orders o JOIN gen_subtotals s ON s.order_id = o.id WHERE o.cancelled AND o.last_stage >= 1`,
  'DROP TABLE gen_options, gen_orders, gen_items, gen_subtotals, gen_events',
];

/**
 * Once a kitchen's orders are all in: its weekly payouts (each with its withdrawal fee) of the sales paid, then its
 * running totals and its page version, worked out from its rows (the triggers that keep them are off while the
 * generator writes, as for a restore).
 */
export const FINISH_ROWS = [
  `INSERT INTO transactions (id, business_id, reference, description, type, status, amount_pence,
     payment_confirmation_date, order_id, created_at, updated_at)
   SELECT ${sid(KIND.payout, 'g.k', 'w.number', "CASE WHEN kind = 'payout' THEN 0 ELSE 1 END")}, w.business_id,
     'TRX-' || (CASE WHEN kind = 'payout' THEN 4000000000 ELSE 5000000000 END + g.k * 1000 + w.number),
     CASE WHEN kind = 'payout' THEN 'Weekly payout to bank account ending 4821' ELSE 'Withdrawal fee' END, kind,
     'paid', CASE WHEN kind = 'payout' THEN w.pence - 395 ELSE 395 END, w.paid_at, NULL, w.paid_at, w.paid_at
   FROM (SELECT business_id, date_trunc('week', created_at) AS week, sum(amount_pence) AS pence,
       date_trunc('week', created_at) + interval '9 days 6 hours' AS paid_at,
       row_number() OVER (PARTITION BY business_id ORDER BY date_trunc('week', created_at)) AS number
     FROM transactions WHERE business_id IN (SELECT id FROM gen_kitchens) AND type = 'sale' AND status = 'paid'
     GROUP BY 1, 2) w
   JOIN gen_kitchens g ON g.id = w.business_id CROSS JOIN (VALUES ('payout'), ('fee')) AS kinds (kind)
   WHERE w.pence > 395`,
  `INSERT INTO order_day_totals (business_id, day, status, slot, orders, kitchen_pence)
   SELECT business_id, created_at::date, status, 0, count(*), sum(amount_pence - platform_fee_pence) FROM orders
   WHERE business_id IN (SELECT id FROM gen_kitchens) GROUP BY 1, 2, 3`,
  `INSERT INTO customer_months (business_id, customer_id, month, orders)
   SELECT business_id, customer_id, date_trunc('month', created_at)::date, count(*) FROM orders
   WHERE business_id IN (SELECT id FROM gen_kitchens) AND status <> 'cancelled' GROUP BY 1, 2, 3`,
  `INSERT INTO customer_last_months (business_id, customer_id, last_month)
   SELECT business_id, customer_id, max(month) FROM customer_months
   WHERE business_id IN (SELECT id FROM gen_kitchens) GROUP BY 1, 2`,
  `INSERT INTO customer_month_counts (business_id, month, slot, customers)
   SELECT business_id, last_month, 0, count(*) FROM customer_last_months
   WHERE business_id IN (SELECT id FROM gen_kitchens) AND last_month IS NOT NULL GROUP BY 1, 2`,
  `INSERT INTO transaction_totals (business_id, type, status, slot, count, amount_pence)
   SELECT business_id, type, status, 0, count(*), sum(amount_pence) FROM transactions
   WHERE business_id IN (SELECT id FROM gen_kitchens) GROUP BY 1, 2, 3`,
  `INSERT INTO page_versions (business_id, slot, version) SELECT id, 0, txid_current() FROM gen_kitchens`,
];
