-- The accounts module's read face for the order centre (the orders module): what it may read of the orders, their
-- lines, the money operations and the person side of the ledger. The orders module's queries read these views,
-- never the tables, which the accounts module alone writes (the money core, and accounts/orderWrites.ts for an
-- order's remark, the void of an error order and a recharge's remark). Plain views over one table (the split view
-- adds the lateral sum the refund report wrote): PostgreSQL inlines them, so the plans and indexes stay those of the
-- tables, and FOR NO KEY UPDATE OF a view's alias locks the table's row. Amounts are cents.

-- Orders with what they paid and got back per wallet; list_amount is the price before marketing (the amount when
-- none applied), refunded the sum of the three refunded wallets.
CREATE VIEW order_records AS
  SELECT id, merchant_id, order_no, biz_no, txn_id, cust_id, card_no, canteen_id, stall_id, device_id, meal_day, meal_period, order_type, pay_type,
         state, amount, COALESCE(list_amount, amount) AS list_amount, paid_subsidy, paid_gift, paid_cash, refunded_subsidy, refunded_gift,
         refunded_cash, refunded_subsidy + refunded_gift + refunded_cash AS refunded, offline, error_reason, marketing, points_used, points_gained,
         remark, ordered_at
    FROM orders;

-- An order's lines as sold (name, quantity, price, amount).
CREATE VIEW order_lines AS
  SELECT id, merchant_id, order_id, dish_id, dish_name, qty, price, amount
    FROM order_items;

-- Money operations (a payment, recharge, refund, revocation, withdrawal, repair deduction...): trade_type is the
-- contract's TRADE_TYPES code, ref_id the order (or the recharge) the operation refers to.
CREATE VIEW money_operations AS
  SELECT id, merchant_id, biz_no, trade_type, account_id, cust_id, amount, pay_type, ref_id, state, canteen_id, operator_name, remark, at
    FROM money_txns;

-- The person side of the ledger: one row per wallet an operation moved (signed: + into the wallet, - out of it).
CREATE VIEW wallet_entries AS
  SELECT id, merchant_id, txn_id, account_id, cust_id, wallet, amount, balance_after, trade_type, biz_no, canteen_id, at
    FROM ledger_entries
   WHERE account_id IS NOT NULL;

-- Each money operation with what it moved per wallet of the person (signed, 0 for a wallet it did not touch).
CREATE VIEW money_operation_wallets AS
  SELECT t.*, x.subsidy, x.gift, x.cash
    FROM money_operations t
   CROSS JOIN LATERAL (
     SELECT COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'subsidy'), 0) AS subsidy,
            COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'gift'), 0) AS gift,
            COALESCE(SUM(l.amount) FILTER (WHERE l.wallet = 'cash'), 0) AS cash
       FROM wallet_entries l
      WHERE l.txn_id = t.id
   ) x;
