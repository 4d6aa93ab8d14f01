-- Visitors, slave cards and card binding (issue 4, spec §7 "Customers and accounts", "Organisation and master data").

-- A visitor is a customer of kind 'visitor' (valid_until says until when); why they came and whom they visit.
ALTER TABLE customers ADD COLUMN visit_reason text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN visit_host text NOT NULL DEFAULT '';

-- A physical card's chip serial (the UID a reader sees) bound to a card number, so that readers which only read
-- the chip can pay. A chip is bound to one card at a time and a card has one bound chip at a time; a removed
-- binding stays as history.
CREATE TABLE card_binds (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  card_no         text NOT NULL,
  chip_uid        text NOT NULL,
  -- The card's holder when bound: the history keeps its name when the card number later becomes void.
  cust_id         int NOT NULL REFERENCES customers(id),
  bound_at        timestamptz NOT NULL DEFAULT now(),
  operator_name   text NOT NULL DEFAULT '',
  removed_at      timestamptz,
  removed_by      text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX card_binds_live_chip ON card_binds (merchant_id, chip_uid) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX card_binds_live_card ON card_binds (merchant_id, card_no) WHERE removed_at IS NULL;
CREATE INDEX card_binds_merchant ON card_binds (merchant_id, id);
