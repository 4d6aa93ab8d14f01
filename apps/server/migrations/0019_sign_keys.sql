-- A signing key per login (DESIGN §3): every envelope of a logged-in call is signed with it, so the sign proves
-- the caller holds the session. Tokens issued before this migration have none and must log in again.
ALTER TABLE auth_tokens ADD COLUMN sign_key text;
ALTER TABLE device_tokens ADD COLUMN sign_key text;
