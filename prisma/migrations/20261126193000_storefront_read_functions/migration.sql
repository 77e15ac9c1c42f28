-- The storefront's reads, each one call to the database whose JSON it builds: the kitchen by its handle (with its
-- week, holidays, zones and towns, banner and the owner's picture as its face), a meal as the storefront judges it for
-- a delivery day, the menu of a day and the options of a basket with their meals. As functions their plans are made
-- once per connection and kept (a generic plan), where the same statements sent as text were planned again on every
-- call, which cost more than running them.
CREATE OR REPLACE FUNCTION "storefront_kitchen"(p_handle text) RETURNS jsonb LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS E'
DECLARE
  v_id text\073
BEGIN
  -- The handle as stored, by its unique index: only a link typed in another case looks further.
  SELECT id INTO v_id FROM businesses WHERE handle_name = p_handle\073
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM businesses WHERE lower(handle_name) = lower(p_handle) ORDER BY id LIMIT 1\073
  END IF\073
  IF v_id IS NULL THEN
    RETURN NULL\073
  END IF\073
  RETURN (SELECT jsonb_build_object(
    ''id'', b.id, ''kitchenName'', b.kitchen_name, ''businessName'', b.business_name, ''handleName'', b.handle_name,
    ''kitchenDescription'', b.kitchen_description, ''orderCutOffTime'', b.order_cut_off_time,
    ''ordersPaused'', b.orders_paused, ''ordersPausedUntil'', to_char(b.orders_paused_until, ''YYYY-MM-DD"T"HH24:MI:SS.MS"Z"''),
    ''dailyCapacity'', b.daily_capacity, ''capacityUnit'', b.capacity_unit,
    ''holidays'', COALESCE((SELECT jsonb_agg(jsonb_build_object(''startDate'', to_char(h.start_date, ''YYYY-MM-DD''),
        ''endDate'', to_char(h.end_date, ''YYYY-MM-DD''))) FROM kitchen_holidays h WHERE h.business_id = b.id), ''[]''),
    ''hasMeal'', EXISTS (SELECT 1 FROM meals m WHERE m.business_id = b.id AND m.status = ''published''
        AND m.deleted_at IS NULL),
    ''stripeAccountId'', b.stripe_account_id, ''stripeAccountOnboardingDone'', b.stripe_account_onboarding_done,
    ''bannerUrl'', (SELECT md.url FROM media md WHERE md.id = b.banner_media_id AND md.deleted_at IS NULL),
    -- The owner: the business''s first member in the administrator role.
    ''logoUrl'', (SELECT md.url FROM memberships ms JOIN roles r ON r.id = ms.role_id JOIN users u ON u.id = ms.user_id
        LEFT JOIN media md ON md.id = u.avatar_media_id AND md.deleted_at IS NULL
        WHERE ms.business_id = b.id AND r.slug = ''administrator'' ORDER BY ms.created_at LIMIT 1),
    ''customCuisines'', to_jsonb(b.custom_cuisines),
    ''cuisines'', COALESCE((SELECT jsonb_agg(c.name ORDER BY c.name) FROM business_cuisines bc
        JOIN cuisines c ON c.id = bc.cuisine_id WHERE bc.business_id = b.id), ''[]''),
    ''dietaryOfferings'', COALESCE((SELECT jsonb_agg(o.name ORDER BY o.name) FROM business_dietary_offerings bo
        JOIN dietary_offerings o ON o.id = bo.dietary_offering_id WHERE bo.business_id = b.id), ''[]''),
    ''openingHours'', COALESCE((SELECT jsonb_agg(jsonb_build_object(''weekday'', oh.weekday, ''open'', oh.open,
        ''close'', oh.close, ''isActive'', oh.is_active)) FROM opening_hours oh WHERE oh.business_id = b.id), ''[]''),
    ''deliveryZones'', COALESCE((SELECT jsonb_agg(jsonb_build_object(''id'', z.id, ''label'', z.label,
        ''feePence'', z.fee_pence, ''towns'', COALESCE((SELECT jsonb_agg(jsonb_build_object(''id'', t.id, ''name'', t.name))
          FROM delivery_zone_towns zt JOIN towns t ON t.id = zt.town_id WHERE zt.zone_id = z.id), ''[]''))
        ORDER BY z.created_at, z.id) FROM delivery_zones z WHERE z.business_id = b.id), ''[]''))
    FROM businesses b WHERE b.id = v_id)\073
