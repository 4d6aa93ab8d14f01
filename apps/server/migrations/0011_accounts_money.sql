-- People, accounts, cards and the money core (issue 4, DESIGN §5 and §6). Money is integer cents (bigint).
-- Master data tables (person types, jobs, places, grades) come in 0012 and add their foreign keys here.

CREATE TABLE customers (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  cust_name     text NOT NULL,
  cust_num      text NOT NULL,
  org_id        int NOT NULL REFERENCES cust_orgs(id),
  psn_type_id   int,
  job_id        int,
  grade_id      int,
  place_id      int,
  phone         text NOT NULL DEFAULT '',
  sex           smallint NOT NULL DEFAULT 0 CHECK (sex IN (0, 1, 2)),
  id_card_no    text NOT NULL DEFAULT '',
  birthday      date,
  photo_url     text NOT NULL DEFAULT '',
  face_id       text,
  -- staff: the merchant's people; casual: temporary staff; visitor: guests with a card for a while.
  kind          text NOT NULL DEFAULT 'staff' CHECK (kind IN ('staff', 'casual', 'visitor')),
  state         text NOT NULL DEFAULT 'normal' CHECK (state IN ('normal', 'cancelled')),
  valid_until   timestamptz,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  cancelled_at  timestamptz
);
CREATE UNIQUE INDEX customers_num ON customers (merchant_id, cust_num);
CREATE INDEX customers_org ON customers (merchant_id, org_id);
CREATE INDEX customers_name ON customers (merchant_id, cust_name);
CREATE UNIQUE INDEX customers_face ON customers (merchant_id, face_id) WHERE face_id IS NOT NULL;

-- One account per person with its three wallets (DESIGN §5). cash may go below zero down to the merchant's
-- overdraft limit (checked by the guarded UPDATE); subsidy and gift never do.
CREATE TABLE accounts (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  cust_id       int NOT NULL REFERENCES customers(id),
  state         text NOT NULL DEFAULT 'normal' CHECK (state IN ('normal', 'frozen', 'cancelled')),
  cash          bigint NOT NULL DEFAULT 0,
  subsidy       bigint NOT NULL DEFAULT 0 CHECK (subsidy >= 0),
  gift          bigint NOT NULL DEFAULT 0 CHECK (gift >= 0),
  -- Per-person limits in cents; NULL: the merchant's default (settings 'account'), 0: no limit.
  max_balance   bigint,
  single_limit  bigint,
  daily_limit   bigint,
  opened_at     timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_cust ON accounts (cust_id);
CREATE INDEX accounts_merchant ON accounts (merchant_id, id);

-- Cards of an account: its main card and slave cards. A number is unique per merchant while active or lost;
-- a replaced or cancelled number is void and may be issued again.
CREATE TABLE cards (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  account_id    int NOT NULL REFERENCES accounts(id),
  cust_id       int NOT NULL REFERENCES customers(id),
  card_no       text NOT NULL,
  kind          text NOT NULL DEFAULT 'main' CHECK (kind IN ('main', 'slave')),
  state         text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'lost', 'replaced', 'cancelled')),
  holder_name   text NOT NULL DEFAULT '',
  issued_at     timestamptz NOT NULL DEFAULT now(),
  ended_at      timestamptz
);
CREATE UNIQUE INDEX cards_live_no ON cards (merchant_id, card_no) WHERE state IN ('active', 'lost');
CREATE UNIQUE INDEX cards_one_main ON cards (account_id) WHERE kind = 'main' AND state IN ('active', 'lost');
CREATE INDEX cards_account ON cards (account_id);

