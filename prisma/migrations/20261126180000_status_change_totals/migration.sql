-- A status change that neither cancels an order nor brings it back moves only its day totals: the customer months
-- count the orders not cancelled, so they stay as they were, and their rows (one per customer and month, no slots)
-- are no longer locked by every status change of a customer with many orders, which made those changes wait for
-- each other. Any other change (a cancellation, another customer, another date) moves both as before.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.
CREATE FUNCTION "order_day_totals_add"(b text, placed timestamp, state text, pence bigint, n int) RETURNS void
  LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO order_day_totals AS t (business_id, day, status, slot, orders, kitchen_pence)
    VALUES (b, placed::date, state, txid_current() % 16, n, n * pence)
    ON CONFLICT (business_id, day, status, slot)
    DO UPDATE SET orders = t.orders + excluded.orders, kitchen_pence = t.kitchen_pence + excluded.kitchen_pence\073
END';

CREATE OR REPLACE FUNCTION "order_totals"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''UPDATE'' AND OLD.business_id = NEW.business_id AND OLD.customer_id = NEW.customer_id
    AND OLD.created_at = NEW.created_at AND (OLD.status = ''cancelled'') = (NEW.status = ''cancelled'') THEN
    PERFORM order_day_totals_add(OLD.business_id, OLD.created_at, OLD.status,
      OLD.amount_pence - OLD.platform_fee_pence, -1)\073
    PERFORM order_day_totals_add(NEW.business_id, NEW.created_at, NEW.status,
      NEW.amount_pence - NEW.platform_fee_pence, 1)\073
    RETURN NULL\073
  END IF\073
  IF TG_OP <> ''INSERT'' THEN
    PERFORM order_totals_add(OLD.business_id, OLD.customer_id, OLD.created_at, OLD.status,
      OLD.amount_pence - OLD.platform_fee_pence, -1)\073
  END IF\073
  IF TG_OP <> ''DELETE'' THEN
    PERFORM order_totals_add(NEW.business_id, NEW.customer_id, NEW.created_at, NEW.status,
      NEW.amount_pence - NEW.platform_fee_pence, 1)\073
  END IF\073
  RETURN NULL\073
END';
