-- Every order names the meal it pays for: its day (meal_day) and its meal period (meal_period). A spot payment is for
-- the meal it is paid at: the merchant's local day of ordered_at and the period then. A booked meal is for the meal it
-- books (order_bookings.meal_day / meal_period), not the moment it was paid: the marketing rules, their count and
-- amount limits, time quotas and the account's daily consumption limit count it on that day and period.
ALTER TABLE orders ADD COLUMN meal_day date;

UPDATE orders o
   SET meal_day = (o.ordered_at AT TIME ZONE COALESCE(
         (SELECT s.value->>'timeZone' FROM merchant_settings s WHERE s.merchant_id = o.merchant_id AND s.key = 'general'), 'Asia/Shanghai'))::date;
-- Bookings paid before this: the day and period they were paid at are replaced by the meal's.
UPDATE orders o
   SET meal_day = b.meal_day, meal_period = b.meal_period
  FROM order_bookings b
 WHERE b.merchant_id = o.merchant_id AND b.order_id = o.id;

ALTER TABLE orders ALTER COLUMN meal_day SET NOT NULL;
-- A person's history by meal day (rules, quotas, daily limit): one range read per payment.
CREATE INDEX orders_cust_meal_day ON orders (merchant_id, cust_id, meal_day);
