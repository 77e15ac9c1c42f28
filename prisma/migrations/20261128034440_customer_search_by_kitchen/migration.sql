-- The order search found the customers a word matches through a trigram index of every customer of the marketplace,
-- then kept those of the kitchen: a common name (the big kitchen among 10,000 kitchens, 686 customers named alike in
-- 600,000, 7 of them its own) cost 3.7 ms, more than reading the kitchen own 8,949 customers one by one (1.9 ms).
-- One index of the customers by kitchen and trigram finds them from the rarest of the two: 0.4 ms. btree_gin (shipped
-- with PostgreSQL and with the embedded database) indexes the business id beside the trigrams. The search text is
-- indexed as an expression, coalesce(search_text, empty), which the search names: Prisma cannot describe a GIN index
-- of a text column by btree_gin (prisma/orm issue 17518, a migration to drop and remake it every time), and leaves an
-- index on an expression alone, as it does customers_business_id_lower_email_idx.
-- Built without blocking writes (CONCURRENTLY), before the index it replaces is dropped.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "customers_business_id_search_trigrams_idx" ON "customers" USING GIN ("business_id", (coalesce("search_text", '')) gin_trgm_ops);

-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "customers_search_text_idx";
