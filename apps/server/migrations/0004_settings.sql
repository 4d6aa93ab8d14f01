-- Settings area (issue 3): deduction overrides, ordering-app lists, DingTalk authorizations, data screens.
-- Single-value settings and configurations live in merchant_settings (0001) under their own keys.

-- Deduction order of one customer or one device (serial number); beats the channel's order.
CREATE TABLE deduction_overrides (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  subject_type  text NOT NULL CHECK (subject_type IN ('customer', 'device')),
  subject_ref   text NOT NULL,
  wallets       text[] NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, subject_type, subject_ref)
);

-- Banners (home and dynamic), ads and home icons of the ordering app.
CREATE TABLE applet_items (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  kind         text NOT NULL CHECK (kind IN ('banner', 'dynamicBanner', 'ad', 'icon')),
  title        text NOT NULL,
  image_url    text NOT NULL,
  link_url     text NOT NULL DEFAULT '',
  sort         int NOT NULL DEFAULT 0,
  enabled      boolean NOT NULL DEFAULT true,
  starts_on    date,
  ends_on      date,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applet_items_merchant ON applet_items (merchant_id, kind, sort);

-- Meal pickup notification templates, one per event.
CREATE TABLE applet_templates (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  event        text NOT NULL,
  template_id  text NOT NULL,
  content      text NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, event)
);

-- Recommended dishes of the ordering app, by dish id (the dishes arrive with the menu area).
CREATE TABLE applet_recommended_dishes (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  dish_id      int NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  enabled      boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, dish_id)
);

-- Merchant authorization requests sent to DingTalk (through the configured adapter).
CREATE TABLE dingtalk_authorizations (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  state         text NOT NULL CHECK (state IN ('pending', 'authorized', 'failed')),
  corp_id       text NOT NULL,
  requested_by  int,
  requested_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dingtalk_authorizations_merchant ON dingtalk_authorizations (merchant_id, id);

-- Data screens: which canteens and charts a screen shows.
CREATE TABLE data_screens (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  name             text NOT NULL,
  canteen_ids      int[] NOT NULL DEFAULT '{}',
  charts           text[] NOT NULL,
  refresh_seconds  int NOT NULL DEFAULT 60,
  theme            text NOT NULL DEFAULT 'dark',
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, name)
);

-- Which canteens a manager sees on the data screens.
CREATE TABLE ds_canteen_authorities (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  user_id      int NOT NULL REFERENCES mgr_users(id),
  canteen_ids  int[] NOT NULL,
  UNIQUE (merchant_id, user_id)
);
