-- A new address bumped its kitchen's page versions by its customer and also by the orders delivered to it, found
-- with a join on orders.address_id, which no index held: every address written (one in every storefront order) read
-- the whole orders table, 2.25 million rows in a generated marketplace. A new address has no orders yet, so its
-- trigger now finds the kitchen by the customer alone. An address changed or deleted still finds its orders, now by
-- the index below (which the foreign key's check on deleting an address uses too). The index is built without
-- blocking writes (CONCURRENTLY, a statement of its own), and the trigger is swapped in one statement so no address
-- written meanwhile goes without its bump.
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_address_id_idx" ON "orders"("address_id");

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
  ELSIF TG_ARGV[0] = ''SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id'' THEN
    INSERT INTO page_versions (business_id, slot, version)
      SELECT DISTINCT b, txid_current() % 16, txid_current() FROM (SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id) AS ids (b) WHERE b IS NOT NULL
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

DO E'BEGIN
  DROP TRIGGER IF EXISTS "addresses_pages_insert" ON "addresses"\073
  CREATE TRIGGER "addresses_pages_insert" AFTER INSERT ON "addresses" REFERENCING NEW TABLE AS "changed"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"(''SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id'')\073
END';
