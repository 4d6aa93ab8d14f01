-- Booked meals (issue 13): an order of type 'booking' is paid in advance for a day and meal period; this row records
-- that day and period, the hand-over (write-off at pick-up, or delivery) and where to deliver it. One row per order.
CREATE TABLE order_bookings (
  order_id          bigint PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  -- The order's number, copied: what a write-off machine scans, found by the unique index below.
  order_no          text NOT NULL,
  cust_id           int NOT NULL,
  canteen_id        int NOT NULL,
  meal_day          date NOT NULL,
  meal_period       smallint NOT NULL CHECK (meal_period BETWEEN 1 AND 5),
  -- booked → picked (handed over once); booked → cancelled (a meal-cancel or whole refund).
  state             text NOT NULL DEFAULT 'booked' CHECK (state IN ('booked', 'picked', 'cancelled')),
  picked_at         timestamptz,
  picked_via        text CHECK (picked_via IN ('device', 'console', 'delivery')),
  picked_device_id  int,
  -- The machine's name or the operator's user name at the time: kept when either is renamed or removed.
  picked_by         text,
  delivery_place    text CHECK (length(delivery_place) <= 100),
  delivered_at      timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, order_id) REFERENCES orders (merchant_id, id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id),
  CHECK ((state = 'picked') = (picked_at IS NOT NULL AND picked_via IS NOT NULL)),
  CHECK (delivered_at IS NULL OR (delivery_place IS NOT NULL AND picked_via = 'delivery'))
);
CREATE UNIQUE INDEX order_bookings_order_no ON order_bookings (merchant_id, order_no);
-- The pick-up counter's question: this person's meals of today's period in this canteen.
CREATE INDEX order_bookings_pickup ON order_bookings (merchant_id, cust_id, meal_day, meal_period);
-- Lists and sums by day (and canteen).
CREATE INDEX order_bookings_day ON order_bookings (merchant_id, meal_day, canteen_id, meal_period);
CREATE INDEX order_bookings_delivery ON order_bookings (merchant_id, meal_day) WHERE delivery_place IS NOT NULL;
