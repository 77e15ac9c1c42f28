-- Running totals kept by triggers in the writing transaction: orders per business, day and status (with what the
-- kitchen earns), customers per month, transactions per type and status. Every path that writes orders or
-- transactions keeps them right without calling anything. Each total row carries a slot, the writing transaction id
-- modulo 16, so concurrent writers of one business update different rows and never wait for each other, readers sum
-- the slots. The page versions get the same slots: one row per business updated by every write was a lock that made
-- the writes of a business run one at a time.
-- Order items carry their business (set from the order on insert), so the items of a business are found by index.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.
-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "business_id" TEXT;

-- AlterTable
ALTER TABLE "page_versions" DROP CONSTRAINT "page_versions_pkey",
ADD COLUMN     "slot" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "page_versions_pkey" PRIMARY KEY ("business_id", "slot");

-- CreateTable
CREATE TABLE "order_day_totals" (
    "business_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "status" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "orders" INTEGER NOT NULL,
    "kitchen_pence" BIGINT NOT NULL,

    CONSTRAINT "order_day_totals_pkey" PRIMARY KEY ("business_id","day","status","slot")
);

-- CreateTable
CREATE TABLE "customer_months" (
    "business_id" TEXT NOT NULL,
    "customer_id" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "orders" INTEGER NOT NULL,

    CONSTRAINT "customer_months_pkey" PRIMARY KEY ("business_id","customer_id","month")
);

-- CreateTable
CREATE TABLE "customer_last_months" (
    "business_id" TEXT NOT NULL,
    "customer_id" TEXT NOT NULL,
    "last_month" DATE,

    CONSTRAINT "customer_last_months_pkey" PRIMARY KEY ("business_id","customer_id")
);

-- CreateTable
CREATE TABLE "transaction_totals" (
    "business_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "amount_pence" BIGINT NOT NULL,

    CONSTRAINT "transaction_totals_pkey" PRIMARY KEY ("business_id","type","status","slot")
);

-- CreateIndex
CREATE INDEX "customer_last_months_business_id_last_month_idx" ON "customer_last_months"("business_id", "last_month");

CREATE FUNCTION "order_items_business"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  NEW.business_id := (SELECT o.business_id FROM orders o WHERE o.id = NEW.order_id)\073
  RETURN NEW\073
END';
CREATE TRIGGER "order_items_business" BEFORE INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_items_business"();

CREATE OR REPLACE FUNCTION "bump_page_versions"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  EXECUTE ''INSERT INTO page_versions (business_id, slot, version) SELECT DISTINCT b, txid_current() % 16, txid_current() FROM ('' || TG_ARGV[0] || '') AS ids (b) WHERE b IS NOT NULL ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version''\073
  RETURN NULL\073
END';

UPDATE "order_items" i SET "business_id" = o."business_id" FROM "orders" o WHERE o."id" = i."order_id" AND i."business_id" IS NULL;

CREATE FUNCTION "order_totals_add"(b text, c text, placed timestamp, state text, pence bigint, n int) RETURNS void
  LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO order_day_totals AS t (business_id, day, status, slot, orders, kitchen_pence)
    VALUES (b, placed::date, state, txid_current() % 16, n, n * pence)
    ON CONFLICT (business_id, day, status, slot)
    DO UPDATE SET orders = t.orders + excluded.orders, kitchen_pence = t.kitchen_pence + excluded.kitchen_pence\073
  IF state <> ''cancelled'' THEN
    INSERT INTO customer_months AS t (business_id, customer_id, month, orders)
      VALUES (b, c, date_trunc(''month'', placed)::date, n)
      ON CONFLICT (business_id, customer_id, month) DO UPDATE SET orders = t.orders + excluded.orders\073
    INSERT INTO customer_last_months AS t (business_id, customer_id, last_month)
      VALUES (b, c, (SELECT max(m.month) FROM customer_months m
        WHERE m.business_id = b AND m.customer_id = c AND m.orders > 0))
      ON CONFLICT (business_id, customer_id) DO UPDATE SET last_month = excluded.last_month\073
  END IF\073
END';
CREATE FUNCTION "order_totals"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
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
CREATE FUNCTION "transaction_totals"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP <> ''INSERT'' THEN
    INSERT INTO transaction_totals AS t (business_id, type, status, slot, count, amount_pence)
      VALUES (OLD.business_id, OLD.type, OLD.status, txid_current() % 16, -1, -OLD.amount_pence)
      ON CONFLICT (business_id, type, status, slot)
      DO UPDATE SET count = t.count + excluded.count, amount_pence = t.amount_pence + excluded.amount_pence\073
  END IF\073
  IF TG_OP <> ''DELETE'' THEN
    INSERT INTO transaction_totals AS t (business_id, type, status, slot, count, amount_pence)
      VALUES (NEW.business_id, NEW.type, NEW.status, txid_current() % 16, 1, NEW.amount_pence)
      ON CONFLICT (business_id, type, status, slot)
      DO UPDATE SET count = t.count + excluded.count, amount_pence = t.amount_pence + excluded.amount_pence\073
  END IF\073
  RETURN NULL\073
END';

-- The triggers and the totals of the rows already there are made in one statement (one transaction): a write either
-- committed before it, and is in the totals read, or waits for it and is counted by its trigger. Writes to orders and
-- transactions wait for the few seconds the totals take to add up, reads do not.
DO E'BEGIN
  CREATE TRIGGER orders_totals AFTER INSERT OR DELETE ON orders
    FOR EACH ROW EXECUTE FUNCTION order_totals()\073
  CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_pence IS DISTINCT FROM NEW.amount_pence
      OR OLD.platform_fee_pence IS DISTINCT FROM NEW.platform_fee_pence OR OLD.created_at IS DISTINCT FROM NEW.created_at
      OR OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.business_id IS DISTINCT FROM NEW.business_id)
    EXECUTE FUNCTION order_totals()\073
  CREATE TRIGGER transactions_totals AFTER INSERT OR DELETE ON transactions
    FOR EACH ROW EXECUTE FUNCTION transaction_totals()\073
  CREATE TRIGGER transactions_totals_update AFTER UPDATE ON transactions FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
      OR OLD.amount_pence IS DISTINCT FROM NEW.amount_pence OR OLD.business_id IS DISTINCT FROM NEW.business_id)
    EXECUTE FUNCTION transaction_totals()\073
  INSERT INTO order_day_totals (business_id, day, status, slot, orders, kitchen_pence)
    SELECT business_id, created_at::date, status, 0, count(*), sum(amount_pence - platform_fee_pence)
    FROM orders GROUP BY 1, 2, 3\073
  INSERT INTO customer_months (business_id, customer_id, month, orders)
    SELECT business_id, customer_id, date_trunc(''month'', created_at)::date, count(*)
    FROM orders WHERE status <> ''cancelled'' GROUP BY 1, 2, 3\073
  INSERT INTO customer_last_months (business_id, customer_id, last_month)
    SELECT business_id, customer_id, max(month) FROM customer_months GROUP BY 1, 2\073
  INSERT INTO transaction_totals (business_id, type, status, slot, count, amount_pence)
    SELECT business_id, type, status, 0, count(*), sum(amount_pence) FROM transactions GROUP BY 1, 2, 3\073
END';
