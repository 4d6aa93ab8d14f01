-- Money imports with a check step (issue 4): a checked file waits as a pending batch until it is imported or
-- discarded. rows holds the checked rows: [{row, custId, custNum, custName, amounts…}].

CREATE TABLE money_imports (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  kind          text NOT NULL CHECK (kind IN ('recharge', 'subsidy', 'wallet')),
  batch_no      text NOT NULL,
  state         text NOT NULL DEFAULT 'checked' CHECK (state IN ('checked', 'imported', 'discarded')),
  file_name     text NOT NULL DEFAULT '',
  total         int NOT NULL,
  amount        bigint NOT NULL,
  rows          jsonb NOT NULL,
  created_by    text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  done_at       timestamptz
);
CREATE UNIQUE INDEX money_imports_batch ON money_imports (merchant_id, batch_no);
CREATE INDEX money_imports_state ON money_imports (merchant_id, kind, state);
