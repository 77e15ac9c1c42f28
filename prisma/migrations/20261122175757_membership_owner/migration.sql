-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "owner" BOOLEAN NOT NULL DEFAULT false;

-- Backfill: a business's owner is its first Administrator.
UPDATE "memberships" SET "owner" = true
WHERE "id" IN (
  SELECT DISTINCT ON (m."business_id") m."id"
  FROM "memberships" m JOIN "roles" r ON r."id" = m."role_id"
  WHERE r."slug" = 'administrator'
  ORDER BY m."business_id", m."created_at", m."id"
);
