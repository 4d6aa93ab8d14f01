-- A refund asked on the order pages is bound to its request (issue 23): a repeat of its bizNo with another request is
-- refused. Rows from before have no hash and keep the older check (same order).
ALTER TABLE refund_requests ADD COLUMN request_hash text;
-- Whether the request waits for (or went through) the refund review, paid under 'RR<id>'; false for a refund made at
-- once from the order pages, paid under the caller's bizNo.
ALTER TABLE refund_requests ADD COLUMN reviewed boolean NOT NULL DEFAULT true;
UPDATE refund_requests SET reviewed = false WHERE biz_no IS NOT NULL;
