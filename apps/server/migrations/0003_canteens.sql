-- Canteen structure and time settings (issue 3): canteens, stalls, meal periods, effective periods, business
-- time and holidays. Every row belongs to a merchant; indexes lead with merchant_id (DESIGN §12).

CREATE TABLE canteens (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  address      text NOT NULL DEFAULT '',
  contact      text NOT NULL DEFAULT '',
  phone        text NOT NULL DEFAULT '',
  enabled      boolean NOT NULL DEFAULT true,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX canteens_name ON canteens (merchant_id, name);

CREATE TABLE stalls (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  name         text NOT NULL,
  contact      text NOT NULL DEFAULT '',
  phone        text NOT NULL DEFAULT '',
  enabled      boolean NOT NULL DEFAULT true,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX stalls_name ON stalls (merchant_id, canteen_id, name);

-- Meal periods (DESIGN §6): meal_type 1 breakfast, 2 lunch, 3 afternoon tea, 4 dinner, 5 late-night snack.
-- Times are minutes after midnight; an end not after the start runs past midnight.
CREATE TABLE meal_periods (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  canteen_id    int NOT NULL REFERENCES canteens(id),
  meal_type     int NOT NULL CHECK (meal_type BETWEEN 1 AND 5),
  start_minute  int NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute    int NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
  enabled       boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX meal_periods_type ON meal_periods (merchant_id, canteen_id, meal_type);

CREATE TABLE canteen_effective_periods (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL REFERENCES canteens(id),
  start_day    date NOT NULL,
  end_day      date NOT NULL CHECK (end_day >= start_day),
  remark       text NOT NULL DEFAULT ''
);
CREATE INDEX canteen_effective_periods_canteen ON canteen_effective_periods (merchant_id, canteen_id);

-- Opening hours of the merchant per weekday (1 Monday … 7 Sunday), minutes after midnight.
CREATE TABLE business_times (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  weekday       int NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  open_minute   int NOT NULL CHECK (open_minute BETWEEN 0 AND 1439),
  close_minute  int NOT NULL CHECK (close_minute BETWEEN 1 AND 1440)
);
CREATE INDEX business_times_weekday ON business_times (merchant_id, weekday);

CREATE TABLE holidays (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  day          date NOT NULL,
  name         text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('holiday', 'workday')),
  source       text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'calendar'))
);
CREATE UNIQUE INDEX holidays_day ON holidays (merchant_id, day);

-- A merchant's own public-holiday calendar, replacing the bundled one for the sync.
CREATE TABLE holiday_calendars (
  merchant_id  int PRIMARY KEY REFERENCES merchants(id),
  content      jsonb NOT NULL,
  uploaded_at  timestamptz NOT NULL DEFAULT now()
);
