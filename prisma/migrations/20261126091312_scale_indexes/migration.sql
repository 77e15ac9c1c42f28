-- Indexes matched to each list filter and sort, built without blocking writes (CONCURRENTLY: each statement runs
-- on its own, outside a transaction), then the ones they replace dropped the same way. IF NOT EXISTS and IF EXISTS
-- let a run that stopped half way start again.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_business_id_created_at_id_idx" ON "audit_events"("business_id", "created_at", "id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_business_id_event_type_created_at_id_idx" ON "audit_events"("business_id", "event_type", "created_at", "id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_items_business_id_delivery_date_order_id_idx" ON "order_items"("business_id", "delivery_date", "order_id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_business_id_created_at_id_idx" ON "orders"("business_id", "created_at", "id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_business_id_status_created_at_id_idx" ON "orders"("business_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "transactions_business_id_created_at_id_idx" ON "transactions"("business_id", "created_at", "id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "transactions_business_id_status_created_at_id_idx" ON "transactions"("business_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "transactions_business_id_type_status_created_at_idx" ON "transactions"("business_id", "type", "status", "created_at");

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "audit_events_business_id_created_at_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "audit_events_business_id_event_type_created_at_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "order_items_delivery_date_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "orders_business_id_created_at_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "orders_business_id_status_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "transactions_business_id_created_at_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "transactions_business_id_status_idx";

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "transactions_business_id_type_idx";
