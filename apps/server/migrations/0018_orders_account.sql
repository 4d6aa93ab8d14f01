-- An account's orders page (accounts.orderPage: WHERE account_id = … ORDER BY ordered_at DESC, id DESC) read every
-- order of the merchant without it: 8.6 s p99 at 1 M orders (tools/src/bench/suites/pages.ts).
CREATE INDEX orders_account ON orders (account_id, ordered_at DESC, id DESC);
