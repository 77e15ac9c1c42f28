-- A status change made through the API writes its own business event in its statement and announces it once that
-- statement has committed, from a statement of its own. A NOTIFY in a writing transaction takes one lock for the whole
-- database server from before its commit until after it (so that notifications are queued in commit order), and that
-- commit waits for the write-ahead log to reach the disk: every status change of every kitchen committed one at a time.
-- The statement names the order whose event it writes in the transaction-local setting homechef.event_written, and
-- the trigger then leaves that change to it. Every other writer (a cancellation, the storefront, a script) is
-- announced by the trigger as before.
-- The function body spells its semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.
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
  body := jsonb_build_object(
    ''reference'', NEW.reference,
    ''status'', NEW.status,
    ''previousStatus'', CASE WHEN TG_OP = ''UPDATE'' THEN OLD.status END,
    ''customerName'', (SELECT trim(c.first_name || '' '' || c.last_name) FROM customers c WHERE c.id = NEW.customer_id),
    ''totalPence'', NEW.amount_pence)\073
  INSERT INTO business_events (business_id, type, order_id, payload, created_at)
    VALUES (NEW.business_id, kind, NEW.id, body, now() AT TIME ZONE ''UTC'')
    RETURNING id, created_at INTO event_id, at\073
  PERFORM pg_notify(''business_events'', jsonb_build_object(
    ''id'', event_id, ''businessId'', NEW.business_id, ''type'', kind, ''orderId'', NEW.id,
    ''payload'', body, ''createdAt'', at)::text)\073
  RETURN NULL\073
END';
