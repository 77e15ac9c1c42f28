-- The latest paid payout (the payout insights) was read newest first from all of a business's transactions, its type
-- and status checked row by row: 2,874 rows and 6 ms for the big kitchen among 10,000 kitchens, where the index by type
-- and status could not give the order by time and id. The id joins that index, so the latest of a type and status is
-- its first entry. Built and dropped without blocking writes (CONCURRENTLY, each statement on its own, outside a
-- transaction), IF NOT EXISTS and IF EXISTS so a run that stopped half way can start again.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "transactions_business_id_type_status_created_at_id_idx" ON "transactions"("business_id", "type", "status", "created_at", "id");

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "transactions_business_id_type_status_created_at_idx";
