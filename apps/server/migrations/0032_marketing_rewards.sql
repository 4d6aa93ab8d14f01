-- Red envelopes and points (spec second document §7 Marketing: mktredenvelop, mktpointgainrule, mktpointoffsetrule;
-- issue 13). Empty id arrays mean "every".

-- A red envelope: `amount` cents for each person it reaches, paid into their gift wallet when granted (once). The
-- people: those named in cust_ids, plus — when org_ids or psn_type_ids are given — the normal people of those
-- organisations (and below) and of those person types. valid_until is the last day it may be granted; money once
-- granted stays in the gift wallet (it does not expire).
CREATE TABLE mkt_red_envelopes (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  name            text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  cust_ids        int[] NOT NULL DEFAULT '{}',
  org_ids         int[] NOT NULL DEFAULT '{}',
  psn_type_ids    int[] NOT NULL DEFAULT '{}',
  valid_until     date,
  state           text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'granted')),
  granted_at      timestamptz,
  granted_by      text NOT NULL DEFAULT '',
  paid_count      int NOT NULL DEFAULT 0 CHECK (paid_count >= 0),
  paid_amount     bigint NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  skipped_count   int NOT NULL DEFAULT 0 CHECK (skipped_count >= 0),
  remark          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK ((state = 'granted') = (granted_at IS NOT NULL))
);
CREATE INDEX mkt_red_envelopes_merchant ON mkt_red_envelopes (merchant_id, id DESC);

-- One row per person a grant reached: paid (with the bizNo of its ledger transaction) or skipped (frozen or
-- cancelled account, balance limit). Name and number are kept as they were at the grant.
CREATE TABLE mkt_red_envelope_records (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  envelope_id  int NOT NULL,
  cust_id      int NOT NULL,
  org_id       int,
  cust_name    text NOT NULL,
  cust_num     text NOT NULL,
  amount       bigint NOT NULL CHECK (amount >= 0),
  state        text NOT NULL CHECK (state IN ('paid', 'skipped')),
  skip_reason  text CHECK (skip_reason IN ('frozen', 'cancelled', 'balanceLimit')),
  biz_no       text,
  at           timestamptz NOT NULL,
  FOREIGN KEY (merchant_id, envelope_id) REFERENCES mkt_red_envelopes (merchant_id, id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  UNIQUE (merchant_id, envelope_id, cust_id),
  CHECK ((state = 'paid') = (skip_reason IS NULL))
);
CREATE INDEX mkt_red_envelope_records_cust ON mkt_red_envelope_records (merchant_id, cust_id);

-- Points earned per yuan paid, at some canteens, meal periods and person types, from valid_from to valid_to (days in
-- the merchant's time zone, both included). The enabled rule valid on the day with the highest priority (then the oldest) applies.
CREATE TABLE mkt_point_gain_rules (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  name             text NOT NULL,
  points_per_yuan  int NOT NULL CHECK (points_per_yuan > 0),
  canteen_ids      int[] NOT NULL DEFAULT '{}',
  meal_types       smallint[] NOT NULL DEFAULT '{}',
  psn_type_ids     int[] NOT NULL DEFAULT '{}',
  valid_from       date,
  valid_to         date,
  priority         int NOT NULL DEFAULT 0,
  enabled          boolean NOT NULL DEFAULT true,
  remark           text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
);
CREATE UNIQUE INDEX mkt_point_gain_rules_name ON mkt_point_gain_rules (merchant_id, name);

-- Paying with points: points_per_yuan points make one yuan, points pay at most max_share_percent of a payment, and
-- fewer than min_points cannot be used.
CREATE TABLE mkt_point_offset_rules (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  name               text NOT NULL,
  points_per_yuan    int NOT NULL CHECK (points_per_yuan > 0),
  max_share_percent  smallint NOT NULL CHECK (max_share_percent BETWEEN 1 AND 100),
  min_points         int NOT NULL DEFAULT 0 CHECK (min_points >= 0),
  valid_from         date,
  valid_to           date,
  priority           int NOT NULL DEFAULT 0,
  enabled            boolean NOT NULL DEFAULT true,
  remark             text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
);
CREATE UNIQUE INDEX mkt_point_offset_rules_name ON mkt_point_offset_rules (merchant_id, name);

-- A person's points; changed only by a guarded single UPDATE (never below zero) beside its ledger row.
CREATE TABLE point_balances (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  cust_id      int NOT NULL,
  balance      bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  earned       bigint NOT NULL DEFAULT 0 CHECK (earned >= 0),
  spent        bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, cust_id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id)
);

-- The points ledger: every change of a balance, immutable. order_id has no foreign key: orders belong to the
-- accounts module above marketing.
CREATE TABLE point_entries (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  cust_id        int NOT NULL,
  delta          bigint NOT NULL CHECK (delta <> 0),
  balance_after  bigint NOT NULL CHECK (balance_after >= 0),
  reason         text NOT NULL CHECK (reason IN ('gain', 'spend', 'return', 'reverse', 'adjust')),
  order_id       bigint,
  at             timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id)
);
CREATE INDEX point_entries_cust ON point_entries (merchant_id, cust_id, id);
CREATE INDEX point_entries_order ON point_entries (merchant_id, order_id) WHERE order_id IS NOT NULL;
CREATE INDEX point_entries_at ON point_entries (merchant_id, at);
