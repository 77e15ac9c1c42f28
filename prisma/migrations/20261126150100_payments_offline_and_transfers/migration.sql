-- The provider's refund behind a refund row (one row per refund, whoever records it), and the transfer that sent a
-- held share to the kitchen's account once it connected.
ALTER TABLE "transactions" ADD COLUMN "provider_reference" TEXT;
ALTER TABLE "transactions" ADD COLUMN "transfer_id" TEXT;
CREATE UNIQUE INDEX "transactions_provider_reference_key" ON "transactions"("provider_reference");

-- The offline payments stand-in: its hosted checkouts, and the refunds and transfers it made up.
CREATE TABLE "offline_checkout_sessions" (
    "id" TEXT NOT NULL,
    "checkout_id" TEXT NOT NULL,
    "payment_intent_id" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "kitchen_name" TEXT,
    "lines_json" TEXT NOT NULL,
    "total_pence" INTEGER NOT NULL,
    "application_fee_pence" INTEGER NOT NULL,
    "destination_account_id" TEXT,
    "success_url" TEXT NOT NULL,
    "cancel_url" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "paid_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "offline_checkout_sessions_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "offline_payment_movements" (
    "idempotency_key" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payment_intent_id" TEXT,
    "account_id" TEXT,
    "amount_pence" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "offline_payment_movements_pkey" PRIMARY KEY ("idempotency_key")
);
CREATE UNIQUE INDEX "offline_payment_movements_id_key" ON "offline_payment_movements"("id");
