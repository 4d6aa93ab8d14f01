-- Subsidy rules and their time rules (issue 4): who receives how much, and when the server grants it by itself.

CREATE TABLE sub_rules (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  -- Empty arrays: everyone. Organisations include those below them.
  org_ids       int[] NOT NULL DEFAULT '{}',
  psn_type_ids  int[] NOT NULL DEFAULT '{}',
  -- Clear what is left of the last subsidy before granting the new one (a monthly allowance that does not pile up).
  clear_first   boolean NOT NULL DEFAULT false,
  enabled       boolean NOT NULL DEFAULT true,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sub_rules_name ON sub_rules (merchant_id, name);

CREATE TABLE sub_time_rules (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  rule_id       int NOT NULL REFERENCES sub_rules(id),
  -- month: on day 1–28 of each month; week: on weekday 1 (Monday)–7; day: every day. At at_time, merchant time zone.
  cycle         text NOT NULL CHECK (cycle IN ('month', 'week', 'day')),
  day           int NOT NULL DEFAULT 1,
  at_time       text NOT NULL DEFAULT '00:00',
  enabled       boolean NOT NULL DEFAULT true,
  -- The last period granted ('2026-11', '2026-W47', '2026-11-22'): its bizNos make a grant once per period.
  last_period   text,
  last_run_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sub_time_rules_rule ON sub_time_rules (rule_id);
