-- Notifications that act: a member hears of a new storefront order (e-mail and text, each as their own switches say)
-- and of account activity (a sign-in from a new device, a team change). Each message is a row of
-- notification_deliveries written in the transaction that caused it, so it is neither lost nor sent for a change
-- that rolled back. The notification worker of any server process claims due rows (FOR UPDATE SKIP LOCKED) and marks
-- them sent. Texts kept instead of sent (no SMS provider) go to outbox_texts beside outbox_emails. The devices a user
-- signed in from are kept in user_devices.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.
-- CreateTable
CREATE TABLE "outbox_texts" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_texts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "business_id" TEXT,
    "order_id" TEXT,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "run_after" TIMESTAMP(3) NOT NULL,
    "claimed_until" TIMESTAMP(3),
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "notification_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_devices" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "device_hash" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "first_seen_at" TIMESTAMP(3) NOT NULL,
    "last_seen_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_devices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_texts_to_created_at_idx" ON "outbox_texts"("to", "created_at");

-- CreateIndex
CREATE INDEX "outbox_texts_created_at_idx" ON "outbox_texts"("created_at");

-- CreateIndex
CREATE INDEX "notification_deliveries_status_run_after_idx" ON "notification_deliveries"("status", "run_after");

-- CreateIndex
CREATE INDEX "notification_deliveries_user_id_idx" ON "notification_deliveries"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "notification_deliveries_order_id_user_id_channel_key" ON "notification_deliveries"("order_id", "user_id", "channel");

-- CreateIndex
CREATE UNIQUE INDEX "user_devices_user_id_device_hash_key" ON "user_devices"("user_id", "device_hash");

-- AddForeignKey
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A storefront order (a customer paid for it) tells every active member who may see orders: the owner, and members
-- whose active role holds orders.view. One row per member and channel whose switch is on (a member without a row of
-- preferences has every switch on), a text only to a member with a phone. Orders the kitchen enters itself, the seed
-- and the development sample order (source vendor) tell nobody.
CREATE FUNCTION "order_created_notifications"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  INSERT INTO notification_deliveries (kind, channel, user_id, business_id, order_id, run_after, created_at)
  SELECT ''order.created'', ch.channel, m.user_id, NEW.business_id, NEW.id, NEW.created_at, NEW.created_at
  FROM memberships m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN notification_preferences p ON p.user_id = m.user_id
  CROSS JOIN (VALUES (''email''), (''sms'')) AS ch(channel)
  WHERE m.business_id = NEW.business_id
    AND m.status = ''active''
    AND (m.owner OR EXISTS (
      SELECT 1 FROM roles r JOIN role_permissions rp ON rp.role_id = r.id
      WHERE r.id = m.role_id AND r.status = ''active'' AND rp.permission = ''orders.view''))
    AND CASE ch.channel
      WHEN ''email'' THEN coalesce(p.email_new_orders, true)
      ELSE coalesce(p.sms_new_orders, true) AND coalesce(btrim(u.phone), '''') <> ''''
    END
  ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END';

CREATE TRIGGER "orders_created_notifications" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW."source" = 'storefront') EXECUTE FUNCTION "order_created_notifications"();

-- Every process wakes its worker when messages are written, whoever wrote them.
CREATE FUNCTION "notification_deliveries_announce"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  PERFORM pg_notify(''notification_deliveries'', '''')\073
  RETURN NULL\073
END';

CREATE TRIGGER "notification_deliveries_written" AFTER INSERT ON "notification_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_deliveries_announce"();
