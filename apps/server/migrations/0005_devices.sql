-- Devices (DESIGN §6): one registry for every device type of machinemanage, the commands queued for them,
-- and the version flags of what devices cache (menu, people, blacklist, limits). Canteen, stall, meal line
-- are plain ids checked by the devices service (the canteens module owns those tables).
CREATE TABLE devices (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  name               text NOT NULL,
  type               text NOT NULL,
  serial_number      text NOT NULL,
  canteen_id         int NOT NULL,
  stall_id           int,
  meal_line_id       int,
  printer_id         int REFERENCES devices(id),
  ip                 text NOT NULL DEFAULT '',
  state              text NOT NULL DEFAULT 'enabled' CHECK (state IN ('enabled', 'disabled')),
  secret_hash        text NOT NULL,                      -- 'salt:sha256(salt + secret)'; the secret itself is never stored
  login_types        text[] NOT NULL DEFAULT '{card,face,qr,personId}',
  desk_control       jsonb NOT NULL DEFAULT '{"enabled": false, "tableRequired": false, "maxDiners": 10}',
  source_control     jsonb NOT NULL DEFAULT '{"sources": ["onSite", "booking", "scan", "takeout"]}',
  app_version        text NOT NULL DEFAULT '',
  status_text        text NOT NULL DEFAULT '',
  last_ip            text NOT NULL DEFAULT '',
  last_heartbeat_at  timestamptz,                         -- online = a heartbeat within two intervals, computed when read
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX devices_serial ON devices (merchant_id, serial_number);
CREATE INDEX devices_merchant_type ON devices (merchant_id, type, id);
CREATE INDEX devices_merchant_canteen ON devices (merchant_id, canteen_id);
-- Login looks a device up by serial number alone.
CREATE INDEX devices_serial_only ON devices (serial_number);

CREATE TABLE device_commands (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  device_id     int NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  kind          text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}',
  created_by    int,
  created_at    timestamptz NOT NULL DEFAULT now(),
  delivered_at  timestamptz,                              -- handed out by a heartbeat, once
  acked_at      timestamptz,
  ok            boolean,
  message       text NOT NULL DEFAULT ''
);
CREATE INDEX device_commands_pending ON device_commands (merchant_id, device_id, id) WHERE delivered_at IS NULL;
CREATE INDEX device_commands_device ON device_commands (merchant_id, device_id, id);

-- canteen_id 0 = the whole merchant; a device's version of a kind is the merchant's plus its canteen's.
CREATE TABLE device_versions (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL DEFAULT 0,
  kind         text NOT NULL CHECK (kind IN ('menu', 'people', 'blacklist', 'limits')),
  version      int NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, canteen_id, kind)
);
