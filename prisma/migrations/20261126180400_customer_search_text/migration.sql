-- Each customer carries its first name, last name and e-mail lowered and joined, set by the database on every insert
-- and update: an order search sets aside the customers a word cannot match with one LIKE on it, instead of lowering
-- the three columns of every customer of the kitchen again for each search. A column kept by a trigger rather than a
-- generated one, so adding it does not rewrite the table while writes wait.
-- The function bodies spell their semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
-- No quote marks in these comments for the same reason.
-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "search_text" TEXT;

CREATE FUNCTION "customers_search_text"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  NEW.search_text := lower(concat_ws('' '', NEW.first_name, NEW.last_name, NEW.email))\073
  RETURN NEW\073
END';
CREATE TRIGGER "customers_search_text" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "email", "search_text"
  ON "customers" FOR EACH ROW EXECUTE FUNCTION "customers_search_text"();

UPDATE "customers" SET "search_text" = lower(concat_ws(' ', "first_name", "last_name", "email"))
  WHERE "search_text" IS NULL;
