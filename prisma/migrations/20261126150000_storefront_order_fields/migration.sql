-- The storefront's fields on orders, as the storefront's own migration adds them: written to be a no-op when that
-- migration already ran (the payments work reads them: the payment to refund, the source of customer e-mails).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source" TEXT NOT NULL DEFAULT 'vendor';
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "allergy_note" TEXT;
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "checkout_id" TEXT;
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_intent_id" TEXT;
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_token_hash" TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS "orders_checkout_id_key" ON "orders"("checkout_id");
CREATE UNIQUE INDEX IF NOT EXISTS "orders_tracking_token_hash_key" ON "orders"("tracking_token_hash");
