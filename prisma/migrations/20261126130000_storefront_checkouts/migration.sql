-- The storefront (docs/storefront.md): orders placed and paid by customers, the checkouts that hold a basket while the
-- customer pays, and the portions of each meal taken per delivery date.

-- Orders: where they came from, and what a storefront order carries besides the dashboard's fields.
ALTER TABLE "orders" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'vendor',
  ADD COLUMN "allergy_note" TEXT,
  ADD COLUMN "checkout_id" TEXT,
  ADD COLUMN "payment_intent_id" TEXT,
  ADD COLUMN "tracking_token_hash" TEXT,
  ADD COLUMN "delivery_date" DATE;

CREATE UNIQUE INDEX "orders_checkout_id_key" ON "orders"("checkout_id");
CREATE UNIQUE INDEX "orders_tracking_token_hash_key" ON "orders"("tracking_token_hash");

-- CreateTable
CREATE TABLE "checkouts" (
    "id" TEXT NOT NULL,
    "business_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "provider_session_id" TEXT,
    "payment_intent_id" TEXT,
    "delivery_date" DATE NOT NULL,
    "customer_name" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "customer_phone" TEXT NOT NULL,
    "address_line1" TEXT NOT NULL,
    "address_line2" TEXT,
    "town_id" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "zone_id" TEXT NOT NULL,
    "allergy_note" TEXT,
    "subtotal_pence" INTEGER NOT NULL,
    "delivery_fee_pence" INTEGER NOT NULL,
    "platform_fee_pence" INTEGER NOT NULL,
    "total_pence" INTEGER NOT NULL,
    "destination_account_id" TEXT,
    "hold_expires_at" TIMESTAMP(3) NOT NULL,
    "order_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "checkouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "checkout_items" (
    "id" TEXT NOT NULL,
    "checkout_id" TEXT NOT NULL,
    "meal_id" TEXT NOT NULL,
    "meal_option_id" TEXT NOT NULL,
    "meal_name" TEXT NOT NULL,
    "size" TEXT NOT NULL,
    "servings" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_pence" INTEGER NOT NULL,

    CONSTRAINT "checkout_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meal_daily_stock" (
    "meal_id" TEXT NOT NULL,
    "delivery_date" DATE NOT NULL,
    "portions_taken" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "meal_daily_stock_pkey" PRIMARY KEY ("meal_id","delivery_date")
);

CREATE UNIQUE INDEX "checkouts_provider_session_id_key" ON "checkouts"("provider_session_id");
CREATE UNIQUE INDEX "checkouts_order_id_key" ON "checkouts"("order_id");
CREATE INDEX "checkouts_business_id_status_hold_expires_at_idx" ON "checkouts"("business_id", "status", "hold_expires_at");
CREATE INDEX "checkout_items_checkout_id_idx" ON "checkout_items"("checkout_id");

ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_checkout_id_fkey" FOREIGN KEY ("checkout_id") REFERENCES "checkouts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "meal_daily_stock" ADD CONSTRAINT "meal_daily_stock_meal_id_fkey" FOREIGN KEY ("meal_id") REFERENCES "meals"("id") ON DELETE CASCADE ON UPDATE CASCADE;
