-- Order items carry when their order was placed (set from the order on insert, and again should the order be
-- dated anew), beside its business: the orders delivered within dates are then listed newest first, and counted,
-- from the items index alone, without looking each order up.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.
-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "order_created_at" TIMESTAMP(3);

CREATE OR REPLACE FUNCTION "order_items_business"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  NEW.business_id := (SELECT o.business_id FROM orders o WHERE o.id = NEW.order_id)\073
  NEW.order_created_at := (SELECT o.created_at FROM orders o WHERE o.id = NEW.order_id)\073
  RETURN NEW\073
END';

CREATE FUNCTION "order_items_placed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  UPDATE order_items SET order_created_at = NEW.created_at WHERE order_id = NEW.id\073
  RETURN NULL\073
END';
CREATE TRIGGER "orders_items_placed" AFTER UPDATE OF "created_at" ON "orders"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "order_items_placed"();

UPDATE "order_items" i SET "order_created_at" = o."created_at" FROM "orders" o
  WHERE o."id" = i."order_id" AND i."order_created_at" IS NULL;
