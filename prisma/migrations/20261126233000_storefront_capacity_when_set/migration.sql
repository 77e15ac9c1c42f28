-- A hold counts its kitchen's day against the daily capacity only while the kitchen has set one: every checkout of a
-- kitchen's day waited on that day's counter row even with no limit to check. The day counters are kept only while a
-- limit is set (setting one after none drops them, and the next hold starts them again from the orders). A day's
-- counters, a meal's as well, are counted from the orders only when the row does not exist yet, rather than counted
-- on every hold and then thrown away by ON CONFLICT, under the locks every other checkout of that day waits on.
CREATE OR REPLACE FUNCTION "storefront_take_hold"(p_checkout jsonb, p_items jsonb, p_capacity integer, p_unit text)
  RETURNS text LANGUAGE plpgsql AS E'
DECLARE
  v_business text := p_checkout->>''business_id''\073
  v_day date := (p_checkout->>''delivery_date'')::date\073
  v_portions integer\073
  v_left integer\073
  v_now timestamp := (p_checkout->>''created_at'')::timestamp\073
  v_lapsed text[]\073
  m record\073
BEGIN
  -- The kitchen''s holds that lapsed unpaid end first and give their portions back, whatever this hold''s outcome.
  WITH moved AS (
    UPDATE checkouts SET status = ''expired'', updated_at = v_now
     WHERE business_id = v_business AND status = ''open'' AND hold_expires_at <= v_now
    RETURNING id)
  SELECT array_agg(id) INTO v_lapsed FROM moved\073
  IF v_lapsed IS NOT NULL THEN
    UPDATE meal_daily_stock s SET portions_taken = GREATEST(0, s.portions_taken - x.portions)
      FROM (SELECT i.meal_id, c.delivery_date, SUM(i.quantity)::int AS portions
              FROM checkout_items i JOIN checkouts c ON c.id = i.checkout_id
             WHERE c.id = ANY(v_lapsed) GROUP BY i.meal_id, c.delivery_date) x
     WHERE s.meal_id = x.meal_id AND s.delivery_date = x.delivery_date\073
    UPDATE kitchen_daily_capacity k SET orders_taken = GREATEST(0, k.orders_taken - x.orders),
           portions_taken = GREATEST(0, k.portions_taken - x.portions)
      FROM (SELECT c.business_id, c.delivery_date, COUNT(DISTINCT c.id)::int AS orders,
                   COALESCE(SUM(i.quantity), 0)::int AS portions
              FROM checkouts c LEFT JOIN checkout_items i ON i.checkout_id = c.id
             WHERE c.id = ANY(v_lapsed) GROUP BY c.business_id, c.delivery_date) x
     WHERE k.business_id = x.business_id AND k.delivery_date = x.delivery_date\073
  END IF\073
  BEGIN
  INSERT INTO checkouts SELECT * FROM jsonb_populate_record(NULL::checkouts, p_checkout)\073
  INSERT INTO checkout_items SELECT * FROM jsonb_populate_recordset(NULL::checkout_items, p_items)\073
  SELECT COALESCE(SUM(quantity), 0)::int INTO v_portions FROM jsonb_populate_recordset(NULL::checkout_items, p_items)\073
  IF p_capacity IS NOT NULL THEN
    IF NOT EXISTS (SELECT 1 FROM kitchen_daily_capacity WHERE business_id = v_business AND delivery_date = v_day) THEN
      INSERT INTO kitchen_daily_capacity (business_id, delivery_date, orders_taken, portions_taken)
        SELECT v_business, v_day, COUNT(DISTINCT o.id)::int, COALESCE(SUM(i.quantity), 0)::int
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.business_id = v_business AND i.delivery_date = v_day AND o.status <> ''cancelled''
      ON CONFLICT (business_id, delivery_date) DO NOTHING\073
    END IF\073
    UPDATE kitchen_daily_capacity SET orders_taken = orders_taken + 1, portions_taken = portions_taken + v_portions
     WHERE business_id = v_business AND delivery_date = v_day
       AND (CASE WHEN p_unit = ''portions'' THEN portions_taken + v_portions ELSE orders_taken + 1 END) <= p_capacity\073
    IF NOT FOUND THEN
      RAISE EXCEPTION ''full'' USING ERRCODE = ''SF001''\073
    END IF\073
  END IF\073
  FOR m IN
    SELECT i.meal_id, SUM(i.quantity)::int AS portions, me.daily_stock
      FROM jsonb_populate_recordset(NULL::checkout_items, p_items) i JOIN meals me ON me.id = i.meal_id
     GROUP BY i.meal_id, me.daily_stock ORDER BY i.meal_id COLLATE "C"
  LOOP
    IF NOT EXISTS (SELECT 1 FROM meal_daily_stock WHERE meal_id = m.meal_id AND delivery_date = v_day) THEN
      INSERT INTO meal_daily_stock (meal_id, delivery_date, portions_taken)
        SELECT m.meal_id, v_day, COALESCE(SUM(i.quantity), 0)::int
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.business_id = v_business AND i.meal_id = m.meal_id AND i.delivery_date = v_day
           AND o.status <> ''cancelled''
      ON CONFLICT (meal_id, delivery_date) DO NOTHING\073
    END IF\073
    UPDATE meal_daily_stock SET portions_taken = portions_taken + m.portions
     WHERE meal_id = m.meal_id AND delivery_date = v_day
       AND (m.daily_stock IS NULL OR portions_taken + m.portions <= m.daily_stock)\073
    IF NOT FOUND THEN
      SELECT GREATEST(0, m.daily_stock - s.portions_taken) INTO v_left
        FROM meal_daily_stock s WHERE s.meal_id = m.meal_id AND s.delivery_date = v_day\073
      RAISE EXCEPTION ''sold_out %'', v_left USING ERRCODE = ''SF002'', DETAIL = m.meal_id\073
    END IF\073
  END LOOP\073
  RETURN ''held''\073
  EXCEPTION
    WHEN SQLSTATE ''SF001'' THEN RETURN ''full''\073
    WHEN SQLSTATE ''SF002'' THEN
      GET STACKED DIAGNOSTICS v_business = PG_EXCEPTION_DETAIL\073
      RETURN ''sold_out '' || v_business || '' '' || COALESCE(v_left, 0)\073
  END\073
