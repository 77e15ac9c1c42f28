-- The dashboard counted its customers of the last twelve months row by row from customer_last_months (8,000 rows
-- for a kitchen of 8,000 customers, every time the statistics were built). The customers whose latest month is each
-- month are now counted as they move (customer_month_counts, slotted like the day totals so customers of one kitchen
-- ordering at the same moment do not wait on one row), and the statistics add up twelve months of those.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.

-- CreateTable
CREATE TABLE "customer_month_counts" (
    "business_id" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "slot" INTEGER NOT NULL,
    "customers" INTEGER NOT NULL,

    CONSTRAINT "customer_month_counts_pkey" PRIMARY KEY ("business_id","month","slot")
);

CREATE FUNCTION "customer_month_counts_add"(b text, m date, n int) RETURNS void LANGUAGE plpgsql
  AS E'BEGIN
  IF m IS NULL THEN RETURN\073 END IF\073
  INSERT INTO customer_month_counts AS t (business_id, month, slot, customers)
    VALUES (b, m, txid_current() % 16, n)
    ON CONFLICT (business_id, month, slot) DO UPDATE SET customers = t.customers + excluded.customers\073
END';

CREATE FUNCTION "customer_month_counts_move"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''UPDATE'' AND OLD.business_id = NEW.business_id
    AND OLD.last_month IS NOT DISTINCT FROM NEW.last_month THEN
    RETURN NULL\073
  END IF\073
  IF TG_OP <> ''INSERT'' THEN PERFORM customer_month_counts_add(OLD.business_id, OLD.last_month, -1)\073 END IF\073
  IF TG_OP <> ''DELETE'' THEN PERFORM customer_month_counts_add(NEW.business_id, NEW.last_month, 1)\073 END IF\073
  RETURN NULL\073
END';

-- The trigger and the counts of the customers already there in one statement (one transaction): a customer moved
-- before it is in the counts, one moved after it is counted by the trigger.
DO E'BEGIN
  CREATE TRIGGER customer_month_counts AFTER INSERT OR UPDATE OR DELETE ON customer_last_months
    FOR EACH ROW EXECUTE FUNCTION customer_month_counts_move()\073
  INSERT INTO customer_month_counts (business_id, month, slot, customers)
    SELECT business_id, last_month, 0, count(*) FROM customer_last_months
    WHERE last_month IS NOT NULL GROUP BY 1, 2\073
END';

-- Emptying orders at once (TRUNCATE) empties the counts with the other running totals.
CREATE OR REPLACE FUNCTION "order_totals_empty"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN DELETE FROM order_day_totals\073 DELETE FROM customer_months\073 DELETE FROM customer_last_months\073 DELETE FROM customer_month_counts\073 RETURN NULL\073 END';
