-- An order event and the message announcing it were built in two places: the trigger on orders and the status change
-- that writes its own event (the API). Both now build them with the same two functions, so the two cannot differ.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.

-- What an order event says: the order by its reference, its status and the one before (none for a new order), the
-- customer by name and the order total in pence.
CREATE FUNCTION "order_event_payload"(reference text, status text, previous_status text, customer_id text,
  total_pence integer) RETURNS jsonb LANGUAGE sql STABLE
  AS E'SELECT jsonb_build_object(
    ''reference'', $1, ''status'', $2, ''previousStatus'', $3,
    ''customerName'', (SELECT trim(c.first_name || '' '' || c.last_name) FROM customers c WHERE c.id = $4),
    ''totalPence'', $5)';

-- The message announcing a stored event on the business_events channel: the row itself.
CREATE FUNCTION "business_event_message"(id bigint, business_id text, type text, order_id text, payload jsonb,
  created_at timestamp(3)) RETURNS text LANGUAGE sql IMMUTABLE
  AS E'SELECT jsonb_build_object(''id'', $1, ''businessId'', $2, ''type'', $3, ''orderId'', $4, ''payload'', $5,
    ''createdAt'', $6)::text';

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
  PERFORM pg_notify(''business_events'', business_event_message(event_id, NEW.business_id, kind, NEW.id, body, at))\073
  RETURN NULL\073
END';
