-- One pending invitation per address and business, whoever sends it at the same moment: the second insert fails and
-- the handler answers 409 naming `email`. Written by hand: Prisma's schema cannot express a partial index on an
-- expression. An invitation past its expiry still counts until it is marked expired, which creating a new one does
-- first in the same transaction.

-- Earlier duplicates (there should be none) keep their newest one pending.
UPDATE "invites" AS older SET "status" = 'expired'
WHERE older."status" = 'pending'
  AND EXISTS (
    SELECT 1 FROM "invites" AS newer
    WHERE newer."status" = 'pending'
      AND newer."business_id" = older."business_id"
      AND lower(newer."email") = lower(older."email")
      AND (newer."created_at", newer."id") > (older."created_at", older."id")
  );

CREATE UNIQUE INDEX "invites_one_pending_per_email" ON "invites" ("business_id", lower("email"))
  WHERE "status" = 'pending';
