-- The bonus each recharge carried and how much of its cash is not yet paid out (MONEY.md, "A bonus goes back with the cash that earned it"):
-- a withdrawal or a revoke that takes that cash takes back the bonus in proportion, from gift_left.
CREATE TABLE recharge_bonuses (
  txn_id       bigint PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  account_id   int NOT NULL,
  cash         bigint NOT NULL CHECK (cash > 0),
  gift         bigint NOT NULL CHECK (gift > 0),
  cash_left    bigint NOT NULL CHECK (cash_left BETWEEN 0 AND cash),
  gift_left    bigint NOT NULL CHECK (gift_left BETWEEN 0 AND gift),
  -- Cash paid out whole has given its bonus back whole.
  CHECK (cash_left > 0 OR gift_left = 0),
  -- Tenancy keys (migration 0025): a lot names only its own merchant's recharge and account.
  FOREIGN KEY (merchant_id, txn_id) REFERENCES money_txns (merchant_id, id),
  FOREIGN KEY (merchant_id, account_id) REFERENCES accounts (merchant_id, id)
);
CREATE INDEX recharge_bonuses_account ON recharge_bonuses (account_id, txn_id);

-- Recharges made before this carried their bonus whole: none of their cash counts as paid out yet.
INSERT INTO recharge_bonuses (txn_id, merchant_id, account_id, cash, gift, cash_left, gift_left)
SELECT t.id, t.merchant_id, t.account_id, t.amount - e.fee, e.gift, t.amount - e.fee, e.gift
  FROM money_txns t
  CROSS JOIN LATERAL (
    SELECT COALESCE(SUM(amount) FILTER (WHERE trade_type = 2), 0) AS gift, COALESCE(-SUM(amount) FILTER (WHERE trade_type = 12), 0) AS fee
      FROM ledger_entries WHERE txn_id = t.id AND account_id IS NOT NULL
  ) e
 WHERE t.trade_type = 1 AND t.state = 'done' AND e.gift > 0 AND t.amount - e.fee > 0;
