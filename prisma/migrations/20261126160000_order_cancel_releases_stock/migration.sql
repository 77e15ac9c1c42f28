-- An order that is cancelled, whichever path cancels it, gives its portions back to its meals' daily stock, in the
-- cancelling transaction (the storefront sells them again).
CREATE FUNCTION "order_cancel_releases_stock"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  UPDATE meal_daily_stock s SET portions_taken = GREATEST(0, s.portions_taken - x.portions)
    FROM (SELECT i.meal_id, i.delivery_date, SUM(i.quantity)::int AS portions FROM order_items i
           WHERE i.order_id = NEW.id AND i.meal_id IS NOT NULL GROUP BY i.meal_id, i.delivery_date) x
   WHERE s.meal_id = x.meal_id AND s.delivery_date = x.delivery_date\073
  RETURN NULL\073
END';
CREATE TRIGGER "orders_cancel_releases_stock" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION "order_cancel_releases_stock"();
