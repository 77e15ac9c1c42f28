-- An order that is cancelled, whichever path cancels it, also gives its place back to the kitchen's daily capacity
-- (one order and its portions for its delivery day), in the cancelling transaction, beside its meals' daily stock.
CREATE OR REPLACE FUNCTION "order_cancel_releases_stock"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  UPDATE meal_daily_stock s SET portions_taken = GREATEST(0, s.portions_taken - x.portions)
    FROM (SELECT i.meal_id, i.delivery_date, SUM(i.quantity)::int AS portions FROM order_items i
           WHERE i.order_id = NEW.id AND i.meal_id IS NOT NULL GROUP BY i.meal_id, i.delivery_date) x
   WHERE s.meal_id = x.meal_id AND s.delivery_date = x.delivery_date\073
  UPDATE kitchen_daily_capacity k SET orders_taken = GREATEST(0, k.orders_taken - 1),
         portions_taken = GREATEST(0, k.portions_taken - x.portions)
    FROM (SELECT i.business_id, i.delivery_date, SUM(i.quantity)::int AS portions FROM order_items i
           WHERE i.order_id = NEW.id GROUP BY i.business_id, i.delivery_date) x
   WHERE k.business_id = x.business_id AND k.delivery_date = x.delivery_date\073
  RETURN NULL\073
END';
