-- Products, set meals and sample retention (menuproduct, menupackagemeal, macsavesample; issue 14). Products, set
-- meal items and sample records hold their dishes with plain (NO ACTION, so restricting) keys: a dish in use cannot be
-- removed, and its removal fails with 23503 like every other "in use" refusal. A removed machine leaves its records
-- (device_id cleared, device_name kept).

-- Something sold at a counter or shop: a dish (dish_id) or a packaged item known by its own name. stock NULL:
-- unlimited. putaway (on sale) is changed only by its own call; a new product starts off sale.
CREATE TABLE menu_products (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  dish_id       int,
  canteen_id    int NOT NULL,
  stall_id      int,
  price         bigint NOT NULL CHECK (price BETWEEN 0 AND 10000000),
  stock         int CHECK (stock >= 0),
  barcode       text NOT NULL DEFAULT '' CHECK (length(barcode) <= 32),
  unit          text NOT NULL DEFAULT '' CHECK (length(unit) <= 10),
  images        text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 5),
  putaway       boolean NOT NULL DEFAULT false,
  putaway_at    timestamptz,
  sort          int NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999),
  remark        text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, canteen_id, name),
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id),
  FOREIGN KEY (merchant_id, stall_id) REFERENCES stalls (merchant_id, id)
);
CREATE INDEX menu_products_canteen ON menu_products (merchant_id, canteen_id, sort, id);
CREATE INDEX menu_products_dish ON menu_products (merchant_id, dish_id);
-- A barcode names one product of a canteen (the same bottle may sell in two canteens).
CREATE UNIQUE INDEX menu_products_barcode ON menu_products (merchant_id, canteen_id, barcode) WHERE barcode <> '';

-- A set meal (套餐): dishes with quantities sold together at one price, at some meal periods of a canteen.
CREATE TABLE menu_set_meals (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  canteen_id    int NOT NULL,
  meal_types    smallint[] NOT NULL CHECK (cardinality(meal_types) BETWEEN 1 AND 5 AND meal_types <@ '{1,2,3,4,5}'),
  price         bigint NOT NULL CHECK (price BETWEEN 0 AND 10000000),
  enabled       boolean NOT NULL DEFAULT true,
  images        text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 5),
  sort          int NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999),
  remark        text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, canteen_id, name),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id)
);
CREATE INDEX menu_set_meals_canteen ON menu_set_meals (merchant_id, canteen_id, sort, id);

CREATE TABLE menu_set_meal_items (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  set_meal_id   int NOT NULL,
  dish_id       int NOT NULL,
  qty           int NOT NULL CHECK (qty BETWEEN 1 AND 99),
  sort          int NOT NULL DEFAULT 0,
  PRIMARY KEY (set_meal_id, dish_id),
  FOREIGN KEY (merchant_id, set_meal_id) REFERENCES menu_set_meals (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id)
);
CREATE INDEX menu_set_meal_items_dish ON menu_set_meal_items (merchant_id, dish_id);

-- A food sample kept for a canteen's meal of a day (the rule: ≥ 125 g of every dish served, 48 hours in the sample
-- cabinet). From a sample machine (device_id set when it uploaded) or kept by hand in the console. A record is
-- evidence: it is never edited; it is only marked disposed once keep_until has passed.
CREATE TABLE menu_sample_records (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  canteen_id    int NOT NULL,
  device_id     int,
  device_name   text NOT NULL DEFAULT '',
  source        text NOT NULL CHECK (source IN ('device', 'console')),
  sample_date   date NOT NULL,
  meal_type     smallint NOT NULL CHECK (meal_type BETWEEN 1 AND 5),
  dish_id       int,
  dish_name     text NOT NULL CHECK (length(dish_name) BETWEEN 1 AND 50),
  weight_g      int NOT NULL CHECK (weight_g BETWEEN 1 AND 10000),
  kept_at       timestamptz NOT NULL,
  keep_until    timestamptz NOT NULL,
  cabinet_no    text NOT NULL DEFAULT '' CHECK (length(cabinet_no) <= 20),
  operator      text NOT NULL DEFAULT '' CHECK (length(operator) <= 30),
  photo         text NOT NULL DEFAULT '' CHECK (length(photo) <= 500),
  remark        text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  state         text NOT NULL DEFAULT 'kept' CHECK (state IN ('kept', 'disposed')),
  disposed_at   timestamptz,
  disposed_by   text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id),
  FOREIGN KEY (merchant_id, device_id) REFERENCES devices (merchant_id, id) ON DELETE SET NULL (device_id),
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id),
  CHECK (keep_until = kept_at + interval '48 hours'),
  CHECK ((state = 'disposed') = (disposed_at IS NOT NULL))
);
CREATE INDEX menu_sample_records_day ON menu_sample_records (merchant_id, sample_date, canteen_id, meal_type);
CREATE INDEX menu_sample_records_device ON menu_sample_records (merchant_id, device_id, kept_at);
