-- Devices, continued: tableware (shapes, colours, priced combinations), notices published to information-release
-- devices, empty tray photos of dish recognition devices, and two more version kinds devices watch.
CREATE TABLE tableware_shapes (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  code         text NOT NULL,                              -- 1–2 letters or digits, upper case
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tableware_shapes_code ON tableware_shapes (merchant_id, code);

CREATE TABLE tableware_colours (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  code         text NOT NULL,
  hex          text NOT NULL,                              -- '#RRGGBB'
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tableware_colours_code ON tableware_colours (merchant_id, code);

-- A shape + colour combination and its price; canteen_id NULL = every canteen of the merchant.
CREATE TABLE tableware_infos (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  shape_id     int NOT NULL REFERENCES tableware_shapes(id),
  colour_id    int NOT NULL REFERENCES tableware_colours(id),
  price        int NOT NULL CHECK (price >= 0),            -- cents
  canteen_id   int,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tableware_infos_combination ON tableware_infos (merchant_id, shape_id, colour_id, coalesce(canteen_id, 0));
CREATE INDEX tableware_infos_canteen ON tableware_infos (merchant_id, canteen_id);

CREATE TABLE device_notices (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  title         text NOT NULL,
  content       text NOT NULL,
  image_url     text NOT NULL DEFAULT '',
  canteen_ids   int[] NOT NULL DEFAULT '{}',               -- empty = every canteen
  start_at      timestamptz NOT NULL,
  end_at        timestamptz NOT NULL,
  state         text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published', 'withdrawn')),
  published_at  timestamptz,
  created_by    int,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX device_notices_merchant ON device_notices (merchant_id, state, id);

CREATE TABLE empty_trays (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  device_id    int NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  canteen_id   int NOT NULL,                               -- the device's canteen when the photo was taken
  image_url    text NOT NULL,
  width        int,
  height       int,
  uploaded_by  int,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX empty_trays_merchant ON empty_trays (merchant_id, device_id, id);
CREATE INDEX empty_trays_canteen ON empty_trays (merchant_id, canteen_id, created_at);

ALTER TABLE device_versions DROP CONSTRAINT device_versions_kind_check;
ALTER TABLE device_versions ADD CONSTRAINT device_versions_kind_check
  CHECK (kind IN ('menu', 'people', 'blacklist', 'limits', 'dictionary', 'notices'));
