import { at, day, MEDIA_JSON, pounds } from '../../lib/json-sql.ts';
import { ONE_PLAN } from '../../lib/statement.ts';
import { CANCELLATION_REASONS } from './lifecycle.ts';

const NO_DAYS = `json_build_object('sun', false, 'mon', false, 'tue', false, 'wed', false, 'thu', false,
  'fri', false, 'sat', false)`;

/** A meal (`meals m`) as an order shows it, deleted or not. */
export const ORDER_MEAL_SQL = `json_build_object('id', m.id, 'name', m.name, 'tags', to_json(m.tags),
  'media', coalesce((SELECT json_agg(${MEDIA_JSON} ORDER BY mm.position, mm.media_id) FROM meal_media mm
    JOIN media md ON md.id = mm.media_id WHERE mm.meal_id = m.id), '[]'::json),
  'rating', m.rating, 'ratingCount', m.rating_count, 'status', m.status,
  'attributes', json_build_object('additives', to_json(m.additives),
    'allergens', coalesce((SELECT json_agg(a.name ORDER BY a.name) FROM meal_allergens ma
      JOIN allergens a ON a.id = ma.allergen_id WHERE ma.meal_id = m.id), '[]'::json),
    'ingredients', coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
      FROM meal_ingredients mi JOIN ingredients g ON g.id = mi.ingredient_id WHERE mi.meal_id = m.id), '[]'::json),
    'dietaryClassification', coalesce((SELECT json_agg(d.name ORDER BY d.name) FROM meal_dietary_offerings mdo
      JOIN dietary_offerings d ON d.id = mdo.dietary_offering_id WHERE mdo.meal_id = m.id), '[]'::json),
    'spiceLevel', m.spice_level),
  'businessId', m.business_id, 'dailyStock', m.daily_stock, 'description', m.description,
  'availability', json_build_object('sun', m.sun, 'mon', m.mon, 'tue', m.tue, 'wed', m.wed, 'thu', m.thu,
    'fri', m.fri, 'sat', m.sat),
  'customAvailabilityId', (SELECT ca.id FROM custom_availability ca WHERE ca.meal_id = m.id AND ca.status = 'active'
    ORDER BY ca.start_date LIMIT 1),
  'deleted', m.deleted_at IS NOT NULL)`;

/** When the meal row of an item (`order_items i`) is gone: the item's snapshot of it, in the business given. */
export const snapshotMealSql = (
  businessId: string,
) => `json_build_object('id', i.id, 'name', i.meal_name, 'tags', '[]'::json,
  'media', '[]'::json, 'rating', null, 'ratingCount', 0, 'status', 'archived',
  'attributes', json_build_object('additives', '[]'::json, 'allergens', '[]'::json, 'ingredients', '[]'::json,
    'dietaryClassification', '[]'::json, 'spiceLevel', 0),
  'businessId', ${businessId}, 'dailyStock', null, 'description', '', 'availability', ${NO_DAYS},
  'customAvailabilityId', null, 'deleted', true)`;

// An item's meta carries what the customer wrote for the kitchen (a storefront order's allergy note), else null.
const ITEM = `json_build_object('id', i.id,
  'meta', CASE WHEN i.allergy_note IS NULL THEN NULL ELSE json_build_object('allergyNote', i.allergy_note) END,
  'details', json_build_array(json_build_object('meal', coalesce(meal.body, ${snapshotMealSql('i.order_business_id')}),
    'option', json_strip_nulls(json_build_object('id', coalesce(i.meal_option_id, i.id), 'size', i.option_size,
      'price', ${pounds('i.price_pence')}, 'servings', i.servings, 'mealId', i.meal_id)),
    'quantity', i.quantity)),
  'deliveryDate', ${day('i.delivery_date')}, 'amount', ${pounds('i.amount_pence')},
  'deliveryFee', ${pounds('i.delivery_fee_pence')}, 'platformFee', ${pounds('i.platform_fee_pence')},
  'status', i.status, 'businessId', i.order_business_id)`;

/**
 * The items of the page's orders (`order_items` rows, each with `n`, its place in its order by delivery date, and its
 * order's business and allergy note) with the order's fees shared over them: the delivery fee on the first item, the platform fee split in proportion to the
 * items' amounts, each share rounded down and the pennies left over given to the largest remainders (ties to the
 * earlier item), so the items' amounts and fees add up to the order's amount exactly. With no amount to weigh by, the
 * first item carries the whole platform fee.
 */
