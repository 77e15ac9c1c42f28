-- The page-version bump every change to a kitchen's orders, customers and meals runs (a statement trigger) built its
-- statement from its argument and ran it with EXECUTE, planned anew each time: 0.4 ms of the database's time per
-- statement, four of them in every storefront order. The arguments the triggers pass are now run as static
-- statements, planned once per connection and table, and any other argument still as before.
CREATE OR REPLACE FUNCTION "bump_page_versions"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_ARGV[0] = ''SELECT business_id FROM changed'' THEN
    INSERT INTO page_versions (business_id, slot, version)
      SELECT DISTINCT b, txid_current() % 16, txid_current() FROM (SELECT business_id FROM changed) AS ids (b) WHERE b IS NOT NULL
      ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version\073
  ELSIF TG_ARGV[0] = ''SELECT o.business_id FROM changed c JOIN orders o ON o.id = c.order_id'' THEN
    INSERT INTO page_versions (business_id, slot, version)
      SELECT DISTINCT b, txid_current() % 16, txid_current() FROM (SELECT o.business_id FROM changed c JOIN orders o ON o.id = c.order_id) AS ids (b) WHERE b IS NOT NULL
      ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version\073
  ELSIF TG_ARGV[0] = ''SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id'' THEN
    INSERT INTO page_versions (business_id, slot, version)
      SELECT DISTINCT b, txid_current() % 16, txid_current() FROM (SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id) AS ids (b) WHERE b IS NOT NULL
      ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version\073
  ELSIF TG_ARGV[0] = ''SELECT business_id FROM changed UNION ALL SELECT m.business_id FROM changed c JOIN meal_media mm ON mm.media_id = c.id JOIN meals m ON m.id = mm.meal_id'' THEN
    INSERT INTO page_versions (business_id, slot, version)
      SELECT DISTINCT b, txid_current() % 16, txid_current() FROM (SELECT business_id FROM changed UNION ALL SELECT m.business_id FROM changed c JOIN meal_media mm ON mm.media_id = c.id JOIN meals m ON m.id = mm.meal_id) AS ids (b) WHERE b IS NOT NULL
      ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version\073
  ELSIF TG_ARGV[0] = ''SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id UNION ALL SELECT o.business_id FROM changed c JOIN orders o ON o.address_id = c.id'' THEN
    INSERT INTO page_versions (business_id, slot, version)
      SELECT DISTINCT b, txid_current() % 16, txid_current() FROM (SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id UNION ALL SELECT o.business_id FROM changed c JOIN orders o ON o.address_id = c.id) AS ids (b) WHERE b IS NOT NULL
      ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version\073
  ELSE
    EXECUTE ''INSERT INTO page_versions (business_id, slot, version) SELECT DISTINCT b, txid_current() % 16, txid_current() FROM ('' || TG_ARGV[0] || '') AS ids (b) WHERE b IS NOT NULL ON CONFLICT (business_id, slot) DO UPDATE SET version = excluded.version''\073
  END IF\073
  RETURN NULL\073
END';
