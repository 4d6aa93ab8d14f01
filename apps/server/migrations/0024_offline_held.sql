-- Offline records whose device time lies outside the merchant's window (settings key 'offline') are held here for
-- review instead of being booked: a clock at 2000-01-01 or 2099-01-01 must not rewrite historical balances.
-- One row per (merchant, bizNo), like money_txns, so a re-sent upload holds once. Nothing here moves money;
-- booking one after review goes through consume() and links the order.
CREATE TABLE offline_held (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  biz_no         text NOT NULL,
  device_id      int,
  canteen_id     int,
  -- The payer the record names, when it names a known one (for the list and its filters); null otherwise.
  cust_id        int REFERENCES customers(id),
  amount         bigint NOT NULL CHECK (amount > 0),
  -- The device's time and the record exactly as the device sent it.
  at             timestamptz NOT NULL,
  record         jsonb NOT NULL,
  reason         text NOT NULL CHECK (reason IN ('tooOld', 'inFuture')),
  state          text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'booked', 'rejected')),
  order_id       bigint REFERENCES orders(id),
  reject_reason  text,
  reviewer_id    int,
  reviewer_name  text NOT NULL DEFAULT '',
  reviewed_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'booked') = (order_id IS NOT NULL)),
  CHECK ((state = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE UNIQUE INDEX offline_held_biz_no ON offline_held (merchant_id, biz_no);
CREATE INDEX offline_held_at ON offline_held (merchant_id, at DESC, id DESC);