-- Every account and card state change (open, loss, release, replace, freeze, unfreeze, cancel, reopen, limits).
CREATE TABLE account_events (
  id            bigserial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  account_id    int NOT NULL REFERENCES accounts(id),
  cust_id       int NOT NULL REFERENCES customers(id),
  event         text NOT NULL,
  card_no       text,
  new_card_no   text,
  from_state    text,
  to_state      text,
  fee           bigint NOT NULL DEFAULT 0,
  remark        text NOT NULL DEFAULT '',
  operator_id   int,
  operator_name text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_events_account ON account_events (merchant_id, account_id, id);
CREATE INDEX account_events_at ON account_events (merchant_id, event, at);

-- One row per money operation (DESIGN §5): biz_no is the idempotency key; result is the first reply.
CREATE TABLE money_txns (
  id            bigserial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  biz_no        text NOT NULL,
  trade_type    smallint NOT NULL,
  account_id    int REFERENCES accounts(id),
  cust_id       int REFERENCES customers(id),
  -- Magnitude in cents of what the operation moved for the person (positive).
  amount        bigint NOT NULL,
  wallet        text,
  pay_type      text,
  ref_id        bigint,
  state         text NOT NULL DEFAULT 'done' CHECK (state IN ('done', 'revoked')),
  batch_no      text,
  result        jsonb NOT NULL DEFAULT '{}',
  canteen_id    int,
  operator_id   int,
  operator_name text NOT NULL DEFAULT '',
  device_id     int,
  remark        text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX money_txns_biz_no ON money_txns (merchant_id, biz_no);
CREATE INDEX money_txns_type_at ON money_txns (merchant_id, trade_type, at);
CREATE INDEX money_txns_account ON money_txns (account_id, id);
CREATE INDEX money_txns_batch ON money_txns (merchant_id, batch_no) WHERE batch_no IS NOT NULL;

-- The merchant's counter-accounts of the double-entry ledger (cash received, subsidy funding, gift funding,
-- canteen revenue per canteen, withdrawals paid, opening balances). Each has a few slots so that busy books
-- are not one hot row; a book's balance is the sum over its slots.
CREATE TABLE ledger_books (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  kind          text NOT NULL,
  canteen_id    int NOT NULL DEFAULT 0,
  slot          smallint NOT NULL,
  balance       bigint NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX ledger_books_key ON ledger_books (merchant_id, kind, canteen_id, slot);

-- Immutable ledger rows: one per wallet or book change, in the transaction that changed it. The rows of one
-- money_txn sum to zero. Person rows carry account + wallet; counter rows carry book_id.
CREATE TABLE ledger_entries (
  id            bigserial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  txn_id        bigint NOT NULL REFERENCES money_txns(id),
  account_id    int REFERENCES accounts(id),
  cust_id       int,
  wallet        text CHECK (wallet IN ('cash', 'subsidy', 'gift')),
  book_id       int REFERENCES ledger_books(id),
  amount        bigint NOT NULL,
  balance_after bigint NOT NULL,
  trade_type    smallint NOT NULL,
  biz_no        text NOT NULL,
  canteen_id    int,
  operator_id   int,
  device_id     int,
  at            timestamptz NOT NULL DEFAULT now(),
  CHECK ((account_id IS NULL) <> (book_id IS NULL)),
  CHECK ((account_id IS NULL) = (wallet IS NULL))
);
CREATE INDEX ledger_entries_wallet ON ledger_entries (account_id, wallet, id) WHERE account_id IS NOT NULL;
CREATE INDEX ledger_entries_book ON ledger_entries (book_id, id) WHERE book_id IS NOT NULL;
CREATE INDEX ledger_entries_txn ON ledger_entries (txn_id);
CREATE INDEX ledger_entries_at ON ledger_entries (merchant_id, at);
CREATE INDEX ledger_entries_cust ON ledger_entries (merchant_id, cust_id, at);

-- Orders (DESIGN §6): written by consumption here; the order centre builds its pages on them.
CREATE TABLE orders (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  order_no         text NOT NULL,
  biz_no           text NOT NULL,
  txn_id           bigint REFERENCES money_txns(id),
  account_id       int NOT NULL REFERENCES accounts(id),
  cust_id          int NOT NULL REFERENCES customers(id),
  card_no          text,
  canteen_id       int,
  stall_id         int,
  device_id        int,
  meal_period      smallint,
  order_type       text NOT NULL DEFAULT 'spot' CHECK (order_type IN ('spot', 'booking', 'scan', 'weighing', 'repair', 'external')),
  pay_type         text NOT NULL DEFAULT 'card',
  -- paid → part_refunded → refunded; error: an offline upload the balance did not cover (repair deduction).
  state            text NOT NULL DEFAULT 'paid' CHECK (state IN ('paid', 'part_refunded', 'refunded', 'error', 'repaired', 'void')),
  amount           bigint NOT NULL CHECK (amount > 0),
  paid_subsidy     bigint NOT NULL DEFAULT 0,
  paid_gift        bigint NOT NULL DEFAULT 0,
  paid_cash        bigint NOT NULL DEFAULT 0,
  refunded_subsidy bigint NOT NULL DEFAULT 0,
  refunded_gift    bigint NOT NULL DEFAULT 0,
  refunded_cash    bigint NOT NULL DEFAULT 0,
  offline          boolean NOT NULL DEFAULT false,
  error_reason     text,
  ordered_at       timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (refunded_subsidy <= paid_subsidy AND refunded_gift <= paid_gift AND refunded_cash <= paid_cash)
);
CREATE UNIQUE INDEX orders_biz_no ON orders (merchant_id, biz_no);
CREATE INDEX orders_at ON orders (merchant_id, ordered_at);
CREATE INDEX orders_cust ON orders (merchant_id, cust_id, ordered_at);
CREATE INDEX orders_state ON orders (merchant_id, state) WHERE state IN ('error', 'part_refunded');

CREATE TABLE order_items (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  order_id     bigint NOT NULL REFERENCES orders(id),
  dish_id      int,
  dish_name    text NOT NULL DEFAULT '',
  qty          int NOT NULL CHECK (qty > 0),
  price        bigint NOT NULL CHECK (price >= 0),
  amount       bigint NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);
