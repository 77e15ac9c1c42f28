-- A storefront payment finds the kitchen's customer by e-mail address whatever its case: by index, without
-- blocking writes while it is built (CONCURRENTLY, like the other indexes of big tables).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "customers_business_id_lower_email_idx" ON "customers" ("business_id", lower("email"));
