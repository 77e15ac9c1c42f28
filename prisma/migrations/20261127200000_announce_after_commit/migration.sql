-- A NOTIFY in a writing transaction holds the database server's one notification lock from before its commit until
-- its commit has reached the disk, so every notifying transaction on the server commits one at a time. A status change
-- through the API already announces its event after its commit. Now any writer can: with the transaction-local
-- setting homechef.announce_after_commit on, the triggers keep what they would announce in homechef.announcements (a
-- JSON array of channel and payload, in order) and the writer sends it once committed, in a statement of its own.
-- With it off (a script, any other writer) they announce at once, as before.
-- Placing a storefront order (one call) turns it on and answers what it kept.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.

-- Announces now, or keeps it for after the commit when the transaction asked for that.
CREATE FUNCTION "notify_or_keep"(channel text, payload text) RETURNS void LANGUAGE plpgsql
  AS E'BEGIN
  IF current_setting(''homechef.announce_after_commit'', true) = ''on'' THEN
    PERFORM set_config(''homechef.announcements'',
      (coalesce(nullif(current_setting(''homechef.announcements'', true), ''''), ''[]'')::jsonb
        || jsonb_build_array(jsonb_build_object(''channel'', channel, ''payload'', payload)))::text, true)\073
  ELSE
    PERFORM pg_notify(channel, payload)\073
  END IF\073
END';

CREATE OR REPLACE FUNCTION "order_business_event"() RETURNS trigger LANGUAGE plpgsql
  AS E'DECLARE
  kind text\073
  body jsonb\073
  event_id bigint\073
  at timestamp(3)\073
BEGIN
  IF TG_OP = ''UPDATE'' AND current_setting(''homechef.event_written'', true) = NEW.id THEN
    PERFORM set_config(''homechef.event_written'', '''', true)\073
    RETURN NULL\073
  END IF\073
  IF TG_OP = ''INSERT'' THEN
    kind := ''order.created''\073
  ELSIF NEW.status = ''cancelled'' THEN
    kind := ''order.cancelled''\073
  ELSE
    kind := ''order.status_changed''\073
  END IF\073
  body := order_event_payload(NEW.reference, NEW.status, CASE WHEN TG_OP = ''UPDATE'' THEN OLD.status END,
    NEW.customer_id, NEW.amount_pence)\073
  INSERT INTO business_events (business_id, type, order_id, payload, created_at)
    VALUES (NEW.business_id, kind, NEW.id, body, now() AT TIME ZONE ''UTC'')
    RETURNING id, created_at INTO event_id, at\073
  PERFORM notify_or_keep(''business_events'', business_event_message(event_id, NEW.business_id, kind, NEW.id, body, at))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION "notification_deliveries_announce"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  PERFORM notify_or_keep(''notification_deliveries'', '''')\073
  RETURN NULL\073
END';

-- Places the order with its announcements kept, and answers them (announce: the array, or null) beside the outcome
-- and the order the confirmation is written from.
CREATE OR REPLACE FUNCTION "storefront_place_order_told"(p_checkout_id text, p_payment_intent text, p_order_id text,
  p_reference text, p_tracking_hash text, p_references text[], p_now timestamp) RETURNS json LANGUAGE plpgsql AS E'
DECLARE
  v_outcome text\073
BEGIN
  PERFORM set_config(''homechef.announce_after_commit'', ''on'', true)\073
  v_outcome := storefront_place_order(p_checkout_id, p_payment_intent, p_order_id, p_reference, p_tracking_hash,
                                      p_references, p_now)\073
  RETURN json_build_object(''outcome'', v_outcome,
    ''order'', CASE WHEN v_outcome = ''ordered'' THEN storefront_order_email(p_order_id) END,
    ''announce'', nullif(current_setting(''homechef.announcements'', true), '''')::json)\073
END
';
