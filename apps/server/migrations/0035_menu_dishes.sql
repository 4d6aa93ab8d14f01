-- Dishes around the core (issue 14, menuDishes): diners' likes with their survey answers, and dish imports with the
-- rows that were not imported (menudishesimportfail).

-- A like of a dish by a diner, sent by the ordering app or a device; with an optional score and comment it is a
-- survey answer. One a person, dish and day (like_day: the merchant's calendar day); a second one updates the answer.
CREATE TABLE menu_dish_likes (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  dish_id       int NOT NULL,
  cust_id       int NOT NULL,
  like_day      date NOT NULL,
  score         smallint CHECK (score BETWEEN 1 AND 5),
  comment       text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 200),
  device_id     int,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (dish_id, cust_id, like_day),
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id) ON DELETE CASCADE,
  -- The person must be one of the merchant's (the database checks it: menu sits below people).
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  FOREIGN KEY (merchant_id, device_id) REFERENCES devices (merchant_id, id) ON DELETE SET NULL (device_id)
);
CREATE INDEX menu_dish_likes_day ON menu_dish_likes (merchant_id, like_day, dish_id);
CREATE INDEX menu_dish_likes_cust ON menu_dish_likes (merchant_id, cust_id);

-- One upload of the dish import sheet.
CREATE TABLE menu_dish_import_batches (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  file_name     text NOT NULL DEFAULT '',
  total         int NOT NULL CHECK (total >= 0),
  imported      int NOT NULL CHECK (imported >= 0),
  failed        int NOT NULL CHECK (failed >= 0),
  created_by    text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id)
);

-- A row of a batch that was not imported: its number in the sheet (the header is row 1), its cells as read, and why
-- (a message key and its parameters, so the list reads in the viewer's language).
CREATE TABLE menu_dish_import_failures (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  batch_id       int NOT NULL,
  row_no         int NOT NULL CHECK (row_no > 1),
  dish_name      text NOT NULL DEFAULT '',
  row_values     jsonb NOT NULL DEFAULT '{}',
  reason_key     text NOT NULL,
  reason_params  jsonb NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, batch_id) REFERENCES menu_dish_import_batches (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX menu_dish_import_failures_batch ON menu_dish_import_failures (merchant_id, batch_id, row_no);
