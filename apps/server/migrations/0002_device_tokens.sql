-- Tokens of canteen devices (DESIGN §6): a device logs in with its serial number and secret and calls the
-- same envelope API with this token. The devices module owns the devices; the platform only resolves tokens.
CREATE TABLE device_tokens (
  token_hash   text PRIMARY KEY,
  device_id    int NOT NULL,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX device_tokens_device ON device_tokens (device_id);
