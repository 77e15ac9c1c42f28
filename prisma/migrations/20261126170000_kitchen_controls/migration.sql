-- Kitchen controls (issue 19): pausing new orders, holiday dates, a daily capacity and meals sold out for a date.

ALTER TABLE "businesses" ADD COLUMN "orders_paused" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "orders_paused_until" TIMESTAMP(3),
  ADD COLUMN "daily_capacity" INTEGER,
  ADD COLUMN "capacity_unit" TEXT NOT NULL DEFAULT 'orders';

CREATE TABLE "meal_sold_out_dates" (
    "meal_id" TEXT NOT NULL,
    "delivery_date" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "meal_sold_out_dates_pkey" PRIMARY KEY ("meal_id","delivery_date")
);

ALTER TABLE "meal_sold_out_dates" ADD CONSTRAINT "meal_sold_out_dates_meal_id_fkey" FOREIGN KEY ("meal_id") REFERENCES "meals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "kitchen_holidays" (
    "id" TEXT NOT NULL,
    "business_id" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "kitchen_holidays_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "kitchen_holidays_business_id_end_date_idx" ON "kitchen_holidays"("business_id", "end_date");

ALTER TABLE "kitchen_holidays" ADD CONSTRAINT "kitchen_holidays_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "kitchen_daily_capacity" (
    "business_id" TEXT NOT NULL,
    "delivery_date" DATE NOT NULL,
    "orders_taken" INTEGER NOT NULL DEFAULT 0,
    "portions_taken" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "kitchen_daily_capacity_pkey" PRIMARY KEY ("business_id","delivery_date")
);

ALTER TABLE "kitchen_daily_capacity" ADD CONSTRAINT "kitchen_daily_capacity_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
