-- CreateTable
CREATE TABLE "user_sessions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "user_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "reset_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions"("user_id");

-- AddForeignKey
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sessions of the refresh tokens already issued: one per family, ending 30 days after its first token.
INSERT INTO "user_sessions" ("id", "user_id", "created_at", "last_used_at", "expires_at", "revoked_at")
SELECT "family_id", MIN("user_id"), MIN("created_at"), MAX("created_at"), MIN("created_at") + INTERVAL '30 days',
       CASE WHEN BOOL_AND("revoked_at" IS NOT NULL OR "used_at" IS NOT NULL) THEN MAX("created_at") END
FROM "refresh_tokens" GROUP BY "family_id";

-- Every server process caches who a token belongs to and what their role allows. A change to what that cache holds
-- (a member's names or password, membership, role, permissions, a session's end) is announced on the auth_changed
-- channel, so every process sharing the database drops its cache whoever made the change.
-- The body spells its semicolons \073: the PostgreSQL driver adapter splits a migration at every semicolon.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''auth_changed'', TG_TABLE_NAME)\073 RETURN NULL\073 END';

CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "email", "first_name", "last_name", "phone", "password_hash" OR DELETE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
CREATE TRIGGER "memberships_auth_changed" AFTER INSERT OR UPDATE OR DELETE
  ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE OR DELETE
  ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
CREATE TRIGGER "role_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE
  ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
CREATE TRIGGER "user_sessions_auth_changed" AFTER UPDATE OF "revoked_at", "expires_at" OR DELETE
  ON "user_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
