-- Until password and unvouched OAuth accounts had to confirm their address before signing in, anyone could sign up
-- with a stranger's e-mail and be signed in at once. End every session such an unconfirmed account still holds
-- (decision record 010); its holder signs in again once the address is confirmed.
DELETE FROM "session"
WHERE "user_id" IN (
  SELECT "user"."id" FROM "user"
  WHERE "user"."email_verified" = false
    AND EXISTS (SELECT 1 FROM "account" WHERE "account"."user_id" = "user"."id")
);
