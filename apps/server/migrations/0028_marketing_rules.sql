-- Marketing rules the money core applies (DESIGN §6, issue 13). Consumption and eating rules (mktmacrule), time
-- quotas (mkttimequota), meal-cancel rules (mktmealbackrule), recharge-bonus rules (mktrechargerule) and recharge
-- amount templates (rechargeamount). Empty id arrays mean "every": every canteen, person type, meal period…

CREATE TABLE mkt_consume_rules (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  -- consume: discount and amount limits (timelimit page); eating: who may eat where and how often (eatingRules).
  kind               text NOT NULL CHECK (kind IN ('consume', 'eating')),
  name               text NOT NULL,
  canteen_ids        int[] NOT NULL DEFAULT '{}',
  stall_ids          int[] NOT NULL DEFAULT '{}',
  device_ids         int[] NOT NULL DEFAULT '{}',
  psn_type_ids       int[] NOT NULL DEFAULT '{}',
  meal_types         smallint[] NOT NULL DEFAULT '{}',
  -- false: people the rule matches may not pay here at all.
  allowed            boolean NOT NULL DEFAULT true,
  -- The share paid, in percent (100: no discount; 80: 20 % off), and a fixed reduction per payment in cents.
  pay_percent        smallint NOT NULL DEFAULT 100 CHECK (pay_percent BETWEEN 1 AND 100),
  reduce_amount      bigint NOT NULL DEFAULT 0 CHECK (reduce_amount >= 0),
  -- Limits; 0 is none. Counts are per person and meal period of one day, amounts per payment and per day.
  single_limit       bigint NOT NULL DEFAULT 0 CHECK (single_limit >= 0),
  daily_limit        bigint NOT NULL DEFAULT 0 CHECK (daily_limit >= 0),
  meal_count_limit   int NOT NULL DEFAULT 0 CHECK (meal_count_limit >= 0),
  daily_count_limit  int NOT NULL DEFAULT 0 CHECK (daily_count_limit >= 0),
  valid_from         date,
  valid_to           date,
  priority           int NOT NULL DEFAULT 0,
  enabled            boolean NOT NULL DEFAULT true,
  remark             text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id)
);
CREATE INDEX mkt_consume_rules_merchant ON mkt_consume_rules (merchant_id, kind);

-- A quota of money a person may spend in a day, week or month (at some canteens and meal periods).
CREATE TABLE mkt_time_quotas (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL,
  cycle         text NOT NULL CHECK (cycle IN ('day', 'week', 'month')),
  quota         bigint NOT NULL CHECK (quota > 0),
  canteen_ids   int[] NOT NULL DEFAULT '{}',
  psn_type_ids  int[] NOT NULL DEFAULT '{}',
  meal_types    smallint[] NOT NULL DEFAULT '{}',
  enabled       boolean NOT NULL DEFAULT true,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id)
);

-- A booked meal may be cancelled until `deadline_minutes` before its meal period starts, getting back refund_percent.
CREATE TABLE mkt_meal_back_rules (
  id                serial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  name              text NOT NULL,
  canteen_ids       int[] NOT NULL DEFAULT '{}',
  meal_types        smallint[] NOT NULL DEFAULT '{}',
  deadline_minutes  int NOT NULL DEFAULT 0 CHECK (deadline_minutes >= 0),
  refund_percent    smallint NOT NULL DEFAULT 100 CHECK (refund_percent BETWEEN 0 AND 100),
  enabled           boolean NOT NULL DEFAULT true,
  remark            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id)
);

-- Recharge bonus: tiers (recharge at least `min` → gift), the nth recharge of a person, or a percent of the amount;
-- capped per recharge (max_gift) and per person in total (sum_limit); a management fee taken from each recharge.
CREATE TABLE mkt_recharge_rules (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  name            text NOT NULL,
  donate_type     text NOT NULL CHECK (donate_type IN ('tier', 'nth', 'percent', 'fee')),
  -- tier: [{min, gift}] by min ascending; nth: [{nth, gift}]; percent: [{min, percent}].
  tiers           jsonb NOT NULL DEFAULT '[]',
  max_gift        bigint NOT NULL DEFAULT 0 CHECK (max_gift >= 0),
  sum_limit       bigint NOT NULL DEFAULT 0 CHECK (sum_limit >= 0),
  fee_percent     smallint NOT NULL DEFAULT 0 CHECK (fee_percent BETWEEN 0 AND 100),
  fee_amount      bigint NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  psn_type_ids    int[] NOT NULL DEFAULT '{}',
  pay_types       text[] NOT NULL DEFAULT '{}',
  valid_from      date,
  valid_to        date,
  enabled         boolean NOT NULL DEFAULT true,
  remark          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id)
);

-- The amounts the recharge desk and the app offer as one-tap buttons.
CREATE TABLE mkt_recharge_amounts (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  amount        bigint NOT NULL CHECK (amount > 0),
  sort          int NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, amount)
);

-- What marketing did to an order: the list price before it, and each rule, coupon or points offset applied
-- ([{kind, id, name, amount}]); `amount` stays what the wallets paid, so a refund returns what was paid.
ALTER TABLE orders ADD COLUMN list_amount bigint;
ALTER TABLE orders ADD COLUMN marketing jsonb NOT NULL DEFAULT '[]';
ALTER TABLE orders ADD COLUMN points_used int NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN points_gained int NOT NULL DEFAULT 0;
-- A coupon may cover a whole tray: such an order moves no money (no ledger rows) but is an order all the same.
ALTER TABLE orders DROP CONSTRAINT orders_amount_check;
ALTER TABLE orders ADD CONSTRAINT orders_amount_check CHECK (amount >= 0);

-- The gifts each recharge rule gave, per person and recharge: sum limits count them; a revoked recharge's gift no
-- longer counts.
CREATE TABLE mkt_recharge_gifts (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  rule_id      int NOT NULL,
  cust_id      int NOT NULL,
  txn_id       bigint NOT NULL,
  gift         bigint NOT NULL CHECK (gift > 0),
  revoked      boolean NOT NULL DEFAULT false,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mkt_recharge_gifts_cust ON mkt_recharge_gifts (merchant_id, cust_id, rule_id);
CREATE INDEX mkt_recharge_gifts_txn ON mkt_recharge_gifts (merchant_id, txn_id);
