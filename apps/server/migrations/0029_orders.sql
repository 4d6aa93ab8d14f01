-- The order centre (issue 13): refund requests waiting for review, and the remark an order may carry.
-- A request copies the order's person and canteen so that the review list reads one table; its money moves only
-- when it is approved, through the money core's refund (bizNo 'RR<id>', so a repeated approval pays once).

ALTER TABLE orders ADD COLUMN remark text NOT NULL DEFAULT '';

CREATE TABLE refund_requests (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  order_id         bigint NOT NULL,
  order_no         text NOT NULL,
  cust_id          int NOT NULL,
  cust_name        text NOT NULL,
  cust_num         text NOT NULL,
  org_id           int,
  canteen_id       int,
  order_amount     bigint NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  source           text NOT NULL CHECK (source IN ('console', 'app')),
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected', 'cancelled')),
  reason           text NOT NULL,
  reject_reason    text NOT NULL DEFAULT '',
  remark           text NOT NULL DEFAULT '',
  -- A console part refund made at once carries the caller's bizNo; a reviewed request pays with 'RR<id>'.
  biz_no           text,
  refund_txn_id    bigint,
  refunded         jsonb,
  requester_id     int,
  requester_name   text NOT NULL DEFAULT '',
  reviewer_id      int,
  reviewer_name    text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  reviewed_at      timestamptz,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, order_id) REFERENCES orders (merchant_id, id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  CHECK ((state = 'rejected') = (reject_reason <> '')),
  CHECK ((state = 'approved') = (refund_txn_id IS NOT NULL))
);
CREATE INDEX refund_requests_state ON refund_requests (merchant_id, state, created_at DESC);
CREATE INDEX refund_requests_order ON refund_requests (order_id);
CREATE UNIQUE INDEX refund_requests_biz_no ON refund_requests (merchant_id, biz_no) WHERE biz_no IS NOT NULL;

-- The lines a request gives back (none: an amount or the whole rest of the order).
CREATE TABLE refund_request_items (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  request_id     bigint NOT NULL,
  order_item_id  bigint NOT NULL,
  dish_name      text NOT NULL DEFAULT '',
  qty            int NOT NULL CHECK (qty > 0),
  amount         bigint NOT NULL CHECK (amount >= 0),
  -- order_item_id has no key: order_items has no (merchant_id, id) key to point at (a hot insert path), and a
  -- single-column key would reach across merchants; the service takes the line from the request's own order.
  FOREIGN KEY (merchant_id, request_id) REFERENCES refund_requests (merchant_id, id)
);
CREATE INDEX refund_request_items_request ON refund_request_items (request_id);
CREATE INDEX refund_request_items_item ON refund_request_items (order_item_id);
