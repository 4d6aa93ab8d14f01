-- Report rollups (DESIGN §12, issue 27). The payment path writes no rollup row: a trigger appends a mark naming the
-- merchant and the UTC hour of what changed (an order, a money operation) to rpt_marks, in the writing transaction,
-- with no index and no conflict, so writers never wait on each other. The fold job deletes the marks it sees and
-- rebuilds the merchant's local days those hours fall on from the raw rows, so a folded day is exact by construction
-- and a fold run twice, or by two processes, writes the same rows (rpt_days locks the day while it is rebuilt).

CREATE TABLE rpt_marks (
  merchant_id int NOT NULL,
  hour        timestamp NOT NULL
);

CREATE FUNCTION rpt_mark_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rpt_marks (merchant_id, hour) VALUES (NEW.merchant_id, date_trunc('hour', NEW.ordered_at AT TIME ZONE 'UTC'));
  RETURN NULL;
END $$;

CREATE FUNCTION rpt_mark_txn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rpt_marks (merchant_id, hour) VALUES (NEW.merchant_id, date_trunc('hour', NEW.at AT TIME ZONE 'UTC'));
  RETURN NULL;
END $$;

CREATE TRIGGER orders_rpt_mark AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION rpt_mark_order();
-- A state change (paid → refunded, error → repaired, void) changes what the order's day counts.
CREATE TRIGGER orders_rpt_mark_state AFTER UPDATE OF state ON orders FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION rpt_mark_order();
CREATE TRIGGER money_txns_rpt_mark AFTER INSERT ON money_txns FOR EACH ROW EXECUTE FUNCTION rpt_mark_txn();
CREATE TRIGGER money_txns_rpt_mark_state AFTER UPDATE OF state ON money_txns FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION rpt_mark_txn();

-- One row per merchant and local day that has been folded: the lock of its rebuild and when it was last built.
CREATE TABLE rpt_days (
  merchant_id int NOT NULL REFERENCES merchants(id),
  day         date NOT NULL,
  folded_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, day)
);

-- The rollups: per merchant, local day, fact and dimension, with the canteen and organisation on every row so that a
-- manager's canteen or organisation scope filters every family. fact: a trade type code (1–14, money_txns), 20 sale
-- (orders of the day), 21 refund (a refund on its day, link_day = its order's day), 22 dish (order lines).
-- dim: 0 none (canteen × organisation), 2 stall, 3 device, 4 meal period, 5 person type, 6 pay type, 7 operator,
-- 8 person, 9 dish (key2 = stall), 10 hour of the day, 11 order type. Keys are ids, or positions in the contract's
-- lists (pay types, order types); 0 is "none".
CREATE TABLE rpt_rollups (
  merchant_id int NOT NULL,
  day         date NOT NULL,
  fact        smallint NOT NULL,
  dim         smallint NOT NULL,
  canteen_id  int NOT NULL,
  org_id      int NOT NULL,
  key         bigint NOT NULL,
  key2        bigint NOT NULL,
  link_day    date NOT NULL,
  n           bigint NOT NULL,
  amount      bigint NOT NULL,
  cash        bigint NOT NULL,
  subsidy     bigint NOT NULL,
  gift        bigint NOT NULL,
  qty         bigint NOT NULL,
  -- Marketing's part of a sale (list price − paid) and points used; 0 elsewhere.
  discount    bigint NOT NULL,
  points      bigint NOT NULL,
  PRIMARY KEY (merchant_id, fact, dim, day, canteen_id, org_id, key, key2, link_day),
  FOREIGN KEY (merchant_id, day) REFERENCES rpt_days (merchant_id, day)
);
-- "Sales of the day net of its refunds": refunds found by their order's day.
CREATE INDEX rpt_rollups_link ON rpt_rollups (merchant_id, fact, dim, link_day) WHERE fact = 21;

-- Each account's wallets at the end of every local day it moved (from the ledger): a past balance is the last close
-- before its day plus that day's entries, never a scan of years. net_* are the day's movements, so a backdated entry
-- (an offline upload) shifts the later closes by its own amount.
CREATE TABLE rpt_balance_closes (
  merchant_id  int NOT NULL,
  account_id   int NOT NULL,
  day          date NOT NULL,
  net_cash     bigint NOT NULL,
  net_subsidy  bigint NOT NULL,
  net_gift     bigint NOT NULL,
  cash         bigint NOT NULL,
  subsidy      bigint NOT NULL,
  gift         bigint NOT NULL,
  PRIMARY KEY (merchant_id, account_id, day),
  FOREIGN KEY (merchant_id, day) REFERENCES rpt_days (merchant_id, day)
);
CREATE INDEX rpt_balance_closes_day ON rpt_balance_closes (merchant_id, day);

-- Everything written before the triggers is marked once, so the first fold builds the history.
INSERT INTO rpt_marks (merchant_id, hour)
SELECT DISTINCT merchant_id, date_trunc('hour', ordered_at AT TIME ZONE 'UTC') FROM orders
UNION SELECT DISTINCT merchant_id, date_trunc('hour', at AT TIME ZONE 'UTC') FROM money_txns;
