-- The orders of a customer of a business, newest first, from the index alone: a search by customer lists the ids
-- and dates of their orders without reading the rows, however many orders the customer placed. Built without
-- blocking writes (CONCURRENTLY: the statement runs on its own, outside a transaction). IF NOT EXISTS lets a run
-- that stopped half way start again.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_business_id_customer_id_created_at_id_idx" ON "orders"("business_id", "customer_id", "created_at", "id");
