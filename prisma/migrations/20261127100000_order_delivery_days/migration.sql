-- The orders delivered within dates were found by grouping every item of the range into its order (5,494 items into
-- 2,738 orders for a week of a big kitchen, most of the time its page took). Each day an order is delivered on is now
-- a row of its own (order_delivery_days), with the order day before it: the orders delivered within dates are the
-- rows in them whose previous day is before the first date, each order once, counted and listed from an index.
-- Kept by triggers on order_items in the writing transaction: items added or taken away (each statement once, from
-- its transition table), an item moved to another day or order, or its order dated anew.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.

-- CreateTable
CREATE TABLE "order_delivery_days" (
    "order_id" TEXT NOT NULL,
    "delivery_date" DATE NOT NULL,
    "business_id" TEXT NOT NULL,
    "order_created_at" TIMESTAMP(3) NOT NULL,
    "previous_date" DATE,

    CONSTRAINT "order_delivery_days_pkey" PRIMARY KEY ("order_id","delivery_date")
);

-- CreateIndex
CREATE INDEX "order_delivery_days_by_date_idx" ON "order_delivery_days"("business_id", "delivery_date", "order_created_at", "order_id", "previous_date");

-- CreateIndex
CREATE INDEX "order_delivery_days_by_placed_idx" ON "order_delivery_days"("business_id", "order_created_at", "order_id", "delivery_date", "previous_date");

-- AddForeignKey
ALTER TABLE "order_delivery_days" ADD CONSTRAINT "order_delivery_days_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The delivery days of the orders given, made again from their items: days no item holds any more go, new days
-- come, and each day carries the order day before it.
CREATE FUNCTION "order_delivery_days_refresh"(ids text[]) RETURNS void LANGUAGE plpgsql
  AS E'BEGIN
  DELETE FROM order_delivery_days d WHERE d.order_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = d.order_id AND i.delivery_date = d.delivery_date)\073
  INSERT INTO order_delivery_days AS d (order_id, delivery_date, business_id, order_created_at, previous_date)
    SELECT p.order_id, p.delivery_date, o.business_id, o.created_at,
      lag(p.delivery_date) OVER (PARTITION BY p.order_id ORDER BY p.delivery_date)
    FROM (SELECT DISTINCT i.order_id, i.delivery_date FROM order_items i WHERE i.order_id = ANY (ids)) p
    JOIN orders o ON o.id = p.order_id
    ON CONFLICT (order_id, delivery_date) DO UPDATE SET business_id = excluded.business_id,
      order_created_at = excluded.order_created_at, previous_date = excluded.previous_date
    WHERE (d.business_id, d.order_created_at, d.previous_date)
      IS DISTINCT FROM (excluded.business_id, excluded.order_created_at, excluded.previous_date)\073
END';

CREATE FUNCTION "order_delivery_days_added"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  PERFORM order_delivery_days_refresh(ARRAY(SELECT DISTINCT order_id FROM added))\073
  RETURN NULL\073
END';

CREATE FUNCTION "order_delivery_days_removed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  PERFORM order_delivery_days_refresh(ARRAY(SELECT DISTINCT order_id FROM removed))\073
  RETURN NULL\073
END';

CREATE FUNCTION "order_delivery_days_moved"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  PERFORM order_delivery_days_refresh(ARRAY[OLD.order_id, NEW.order_id])\073
  RETURN NULL\073
END';

-- The triggers and the days of the items already there in one statement (one transaction): an item written before
-- it is in the rows, one written after it is kept by the triggers.
DO E'BEGIN
  CREATE TRIGGER order_delivery_days_added AFTER INSERT ON order_items
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_delivery_days_added()\073
  CREATE TRIGGER order_delivery_days_removed AFTER DELETE ON order_items
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION order_delivery_days_removed()\073
  CREATE TRIGGER order_delivery_days_moved AFTER UPDATE OF order_id, delivery_date, order_created_at ON order_items
    FOR EACH ROW WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.delivery_date IS DISTINCT FROM NEW.delivery_date
      OR OLD.order_created_at IS DISTINCT FROM NEW.order_created_at)
    EXECUTE FUNCTION order_delivery_days_moved()\073
  INSERT INTO order_delivery_days (order_id, delivery_date, business_id, order_created_at, previous_date)
    SELECT p.order_id, p.delivery_date, o.business_id, o.created_at,
      lag(p.delivery_date) OVER (PARTITION BY p.order_id ORDER BY p.delivery_date)
    FROM (SELECT DISTINCT order_id, delivery_date FROM order_items) p JOIN orders o ON o.id = p.order_id\073
END';

-- The items by when their order was placed served only the broad ranges of dates, which the delivery days now serve:
-- dropped without blocking writes (CONCURRENTLY, a statement on its own), IF EXISTS so a run that stopped half way
-- can start again.
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "order_items_business_placed_idx";
