-- Custom reports and docking machines (issue 27, reportsCustom). A definition holds only whitelisted enum values
-- (the contract's CUSTOM_FACTS, CUSTOM_DIMS, CUSTOM_MEASURES); the server maps each to fixed SQL when it runs.
CREATE TABLE rpt_custom_reports (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  fact         text NOT NULL,
  dims         text[] NOT NULL,
  measures     text[] NOT NULL,
  remark       text NOT NULL DEFAULT '',
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name)
);

-- The device types a merchant counts as docking machines (对接机): no device type of the registry is one by itself.
CREATE TABLE rpt_docking_types (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  device_type  text NOT NULL,
  PRIMARY KEY (merchant_id, device_type)
);
