-- Browsers a user logged in from (OWASP device cookie): a login that carries the cookie of one of its user's
-- devices is counted under that device alone, not under the account-wide limit (docs/SECURITY.md, login limits).
-- One random cookie per browser; it may be trusted for several users of that browser.
CREATE TABLE login_devices (
  token_hash  text NOT NULL,                                            -- SHA-256 of the cookie's random value
  user_id     int NOT NULL REFERENCES mgr_users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX login_devices_user ON login_devices (user_id);
CREATE INDEX login_devices_expires ON login_devices (expires_at);
