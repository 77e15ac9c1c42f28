-- CreateTable
CREATE TABLE "page_versions" (
    "business_id" TEXT NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "page_versions_pkey" PRIMARY KEY ("business_id")
);

-- The orders and meals pages a process has built are kept with the version their business had when they were built
-- (lib/page-cache.ts). Every change to a row either page shows sets that version to the id of the writing transaction,
-- in the same transaction: once the write has committed, every process sharing the database sees the new version on
-- its next read and builds the page again. The row tables find the businesses their changed rows belong to (the rows
-- of the statement are the transition table "changed"). A change to a shared list (categories, ingredients,
-- allergens, dietary offerings) or a TRUNCATE moves every business on. No quote marks in these comments: the driver
-- adapter splits the script at semicolons outside quotes.
-- The bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
CREATE FUNCTION "bump_page_versions"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN EXECUTE ''INSERT INTO page_versions (business_id, version) SELECT DISTINCT b, txid_current() FROM ('' || TG_ARGV[0] || '') AS ids (b) WHERE b IS NOT NULL ON CONFLICT (business_id) DO UPDATE SET version = excluded.version''\073 RETURN NULL\073 END';

CREATE FUNCTION "bump_all_page_versions"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN UPDATE page_versions SET version = txid_current()\073 RETURN NULL\073 END';

CREATE TRIGGER "orders_pages_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "orders_pages_update" AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "orders_pages_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "order_items_pages_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT o.business_id FROM changed c JOIN orders o ON o.id = c.order_id');
CREATE TRIGGER "order_items_pages_update" AFTER UPDATE ON "order_items" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT o.business_id FROM changed c JOIN orders o ON o.id = c.order_id');
CREATE TRIGGER "order_items_pages_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT o.business_id FROM changed c JOIN orders o ON o.id = c.order_id');
CREATE TRIGGER "meals_pages_insert" AFTER INSERT ON "meals" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "meals_pages_update" AFTER UPDATE ON "meals" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "meals_pages_delete" AFTER DELETE ON "meals" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "meal_options_pages_insert" AFTER INSERT ON "meal_options" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_options_pages_update" AFTER UPDATE ON "meal_options" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_options_pages_delete" AFTER DELETE ON "meal_options" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_media_pages_insert" AFTER INSERT ON "meal_media" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_media_pages_update" AFTER UPDATE ON "meal_media" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_media_pages_delete" AFTER DELETE ON "meal_media" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_ingredients_pages_insert" AFTER INSERT ON "meal_ingredients" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_ingredients_pages_update" AFTER UPDATE ON "meal_ingredients" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_ingredients_pages_delete" AFTER DELETE ON "meal_ingredients" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_allergens_pages_insert" AFTER INSERT ON "meal_allergens" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_allergens_pages_update" AFTER UPDATE ON "meal_allergens" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_allergens_pages_delete" AFTER DELETE ON "meal_allergens" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_dietary_offerings_pages_insert" AFTER INSERT ON "meal_dietary_offerings" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_dietary_offerings_pages_update" AFTER UPDATE ON "meal_dietary_offerings" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "meal_dietary_offerings_pages_delete" AFTER DELETE ON "meal_dietary_offerings" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "custom_availability_pages_insert" AFTER INSERT ON "custom_availability" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "custom_availability_pages_update" AFTER UPDATE ON "custom_availability" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "custom_availability_pages_delete" AFTER DELETE ON "custom_availability" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT m.business_id FROM changed c JOIN meals m ON m.id = c.meal_id');
CREATE TRIGGER "media_pages_insert" AFTER INSERT ON "media" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed UNION ALL SELECT m.business_id FROM changed c JOIN meal_media mm ON mm.media_id = c.id JOIN meals m ON m.id = mm.meal_id');
CREATE TRIGGER "media_pages_update" AFTER UPDATE ON "media" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed UNION ALL SELECT m.business_id FROM changed c JOIN meal_media mm ON mm.media_id = c.id JOIN meals m ON m.id = mm.meal_id');
CREATE TRIGGER "media_pages_delete" AFTER DELETE ON "media" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed UNION ALL SELECT m.business_id FROM changed c JOIN meal_media mm ON mm.media_id = c.id JOIN meals m ON m.id = mm.meal_id');
CREATE TRIGGER "customers_pages_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "customers_pages_update" AFTER UPDATE ON "customers" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "customers_pages_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT business_id FROM changed');
CREATE TRIGGER "addresses_pages_insert" AFTER INSERT ON "addresses" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id UNION ALL SELECT o.business_id FROM changed c JOIN orders o ON o.address_id = c.id');
CREATE TRIGGER "addresses_pages_update" AFTER UPDATE ON "addresses" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id UNION ALL SELECT o.business_id FROM changed c JOIN orders o ON o.address_id = c.id');
CREATE TRIGGER "addresses_pages_delete" AFTER DELETE ON "addresses" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_versions"('SELECT cu.business_id FROM changed c JOIN customers cu ON cu.id = c.customer_id UNION ALL SELECT o.business_id FROM changed c JOIN orders o ON o.address_id = c.id');
CREATE TRIGGER "orders_pages_all" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "order_items_pages_all" AFTER TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meals_pages_all" AFTER TRUNCATE ON "meals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meal_options_pages_all" AFTER TRUNCATE ON "meal_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meal_media_pages_all" AFTER TRUNCATE ON "meal_media"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meal_ingredients_pages_all" AFTER TRUNCATE ON "meal_ingredients"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meal_allergens_pages_all" AFTER TRUNCATE ON "meal_allergens"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meal_dietary_offerings_pages_all" AFTER TRUNCATE ON "meal_dietary_offerings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "custom_availability_pages_all" AFTER TRUNCATE ON "custom_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "media_pages_all" AFTER TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "customers_pages_all" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "addresses_pages_all" AFTER TRUNCATE ON "addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "meal_categories_pages_all" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meal_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "ingredients_pages_all" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ingredients"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "allergens_pages_all" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "allergens"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
CREATE TRIGGER "dietary_offerings_pages_all" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dietary_offerings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_page_versions"();
