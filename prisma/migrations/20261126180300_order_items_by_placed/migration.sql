-- The items of a business by delivery date with their order and when it was placed, then the index it replaces
-- dropped, both without blocking writes (CONCURRENTLY: each statement runs on its own, outside a transaction). IF NOT
-- EXISTS and IF EXISTS let a run that stopped half way start again.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_items_business_id_delivery_date_placed_idx" ON "order_items"("business_id", "delivery_date", "order_id", "order_created_at");

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "order_items_business_id_delivery_date_order_id_idx";
