-- QR payment codes (issue 11, DESIGN §6): issued by the server, valid for at most 60 s, paying once.

-- Each merchant's key for the codes' HMAC: 32 random bytes made on first need, sealed (platform/sealing.ts) with
-- the merchant in the associated data. Never derived from another secret, never served.
CREATE TABLE pay_code_keys (
  merchant_id  int PRIMARY KEY REFERENCES merchants(id),
  sealed_key   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Codes that paid: the row is written in the payment's own transaction, so a refused payment leaves the code
-- unused and a second payment with it finds the row. Rows whose time step is past the validity window are pruned.
CREATE TABLE pay_code_uses (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  nonce        text NOT NULL,
  step         bigint NOT NULL,
  cust_id      int NOT NULL,
  used_at      timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, nonce)
);
CREATE INDEX pay_code_uses_step ON pay_code_uses (step);
