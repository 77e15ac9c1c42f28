-- Emptying orders or transactions at once (TRUNCATE, which no row trigger sees) empties their running totals too.
CREATE FUNCTION "order_totals_empty"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN DELETE FROM order_day_totals\073 DELETE FROM customer_months\073 DELETE FROM customer_last_months\073 RETURN NULL\073 END';
CREATE TRIGGER "orders_totals_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_totals_empty"();
CREATE FUNCTION "transaction_totals_empty"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN DELETE FROM transaction_totals\073 RETURN NULL\073 END';
CREATE TRIGGER "transactions_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_totals_empty"();
