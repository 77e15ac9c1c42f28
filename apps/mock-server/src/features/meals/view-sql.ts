import type { Meal as MealDto } from '@vendor/api-types';
import { at, day, MEDIA_JSON, pounds } from '../../lib/json-sql.ts';

type Named = { id: string; name: string };

/**
 * A meal as the database builds it (MEAL_VIEW_SQL): the contract's Meal, except that allergens, ingredients and
 * dietary offerings come with their names, for view.ts to order them by name as people read them.
 */
export type MealViewRow = Omit<MealDto, 'attributes'> & {
  attributes: Omit<MealDto['attributes'], 'allergens' | 'ingredients' | 'dietaryClassification'> & {
    allergens: Named[];
    ingredients: Named[];
    dietaryClassification: Named[];
  };
};

/** A list of {id, name} from a join table, or [] when there is none. */
const named = (join: string, table: string, key: string) =>
  `coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name)) FROM ${join} j
    JOIN ${table} t ON t.id = j.${key} WHERE j.meal_id = m.id), '[]'::json)`;

/**
 * A meal (`meals m`) built whole by the database: category, options, images (deleted uploads left out), attributes and
 * availability.
 */
export const MEAL_BODY_SQL = `json_build_object('id', m.id, 'name', m.name, 'description', m.description, 'tags', to_json(m.tags),
  'categories', coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug))
    FROM meal_categories c WHERE c.id = m.category_id), '[]'::json),
  'media', coalesce((SELECT json_agg(${MEDIA_JSON} ORDER BY mm.position, mm.media_id) FROM meal_media mm
    JOIN media md ON md.id = mm.media_id WHERE mm.meal_id = m.id AND md.deleted_at IS NULL), '[]'::json),
  'availability', json_build_object('sun', m.sun, 'mon', m.mon, 'tue', m.tue, 'wed', m.wed, 'thu', m.thu,
    'fri', m.fri, 'sat', m.sat),
  'attributes', json_build_object('additives', to_json(m.additives),
    'allergens', ${named('meal_allergens', 'allergens', 'allergen_id')},
    'ingredients', ${named('meal_ingredients', 'ingredients', 'ingredient_id')},
    'dietaryClassification', ${named('meal_dietary_offerings', 'dietary_offerings', 'dietary_offering_id')},
    'spiceLevel', m.spice_level),
  'rating', CASE WHEN m.rating_count > 0 THEN m.rating END, 'ratingCount', m.rating_count,
  'options', coalesce((SELECT json_agg(json_build_object('id', op.id, 'size', op.size,
      'price', ${pounds('op.price_pence')}, 'servings', op.servings, 'mealId', op.meal_id)
      ORDER BY op.position, op.id)
    FROM meal_options op WHERE op.meal_id = m.id), '[]'::json),
  'customAvailability', coalesce((SELECT json_agg(json_build_object('id', ca.id, 'createdAt', ${at('ca.created_at')},
      'updatedAt', ${at('ca.updated_at')}, 'startDate', ${day('ca.start_date')}, 'endDate', ${day('ca.end_date')},
      'available', ca.available, 'status', ca.status) ORDER BY ca.start_date, ca.created_at, ca.id)
    FROM custom_availability ca WHERE ca.meal_id = m.id), '[]'::json),
  'status', m.status, 'dailyStock', m.daily_stock, 'servingType', m.serving_type,
  'customIngredients', to_json(m.custom_ingredients), 'confirmNoAllergen', m.confirm_no_allergen, 'version', m.version,
  'businessId', m.business_id, 'createdAt', ${at('m.created_at')}, 'updatedAt', ${at('m.updated_at')})`;

/** The live meals of one business ($1) among the ids given as a JSON array ($2), built by MEAL_BODY_SQL. */
export const MEAL_VIEW_SQL = `SELECT m.id, ${MEAL_BODY_SQL} AS body FROM meals m
WHERE m.business_id = $1 AND m.deleted_at IS NULL AND m.id IN (SELECT jsonb_array_elements_text($2::jsonb))`;