END
';

CREATE OR REPLACE FUNCTION "storefront_place_order"(p_checkout_id text, p_payment_intent text, p_order_id text,
  p_reference text, p_tracking_hash text, p_references text[], p_now timestamp)
  RETURNS text LANGUAGE plpgsql AS E'
DECLARE
  c checkouts\073
  v_portions integer\073
  v_customer text\073
  v_first text\073
  v_address text := gen_random_uuid()::text\073
  v_status text\073
  v_town_id text\073
  v_town text := ''''\073
  v_area text := ''''\073
  v_lat double precision := 0\073
  v_lng double precision := 0\073
  m record\073
BEGIN
  SELECT * INTO c FROM checkouts WHERE id = p_checkout_id FOR UPDATE\073
  IF NOT FOUND THEN
    RETURN ''unknown''\073
  END IF\073
  IF c.status IN (''paid'', ''refunded'') THEN
    RETURN ''already''\073
  END IF\073
  IF c.status <> ''open'' THEN
    SELECT COALESCE(SUM(quantity), 0)::int INTO v_portions FROM checkout_items WHERE checkout_id = c.id\073
    UPDATE kitchen_daily_capacity SET orders_taken = orders_taken + 1, portions_taken = portions_taken + v_portions
     WHERE business_id = c.business_id AND delivery_date = c.delivery_date\073
    FOR m IN
      SELECT i.meal_id, SUM(i.quantity)::int AS portions, me.daily_stock
        FROM checkout_items i JOIN meals me ON me.id = i.meal_id
       WHERE i.checkout_id = c.id
       GROUP BY i.meal_id, me.daily_stock ORDER BY i.meal_id COLLATE "C"
    LOOP
      IF NOT EXISTS (SELECT 1 FROM meal_daily_stock WHERE meal_id = m.meal_id AND delivery_date = c.delivery_date) THEN
        INSERT INTO meal_daily_stock (meal_id, delivery_date, portions_taken)
          SELECT m.meal_id, c.delivery_date, COALESCE(SUM(i.quantity), 0)::int
            FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE i.business_id = c.business_id AND i.meal_id = m.meal_id AND i.delivery_date = c.delivery_date
             AND o.status <> ''cancelled''
        ON CONFLICT (meal_id, delivery_date) DO NOTHING\073
      END IF\073
      UPDATE meal_daily_stock SET portions_taken = portions_taken + m.portions
       WHERE meal_id = m.meal_id AND delivery_date = c.delivery_date
         AND (m.daily_stock IS NULL OR portions_taken + m.portions <= m.daily_stock)\073
      IF NOT FOUND THEN
        RAISE EXCEPTION ''gone'' USING ERRCODE = ''SF003''\073
      END IF\073
    END LOOP\073
  END IF\073

  PERFORM pg_advisory_xact_lock(hashtextextended(c.business_id || '' '' || lower(c.customer_email), 0))\073
  SELECT id INTO v_customer FROM customers
   WHERE business_id = c.business_id AND lower(email) = lower(c.customer_email)
   ORDER BY created_at, id LIMIT 1\073
  IF v_customer IS NULL THEN
    v_customer := gen_random_uuid()::text\073
    v_first := split_part(c.customer_name, '' '', 1)\073
    INSERT INTO customers (id, business_id, first_name, last_name, phone, email, created_at)
    VALUES (v_customer, c.business_id, v_first, substr(c.customer_name, length(v_first) + 2), c.customer_phone,
            lower(c.customer_email), p_now)\073
  END IF\073

  SELECT t.id, t.name, t.lat, t.lng, a.name INTO v_town_id, v_town, v_lat, v_lng, v_area
    FROM towns t JOIN areas a ON a.id = t.area_id WHERE t.id = c.town_id\073
  IF NOT FOUND THEN
    v_town_id := NULL\073
    v_town := ''''\073
    v_area := ''''\073
    v_lat := 0\073
    v_lng := 0\073
  END IF\073
  INSERT INTO addresses (id, customer_id, town_id, address_line, county, town, area, postcode, longitude, latitude,
                         phone, full_name, created_at)
  VALUES (v_address, v_customer, v_town_id,
          CASE WHEN c.address_line2 IS NULL THEN c.address_line1 ELSE c.address_line1 || '', '' || c.address_line2 END,
          v_area, v_town, v_area, c.postcode, v_lng, v_lat, c.customer_phone, c.customer_name, p_now)\073

  INSERT INTO orders (id, business_id, customer_id, address_id, reference, status, amount_pence, delivery_fee_pence,
                      platform_fee_pence, source, allergy_note, checkout_id, payment_intent_id, tracking_token_hash,
                      delivery_date, created_at, updated_at)
  VALUES (p_order_id, c.business_id, v_customer, v_address, p_reference, ''pending'', c.total_pence,
          c.delivery_fee_pence, c.platform_fee_pence, ''storefront'', c.allergy_note, c.id, p_payment_intent,
          p_tracking_hash, c.delivery_date, p_now, p_now)\073
  INSERT INTO order_items (id, order_id, meal_id, meal_name, meal_option_id, option_size, price_pence, servings,
                           quantity, delivery_date, amount_pence, status)
  SELECT gen_random_uuid()::text, p_order_id, me.id, i.meal_name, mo.id, i.size, i.unit_price_pence, i.servings,
         i.quantity, c.delivery_date, i.unit_price_pence * i.quantity, ''pending''
    FROM checkout_items i
    LEFT JOIN meals me ON me.id = i.meal_id
    LEFT JOIN meal_options mo ON mo.id = i.meal_option_id
   WHERE i.checkout_id = c.id\073
  INSERT INTO order_status_events (id, order_id, "from", "to", at, by_user_id, note)
  VALUES (gen_random_uuid()::text, p_order_id, NULL, ''pending'', p_now, NULL, ''Paid on the storefront'')\073

  v_status := CASE WHEN c.destination_account_id IS NULL THEN ''hold'' ELSE ''paid'' END\073
  INSERT INTO transactions (id, business_id, order_id, reference, description, type, status, amount_pence,
                            payment_confirmation_date, created_at, updated_at)
  SELECT gen_random_uuid()::text, c.business_id, p_order_id, x.reference, x.description, x.type, v_status,
         x.amount_pence, p_now, p_now, p_now
    FROM (VALUES (1, p_references[1], ''Sale: order '' || p_reference, ''sale'', c.subtotal_pence),
                 (2, p_references[2], ''Delivery fee: order '' || p_reference, ''sale'', c.delivery_fee_pence),
                 (3, p_references[3], ''Platform fee: order '' || p_reference, ''fee'', c.platform_fee_pence))
         AS x (n, reference, description, type, amount_pence)
   WHERE x.n <> 2 OR c.delivery_fee_pence > 0
   ORDER BY x.n\073

  UPDATE checkouts SET status = ''paid'', order_id = p_order_id,
         payment_intent_id = COALESCE(p_payment_intent, c.payment_intent_id), updated_at = p_now
   WHERE id = c.id\073
  INSERT INTO audit_events (id, business_id, user_id, event_type, item_type, item_id, item_affected, description,
                            created_at)
  VALUES (gen_random_uuid()::text, c.business_id, NULL, ''created'', ''order'', p_order_id, p_reference,
          ''Order '' || p_reference || '' placed and paid on the storefront by '' || c.customer_name || '' (£''
            || to_char(c.total_pence / 100.0, ''FM999999999990.00'') || '').'',
          p_now)\073
  RETURN ''ordered''\073
EXCEPTION
  WHEN SQLSTATE ''SF003'' THEN RETURN ''gone''\073
END
';
