-- The orders of a status delivered within dates were read from one side and checked on the other: the orders of the
-- status newest first, each looked up for a delivery day in the range, or the delivery days of the range, each looked
-- up for its status. Two years of delivered orders of a big kitchen checked 10,001 orders one by one to count them.
-- Each delivery day now carries the status of its order, and an index holds the days by business, status and date:
-- the orders of a status delivered within dates are counted and listed from that index alone, as the dates alone are.
-- Kept in the writing transaction: a status change moves the days of its order (a trigger on orders), and days made
-- from items take the status of their order, whose row is held while they are written, so a status change at the
-- same time waits for them (or they for it) and moves them too.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.

-- A column without a default: added without rewriting the table.
-- AlterTable
ALTER TABLE "order_delivery_days" ADD COLUMN     "status" TEXT;

CREATE OR REPLACE FUNCTION "order_delivery_days_refresh"(ids text[]) RETURNS void LANGUAGE plpgsql
  AS E'BEGIN
  PERFORM 1 FROM orders o WHERE o.id = ANY (ids) ORDER BY o.id FOR SHARE\073
  DELETE FROM order_delivery_days d WHERE d.order_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = d.order_id AND i.delivery_date = d.delivery_date)\073
  INSERT INTO order_delivery_days AS d (order_id, delivery_date, business_id, order_created_at, previous_date, status)
    SELECT p.order_id, p.delivery_date, o.business_id, o.created_at,
      lag(p.delivery_date) OVER (PARTITION BY p.order_id ORDER BY p.delivery_date), o.status
    FROM (SELECT DISTINCT i.order_id, i.delivery_date FROM order_items i WHERE i.order_id = ANY (ids)) p
    JOIN orders o ON o.id = p.order_id
    ON CONFLICT (order_id, delivery_date) DO UPDATE SET business_id = excluded.business_id,
      order_created_at = excluded.order_created_at, previous_date = excluded.previous_date, status = excluded.status
    WHERE (d.business_id, d.order_created_at, d.previous_date, d.status)
      IS DISTINCT FROM (excluded.business_id, excluded.order_created_at, excluded.previous_date, excluded.status)\073
END';

CREATE FUNCTION "order_delivery_days_status"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  UPDATE order_delivery_days SET status = NEW.status WHERE order_id = NEW.id AND status IS DISTINCT FROM NEW.status\073
  RETURN NULL\073
END';

-- The trigger first, then the days already there: a status changed after the trigger is in moves its days itself,
-- and the statements below read every order as it stands (a row changed meanwhile is read again as committed).
CREATE TRIGGER "order_delivery_days_status" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "order_delivery_days_status"();

-- The days already there, 5,000 orders at a time by key, each batch committed: a status change waits for one batch
-- at most, where one statement over every day held each day it had written until its end (two and a half million
-- days of ten thousand kitchens took minutes).
DO E'DECLARE
  last_id text := ''''\073
  ids text[]\073
BEGIN
  LOOP
    SELECT array_agg(b.order_id ORDER BY b.order_id) INTO ids FROM (SELECT DISTINCT d.order_id
      FROM order_delivery_days d WHERE d.order_id > last_id ORDER BY d.order_id LIMIT 5000) b\073
    EXIT WHEN ids IS NULL\073
    UPDATE order_delivery_days d SET status = o.status FROM orders o
      WHERE d.order_id = ANY (ids) AND o.id = d.order_id AND d.status IS DISTINCT FROM o.status\073
    last_id := ids[array_length(ids, 1)]\073
    COMMIT\073
  END LOOP\073
END';

-- Every day has its status now: the check reads the table once, while its writes wait (seconds for the days of ten
-- thousand kitchens).
ALTER TABLE "order_delivery_days" ALTER COLUMN "status" SET NOT NULL;

-- Built without blocking writes (CONCURRENTLY, a statement on its own), IF NOT EXISTS so a run that stopped half way
-- can start again.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_delivery_days_by_status_idx" ON "order_delivery_days"("business_id", "status", "delivery_date", "order_created_at", "order_id", "previous_date");
