-- What the customer's e-mails about an order are written from (reference, kitchen, customer, address, items with
-- their allergens, what was refunded), as one JSON value, read by the server for the status e-mails. A payment
-- confirmed on the storefront is answered with it: storefront_place_order_told places the order (the same
-- storefront_place_order) and, when it was placed, reads the order in the same call, which the confirmation e-mail is
-- written from, instead of a second statement after it.
CREATE OR REPLACE FUNCTION "storefront_order_email"(p_order_id text) RETURNS json LANGUAGE plpgsql STABLE AS E'
BEGIN
  RETURN (
    SELECT json_build_object(
      ''id'', o.id, ''reference'', o.reference, ''source'', o.source, ''status'', o.status, ''amountPence'', o.amount_pence,
      ''deliveryFeePence'', o.delivery_fee_pence, ''platformFeePence'', o.platform_fee_pence,
      ''allergyNote'', o.allergy_note, ''cancellationReason'', o.cancellation_reason,
      ''cancellationDetails'', o.cancellation_details,
      ''kitchen'', coalesce(b.kitchen_name, b.business_name, ''The kitchen''),
      ''customer'', json_build_object(''firstName'', c.first_name, ''email'', c.email),
      ''address'', json_build_object(''addressLine'', a.address_line, ''town'', a.town, ''postcode'', a.postcode),
      ''items'', coalesce((
        SELECT json_agg(json_build_object(
          ''mealName'', i.meal_name, ''optionSize'', i.option_size, ''quantity'', i.quantity, ''amountPence'', i.amount_pence,
          ''deliveryDate'', to_char(i.delivery_date, ''YYYY-MM-DD''),
          ''allergens'', coalesce((
            SELECT json_agg(al.name) FROM meal_allergens ma JOIN allergens al ON al.id = ma.allergen_id
            WHERE ma.meal_id = i.meal_id), ''[]''::json)
        ) ORDER BY i.delivery_date, i.id)
        FROM order_items i WHERE i.order_id = o.id), ''[]''::json),
      ''refundedPence'', (
        SELECT coalesce(sum(t.amount_pence), 0)::int FROM transactions t
        WHERE t.order_id = o.id AND t.type = ''refund'' AND t.status = ''paid''))
    FROM orders o
    JOIN businesses b ON b.id = o.business_id
    JOIN customers c ON c.id = o.customer_id
    JOIN addresses a ON a.id = o.address_id
    WHERE o.id = p_order_id)\073
END
';

CREATE OR REPLACE FUNCTION "storefront_place_order_told"(p_checkout_id text, p_payment_intent text, p_order_id text,
  p_reference text, p_tracking_hash text, p_references text[], p_now timestamp)
  RETURNS json LANGUAGE plpgsql AS E'
DECLARE
  v_outcome text\073
BEGIN
  v_outcome := storefront_place_order(p_checkout_id, p_payment_intent, p_order_id, p_reference, p_tracking_hash,
                                      p_references, p_now)\073
  RETURN json_build_object(''outcome'', v_outcome,
    ''order'', CASE WHEN v_outcome = ''ordered'' THEN storefront_order_email(p_order_id) END)\073
END
';