END
';

CREATE OR REPLACE FUNCTION "storefront_meal"(m meals, p_day date) RETURNS jsonb LANGUAGE plpgsql STABLE AS E'
BEGIN
  RETURN jsonb_build_object(
    ''id'', m.id, ''businessId'', m.business_id, ''name'', m.name, ''description'', m.description, ''status'', m.status,
    ''deletedAt'', to_char(m.deleted_at, ''YYYY-MM-DD"T"HH24:MI:SS.MS"Z"''), ''dailyStock'', m.daily_stock, ''spiceLevel'', m.spice_level,
    ''sun'', m.sun, ''mon'', m.mon, ''tue'', m.tue, ''wed'', m.wed, ''thu'', m.thu, ''fri'', m.fri, ''sat'', m.sat,
    ''customIngredients'', to_jsonb(m.custom_ingredients),
    ''customAvailability'', COALESCE((SELECT jsonb_agg(jsonb_build_object(''startDate'', to_char(a.start_date, ''YYYY-MM-DD''),
        ''endDate'', to_char(a.end_date, ''YYYY-MM-DD''), ''available'', a.available, ''status'', a.status))
      FROM custom_availability a WHERE a.meal_id = m.id), ''[]''),
    ''soldOut'', EXISTS (SELECT 1 FROM meal_sold_out_dates so WHERE so.meal_id = m.id AND so.delivery_date = p_day))\073
END
';

CREATE OR REPLACE FUNCTION "storefront_menu"(p_business text, p_day date) RETURNS jsonb LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS E'
BEGIN
  RETURN COALESCE((SELECT jsonb_agg(storefront_meal(m, p_day) || jsonb_build_object(
      ''photoUrl'', (SELECT CASE WHEN md.deleted_at IS NULL THEN md.url END FROM meal_media mm
          JOIN media md ON md.id = mm.media_id WHERE mm.meal_id = m.id ORDER BY mm.position LIMIT 1),
      ''options'', COALESCE((SELECT jsonb_agg(jsonb_build_object(''id'', o.id, ''size'', o.size, ''servings'', o.servings,
          ''pricePence'', o.price_pence) ORDER BY o.position, o.id) FROM meal_options o WHERE o.meal_id = m.id), ''[]''),
      ''allergens'', COALESCE((SELECT jsonb_agg(x.name) FROM meal_allergens ma JOIN allergens x ON x.id = ma.allergen_id
          WHERE ma.meal_id = m.id), ''[]''),
      ''dietary'', COALESCE((SELECT jsonb_agg(x.name) FROM meal_dietary_offerings mo
          JOIN dietary_offerings x ON x.id = mo.dietary_offering_id WHERE mo.meal_id = m.id), ''[]''),
      ''ingredients'', COALESCE((SELECT jsonb_agg(x.name) FROM meal_ingredients mi
          JOIN ingredients x ON x.id = mi.ingredient_id WHERE mi.meal_id = m.id), ''[]''),
      -- Portions of the day taken: the counter, or the orders placed before it existed.
      ''taken'', CASE WHEN m.daily_stock IS NULL THEN 0 ELSE COALESCE(
          (SELECT s.portions_taken FROM meal_daily_stock s WHERE s.meal_id = m.id AND s.delivery_date = p_day),
          (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i JOIN orders od ON od.id = i.order_id
            WHERE i.meal_id = m.id AND i.delivery_date = p_day AND od.status <> ''cancelled''))::int END)
    ORDER BY m.created_at, m.id)
    FROM meals m WHERE m.business_id = p_business AND m.status = ''published'' AND m.deleted_at IS NULL), ''[]'')\073
END
';

CREATE OR REPLACE FUNCTION "storefront_options"(p_ids text[], p_day date) RETURNS jsonb LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS E'
BEGIN
  RETURN COALESCE((SELECT jsonb_agg(jsonb_build_object(''id'', o.id, ''size'', o.size, ''servings'', o.servings,
      ''pricePence'', o.price_pence, ''meal'', storefront_meal(m, p_day)))
    FROM meal_options o JOIN meals m ON m.id = o.meal_id WHERE o.id = ANY(p_ids)), ''[]'')\073
END
';
