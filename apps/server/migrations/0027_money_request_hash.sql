-- Idempotency that checks the request (Stripe's rule): a bizNo answers its first reply only to the same request;
-- another request under it is refused with 40900. Rows written before this migration have no hash and keep the
-- older rule (same trade type and account).
ALTER TABLE money_txns ADD COLUMN request_hash text;

-- A batch (recharge, subsidy, clearing of many people in one request) is bound to its request as a whole: a repeat
-- returns the stored reply without resolving its people again; another request under its bizNo is refused.
CREATE TABLE batch_requests (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  batch_no      text NOT NULL,
  request_hash  text NOT NULL,
  result        jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, batch_no)
);

-- A device's serial number travels with its token, so that a payment finds the device's own deduction order
-- (deduction overrides are kept by serial number) without another query.
ALTER TABLE device_tokens ADD COLUMN serial_number text NOT NULL DEFAULT '';
UPDATE device_tokens t SET serial_number = d.serial_number FROM devices d WHERE d.id = t.device_id AND d.merchant_id = t.merchant_id;
