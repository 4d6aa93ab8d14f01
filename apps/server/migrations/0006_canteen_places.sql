-- Places inside canteens (issue 3): meal lines (devices bind to them), areas and tables with the table
-- history, dining rooms and their effective periods, labels, takeout rules, rooms and room reservations.
-- A row's canteen is fixed when it is added; rows below a canteen carry canteen_id for the data scope.

CREATE TABLE meal_lines (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  stall_id     int REFERENCES stalls(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  enabled      boolean NOT NULL DEFAULT true,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX meal_lines_name ON meal_lines (merchant_id, canteen_id, name);

CREATE TABLE canteen_areas (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  parent_id    int REFERENCES canteen_areas(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX canteen_areas_name ON canteen_areas (merchant_id, canteen_id, COALESCE(parent_id, 0), name);

-- state free/occupied; an occupied table has its party (people) and opening time.
CREATE TABLE dining_tables (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  area_id      int REFERENCES canteen_areas(id),
  table_no     text NOT NULL,
  seats        int NOT NULL CHECK (seats > 0),
  state        text NOT NULL DEFAULT 'free' CHECK (state IN ('free', 'occupied')),
  people       int,
  opened_at    timestamptz,
  remark       text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX dining_tables_no ON dining_tables (merchant_id, canteen_id, table_no);

-- One row per opening of a table, closed_at set when it is closed. The history outlives the table.
CREATE TABLE table_history (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  table_id     int REFERENCES dining_tables(id) ON DELETE SET NULL,
  table_no     text NOT NULL,
  people       int NOT NULL,
  opened_at    timestamptz NOT NULL,
  opened_by    text NOT NULL,
  closed_at    timestamptz,
  closed_by    text
);
CREATE INDEX table_history_opened ON table_history (merchant_id, opened_at DESC);
CREATE INDEX table_history_table ON table_history (merchant_id, table_id);

CREATE TABLE dining_rooms (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  enabled      boolean NOT NULL DEFAULT true,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX dining_rooms_name ON dining_rooms (merchant_id, canteen_id, name);

CREATE TABLE dining_effective_periods (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  dining_id    int NOT NULL REFERENCES dining_rooms(id) ON DELETE CASCADE,
  start_day    date NOT NULL,
  end_day      date NOT NULL CHECK (end_day >= start_day),
  remark       text NOT NULL DEFAULT ''
);
CREATE INDEX dining_effective_periods_dining ON dining_effective_periods (merchant_id, dining_id);

CREATE TABLE basics_labels (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  color        text NOT NULL DEFAULT '#1677ff',
  sort         int NOT NULL DEFAULT 0,
  remark       text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX basics_labels_name ON basics_labels (merchant_id, name);

-- Money in cents; windows [{start, end}] as 'HH:mm'.
CREATE TABLE takeout_rules (
  merchant_id    int NOT NULL REFERENCES merchants(id),
  canteen_id     int NOT NULL REFERENCES canteens(id),
  enabled        boolean NOT NULL DEFAULT false,
  delivery_fee   int NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0),
  min_order      int NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  packaging_fee  int NOT NULL DEFAULT 0 CHECK (packaging_fee >= 0),
  windows        jsonb NOT NULL DEFAULT '[]',
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, canteen_id)
);

CREATE TABLE rooms (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  name         text NOT NULL,
  capacity     int NOT NULL CHECK (capacity > 0),
  enabled      boolean NOT NULL DEFAULT true,
  remark       text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX rooms_name ON rooms (merchant_id, canteen_id, name);

-- Times are minutes after midnight of the day; a reservation ends after it starts.
CREATE TABLE room_reservations (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  canteen_id    int NOT NULL REFERENCES canteens(id),
  room_id       int NOT NULL REFERENCES rooms(id),
  day           date NOT NULL,
  start_minute  int NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute    int NOT NULL CHECK (end_minute BETWEEN 1 AND 1440 AND end_minute > start_minute),
  booker        text NOT NULL,
  phone         text NOT NULL DEFAULT '',
  people        int NOT NULL CHECK (people > 0),
  state         text NOT NULL DEFAULT 'booked' CHECK (state IN ('booked', 'cancelled')),
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_reservations_room_day ON room_reservations (merchant_id, room_id, day);
CREATE INDEX room_reservations_day ON room_reservations (merchant_id, day, start_minute);
