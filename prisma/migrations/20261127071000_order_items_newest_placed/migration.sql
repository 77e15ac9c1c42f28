-- The items of a business by when their order was placed, with the order and the delivery date: a broad range of
-- delivery dates lists its orders newest first from here, the dates checked in the index, and stops at the page,
-- where grouping every item in the range into its order took half a second for two years of a big kitchen. Built
-- without blocking writes (CONCURRENTLY, a statement on its own, outside a transaction), IF NOT EXISTS so a run that
-- stopped half way can start again.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_items_business_placed_idx" ON "order_items"("business_id", "order_created_at", "order_id", "delivery_date");
