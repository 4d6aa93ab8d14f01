-- Platform tables: merchants, managers and roles, tokens, replay guard, login limits, settings, files, operation log.

CREATE TABLE merchants (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  state       text NOT NULL DEFAULT 'active' CHECK (state IN ('pending', 'active', 'blocked')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mgr_roles (
  id              serial PRIMARY KEY,
  merchant_id     int REFERENCES merchants(id),          -- null: the platform operator's roles
  role_code       text NOT NULL,
  role_name       text NOT NULL,
  role_desc       text NOT NULL DEFAULT '',
  menu_ids        int[] NOT NULL DEFAULT '{}',
  is_admin        boolean NOT NULL DEFAULT false,        -- holds every menu of its side, now and later
  canteen_ids     int[],                                 -- data permissions; null = all
  org_ids         int[],
  dish_scope_ids  int[],
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mgr_roles_code ON mgr_roles (coalesce(merchant_id, 0), role_code);

CREATE TABLE mgr_users (
  id             serial PRIMARY KEY,
  merchant_id    int REFERENCES merchants(id),           -- null: platform operator
  username       text NOT NULL UNIQUE,                   -- login sends only the name, so names are global
  password_hash  text NOT NULL,
  real_name      text NOT NULL DEFAULT '',
  phone          text NOT NULL DEFAULT '',
  avatar         text NOT NULL DEFAULT '',
  role_id        int REFERENCES mgr_roles(id),
  state          text NOT NULL DEFAULT 'enabled' CHECK (state IN ('enabled', 'disabled')),
  is_buyer       boolean NOT NULL DEFAULT false,
  is_keeper      boolean NOT NULL DEFAULT false,
  demo_password  boolean NOT NULL DEFAULT false,         -- seeded password never changed: warn at start
  deleted_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_login_at  timestamptz
);
CREATE INDEX mgr_users_merchant ON mgr_users (merchant_id, id);

CREATE TABLE auth_tokens (
  token_hash   text PRIMARY KEY,                         -- sha256 of the opaque token; the token itself is never stored
  user_id      int NOT NULL REFERENCES mgr_users(id),
  merchant_id  int,
  client_id    text NOT NULL,
  ip           text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

-- Replay guard: a (nonce, timestamp) pair is accepted once within the envelope window.
CREATE TABLE request_nonces (
  nonce      text NOT NULL,
  ts         bigint NOT NULL,
  seen_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (nonce, ts)
);
CREATE INDEX request_nonces_seen ON request_nonces (seen_at);

CREATE TABLE login_failures (
  id      bigserial PRIMARY KEY,
  key     text NOT NULL,                                 -- 'user:<name>' or 'ip:<address>'
  at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key ON login_failures (key, at);

CREATE TABLE merchant_settings (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  key          text NOT NULL,
  value        jsonb NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   int,
  PRIMARY KEY (merchant_id, key)
);

CREATE TABLE server_keys (
  key_id       text PRIMARY KEY,
  purpose      text NOT NULL,
  public_der   text NOT NULL,
  private_pem  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_files (
  id           bigserial PRIMARY KEY,
  merchant_id  int,
  upload_key   text NOT NULL,
  path         text NOT NULL UNIQUE,
  mime         text NOT NULL,
  size         int NOT NULL,
  width        int,
  height       int,
  uploaded_by  int,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_operation_log (
  id           bigserial PRIMARY KEY,
  merchant_id  int,
  user_id      int,
  username     text NOT NULL DEFAULT '',
  endpoint_id  text NOT NULL,
  method       text NOT NULL,
  path         text NOT NULL,
  ip           text NOT NULL DEFAULT '',
  request_id   text NOT NULL,
  code         int NOT NULL,
  msg          text NOT NULL DEFAULT '',
  content      jsonb,
  duration_ms  int NOT NULL DEFAULT 0,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_operation_log_merchant ON sys_operation_log (merchant_id, at DESC);
