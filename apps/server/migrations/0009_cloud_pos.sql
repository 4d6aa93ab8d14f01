-- Cloud POS terminals registered with the merchant's payment banks, and the banks' payment certificates (issue 3).

CREATE TABLE cloud_pos_terminals (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  bank         text NOT NULL CHECK (bank IN ('abcBank', 'icbcBank', 'ccbBank')),
  terminal_no  text NOT NULL,
  name         text NOT NULL,
  canteen_id   int NOT NULL REFERENCES canteens(id),
  enabled      boolean NOT NULL DEFAULT true,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, bank, terminal_no)
);
CREATE INDEX cloud_pos_terminals_canteen ON cloud_pos_terminals (merchant_id, canteen_id);

-- Applications for a bank's payment certificate: the key pair is made here, the private key kept sealed.
CREATE TABLE cert_applications (
  id                  serial PRIMARY KEY,
  merchant_id         int NOT NULL REFERENCES merchants(id),
  bank                text NOT NULL CHECK (bank IN ('abcBank', 'icbcBank', 'ccbBank')),
  state               text NOT NULL CHECK (state IN ('submitted', 'issued', 'failed')),
  subject             text NOT NULL,
  public_key          text NOT NULL,
  private_key_sealed  text NOT NULL,
  certificate         text,
  serial_number       text,
  valid_to            timestamptz,
  requested_by        int,
  requested_at        timestamptz NOT NULL DEFAULT now(),
  issued_at           timestamptz
);
CREATE INDEX cert_applications_merchant ON cert_applications (merchant_id, id);
