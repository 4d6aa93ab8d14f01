-- Attempts at a secret (logins, change-password, device logins), counted before the secret is checked: one row per
-- key, bumped in one statement, so parallel attempts each get their own count (docs/SECURITY.md, login limits).
CREATE TABLE auth_attempts (
  kind      text NOT NULL,                               -- 'login', 'password', 'device'
  key       text NOT NULL,                               -- 'pair:<account>@<address>', 'account:<account>', 'address:<address>'
  n         int NOT NULL,                                -- attempts let through since the key was last cleared
  next_at   timestamptz NOT NULL,                        -- no attempt under this key is let through before
  last_at   timestamptz NOT NULL,                        -- last attempt let through
  admitted  boolean NOT NULL DEFAULT true,               -- whether the latest attempt was let through (read back by RETURNING)
  known_at  timestamptz,                                 -- pair keys: last success from this address
  PRIMARY KEY (kind, key)
);
CREATE INDEX auth_attempts_last ON auth_attempts (last_at);

-- Replaced by auth_attempts: it counted failures after the check, so parallel attempts all got through.
DROP TABLE login_failures;
