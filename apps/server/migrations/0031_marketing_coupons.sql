-- Coupons (issue 13; spec second document §7 Marketing: coupon, mktcouponconfig). A coupon is a template; a grant
-- plan (config) issues coupon items to people; universal coupons are codes anyone may present. Orders belong to the
-- accounts module, a layer above marketing, so order ids are kept as bigint without a foreign key.

CREATE TABLE mkt_coupons (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  name             text NOT NULL,
  -- cash: value cents off; discount: value is the percent paid (1–99).
  kind             text NOT NULL CHECK (kind IN ('cash', 'discount')),
  value            int NOT NULL CHECK (value > 0),
  min_spend        bigint NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  valid_type       text NOT NULL CHECK (valid_type IN ('days', 'range')),
  valid_days       smallint CHECK (valid_days > 0),
  valid_from       date,
  valid_to         date,
  canteen_ids      int[] NOT NULL DEFAULT '{}',
  meal_types       smallint[] NOT NULL DEFAULT '{}',
  -- 0: no cap. issued counts the items that exist, so that the total cap is one guarded UPDATE.
  total_cap        int NOT NULL DEFAULT 0 CHECK (total_cap >= 0),
  per_person_cap   int NOT NULL DEFAULT 0 CHECK (per_person_cap >= 0),
  issued           int NOT NULL DEFAULT 0 CHECK (issued >= 0),
  enabled          boolean NOT NULL DEFAULT true,
  remark           text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK (kind <> 'discount' OR value BETWEEN 1 AND 99),
  CHECK (total_cap = 0 OR issued <= total_cap),
  CHECK (valid_type <> 'days' OR valid_days IS NOT NULL),
  CHECK (valid_type <> 'range' OR (valid_from IS NOT NULL AND valid_to IS NOT NULL AND valid_from <= valid_to))
);
CREATE UNIQUE INDEX mkt_coupons_name ON mkt_coupons (merchant_id, name);

CREATE TABLE mkt_coupon_configs (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  coupon_id       int NOT NULL,
  name            text NOT NULL,
  cust_ids        int[] NOT NULL DEFAULT '{}',
  org_ids         int[] NOT NULL DEFAULT '{}',
  psn_type_ids    int[] NOT NULL DEFAULT '{}',
  per_person      smallint NOT NULL DEFAULT 1 CHECK (per_person BETWEEN 1 AND 100),
  grant_at        timestamptz,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'granted')),
  granted_at      timestamptz,
  granted_count   int NOT NULL DEFAULT 0,
  remark          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, coupon_id) REFERENCES mkt_coupons (merchant_id, id)
);
CREATE INDEX mkt_coupon_configs_coupon ON mkt_coupon_configs (merchant_id, coupon_id);

CREATE TABLE mkt_coupon_items (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  coupon_id     int NOT NULL,
  config_id     int,
  coupon_no     text NOT NULL,
  -- null: a paper coupon without a holder (batch add); such a coupon is not bound to anyone's account.
  cust_id       int,
  batch_no      text NOT NULL DEFAULT '',
  state         text NOT NULL DEFAULT 'unused' CHECK (state IN ('unused', 'used', 'void')),
  -- [valid_from, valid_to): expired is read as unused with valid_to passed.
  valid_from    timestamptz NOT NULL,
  valid_to      timestamptz NOT NULL,
  order_id      bigint,
  discount      bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, coupon_no),
  FOREIGN KEY (merchant_id, coupon_id) REFERENCES mkt_coupons (merchant_id, id),
  FOREIGN KEY (merchant_id, config_id) REFERENCES mkt_coupon_configs (merchant_id, id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  CHECK ((state = 'used') = (order_id IS NOT NULL))
);
CREATE INDEX mkt_coupon_items_holder ON mkt_coupon_items (merchant_id, cust_id, coupon_id);
CREATE INDEX mkt_coupon_items_order ON mkt_coupon_items (merchant_id, order_id) WHERE order_id IS NOT NULL;
CREATE INDEX mkt_coupon_items_coupon ON mkt_coupon_items (merchant_id, coupon_id, created_at);

CREATE TABLE mkt_universal_coupons (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  coupon_id       int NOT NULL,
  code            text NOT NULL,
  total_cap       int NOT NULL DEFAULT 0 CHECK (total_cap >= 0),
  per_person_cap  int NOT NULL DEFAULT 1 CHECK (per_person_cap >= 0),
  used            int NOT NULL DEFAULT 0 CHECK (used >= 0),
  valid_from      timestamptz NOT NULL,
  valid_to        timestamptz NOT NULL,
  state           text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'void')),
  remark          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, code),
  FOREIGN KEY (merchant_id, coupon_id) REFERENCES mkt_coupons (merchant_id, id),
  CHECK (total_cap = 0 OR used <= total_cap),
  CHECK (valid_from < valid_to)
);

CREATE TABLE mkt_universal_uses (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  universal_id   int NOT NULL,
  cust_id        int NOT NULL,
  order_id       bigint NOT NULL,
  discount       bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  state          text NOT NULL DEFAULT 'used' CHECK (state IN ('used', 'returned')),
  at             timestamptz NOT NULL,
  returned_at    timestamptz,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, universal_id) REFERENCES mkt_universal_coupons (merchant_id, id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id)
);
CREATE INDEX mkt_universal_uses_person ON mkt_universal_uses (merchant_id, universal_id, cust_id);
CREATE INDEX mkt_universal_uses_order ON mkt_universal_uses (merchant_id, order_id);

-- Every grant, issue, use, return, void, restore and delete; item and universal ids without a foreign key, so that
-- the history stays when an unused coupon is deleted (the coupon number is kept as written).
CREATE TABLE mkt_coupon_logs (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  coupon_id      int NOT NULL,
  event          text NOT NULL CHECK (event IN ('grant', 'issue', 'use', 'return', 'void', 'restore', 'delete')),
  item_id        int,
  universal_id   int,
  coupon_no      text,
  cust_id        int,
  order_id       bigint,
  discount       bigint NOT NULL DEFAULT 0,
  remark         text NOT NULL DEFAULT '',
  operator_name  text NOT NULL DEFAULT '',
  at             timestamptz NOT NULL,
  FOREIGN KEY (merchant_id, coupon_id) REFERENCES mkt_coupons (merchant_id, id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id)
);
CREATE INDEX mkt_coupon_logs_at ON mkt_coupon_logs (merchant_id, at DESC);