const ITEM_FEES_SQL = `SELECT s.*, s.share + CASE WHEN row_number() OVER (PARTITION BY s.order_id ORDER BY s.remainder DESC, s.n)
    <= s.fee - sum(s.share) OVER (PARTITION BY s.order_id) THEN 1 ELSE 0 END AS platform_fee_pence
  FROM (SELECT w.*, CASE WHEN w.n = 1 THEN w.order_delivery_fee ELSE 0 END AS delivery_fee_pence,
      CASE WHEN w.weight > 0 THEN (w.fee * w.amount_pence) / w.weight WHEN w.n = 1 THEN w.fee ELSE 0 END AS share,
      CASE WHEN w.weight > 0 THEN (w.fee * w.amount_pence) % w.weight ELSE 0 END AS remainder
    FROM (SELECT i.*, fo.business_id AS order_business_id, fo.delivery_fee_pence AS order_delivery_fee,
        fo.platform_fee_pence::bigint AS fee, fo.allergy_note,
        row_number() OVER (PARTITION BY i.order_id ORDER BY i.delivery_date, i.id) AS n,
        sum(i.amount_pence) OVER (PARTITION BY i.order_id) AS weight
      FROM order_items i JOIN page fo ON fo.id = i.order_id) w) s`;

/** The stored cancellation reason (`o`) as the contract lists it: one stored before the list was fixed reads "other". */
const REASON_SQL = `CASE WHEN o.cancellation_reason IN (${CANCELLATION_REASONS.map((r) => `'${r}'`).join(', ')})
  THEN o.cancellation_reason ELSE 'other' END`;

/**
 * The orders of a page, written whole by the database as JSON text in the contract's shape (`body`), sent to the client
 * as written (JsonPage): each order with its items (by delivery date) and their shares of its fees, the customer, the
 * address and the cancellation. It follows a `page` CTE of the page's rows of `orders` (every column) that the caller
 * writes (`WITH page AS (...), ` + ORDER_PAGE_SQL), so no order is looked up again, and keeps the page's order, newest
 * first. Each meal on the page is built once, however many items carry it.
 */
export const ORDER_PAGE_SQL = `meal AS MATERIALIZED (
  SELECT m.id, ${ORDER_MEAL_SQL} AS body FROM meals m
  WHERE m.id IN (SELECT i.meal_id FROM order_items i JOIN page ON page.id = i.order_id)),
item_list AS MATERIALIZED (
  SELECT i.order_id, json_agg(${ITEM} ORDER BY i.n) AS items
  FROM (${ITEM_FEES_SQL}) i LEFT JOIN meal ON meal.id = i.meal_id
  GROUP BY i.order_id)
SELECT json_build_object('id', o.id, 'createdAt', ${at('o.created_at')},
  'updatedAt', ${at('o.updated_at')}, 'amount', ${pounds('o.amount_pence')}, 'reference', o.reference, 'status', o.status,
  'items', coalesce(item_list.items, '[]'::json),
  'user', (SELECT json_build_object('firstName', c.first_name, 'lastName', c.last_name, 'phone', nullif(c.phone, ''),
    'email', c.email) FROM customers c WHERE c.id = o.customer_id),
  'address', (SELECT json_build_object('id', ad.id, 'addressLine', ad.address_line, 'county', ad.county,
    'town', ad.town, 'country', ad.country, 'area', ad.area, 'postcode', ad.postcode, 'longitude', ad.longitude,
    'latitude', ad.latitude, 'meta', json_build_object('tag', ad.tag, 'phone', ad.phone, 'fullName', ad.full_name))
    FROM addresses ad WHERE ad.id = o.address_id),
  'cancellation', CASE WHEN o.status = 'cancelled' THEN json_build_object('reason', ${REASON_SQL},
    'details', o.cancellation_details, 'cancelledAt', ${at('coalesce(o.cancelled_at, o.updated_at)')}) END)::text AS body
FROM page o LEFT JOIN item_list ON item_list.order_id = o.id
ORDER BY o.created_at DESC, o.id DESC`;

/**
 * The business's (`$2`) orders among the ids `$1`, each built whole (ORDER_PAGE_SQL), newest first: a page's orders
 * once its ids are found. One statement for every page of every business, so each connection keeps it prepared with
 * its plan (ONE_PLAN); planned afresh, inside each page's own statement, it cost about what building the page did.
 * Each order is looked up by its id (OFFSET 0 keeps that lookup apart): a plan for no business in particular, left to
 * choose, read the business's orders for the ids, every one of the big kitchen's 250,000 (166 ms a page).
 */
export const ORDER_VIEWS_SQL = `${ONE_PLAN}WITH page AS (
  SELECT o.* FROM unnest($1::text[]) AS p (id)
  CROSS JOIN LATERAL (SELECT o.* FROM orders o WHERE o.id = p.id AND o.business_id = $2 OFFSET 0) o),
${ORDER_PAGE_SQL}`;
