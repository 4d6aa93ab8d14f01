-- A booked meal whose order was wholly refunded through the money core's own refund calls kept the state 'booked'.
-- Every whole refund now cancels it in its transaction (accounts → orders port 'orderRefunded'); the meals refunded
-- before that are cancelled here.
UPDATE order_bookings b SET state = 'cancelled'
  FROM orders o
 WHERE o.merchant_id = b.merchant_id AND o.id = b.order_id AND o.state = 'refunded' AND b.state = 'booked';
