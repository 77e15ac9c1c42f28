-- GET /vendor/me answers completedOnboarding from the auth cache as well: a change to what it is worked out from
-- (the owner's date of birth and proof of identity, any of the business's fields) is announced on auth_changed too.
DROP TRIGGER "users_auth_changed" ON "users";
CREATE TRIGGER "users_auth_changed"
  AFTER UPDATE OF "email", "first_name", "last_name", "phone", "password_hash", "dob", "proof_of_identification_id"
  OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
CREATE TRIGGER "businesses_auth_changed" AFTER UPDATE OR DELETE
  ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
