-- AI dish recognition (devices area): the AI menu config of each canteen, the recognition catalogue (AI dishes,
-- each a label number of a canteen, with the pictures the model learns from) and the meals devices recognised,
-- with the corrections reviewers made. Canteen and device ids are checked by the service.
CREATE TABLE ai_menu_configs (
  id                    serial PRIMARY KEY,
  merchant_id           int NOT NULL REFERENCES merchants(id),
  canteen_id            int NOT NULL,
  enabled               boolean NOT NULL DEFAULT true,
  confidence_threshold  int NOT NULL DEFAULT 80 CHECK (confidence_threshold BETWEEN 0 AND 100),
  auto_settle           boolean NOT NULL DEFAULT false,
  device_ids            int[] NOT NULL DEFAULT '{}',
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ai_menu_configs_canteen ON ai_menu_configs (merchant_id, canteen_id);

CREATE TABLE ai_dishes (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  canteen_id   int NOT NULL,
  dish_name    text NOT NULL,
  dish_number  int NOT NULL,                 -- the recognition label number
  dish_id      int,                          -- the menu's dish, once dishes exist
  enabled      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ai_dishes_number ON ai_dishes (merchant_id, canteen_id, dish_number);

CREATE TABLE ai_meals (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  canteen_id       int NOT NULL,
  device_id        int NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  device_trade_no  text NOT NULL,
  recognised_at    timestamptz NOT NULL,
  picture          text NOT NULL DEFAULT '',
  needs_review     boolean NOT NULL,          -- an unknown number or a confidence under the threshold
  reviewed_at      timestamptz,
  reviewed_by      int,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- The device trade number is the idempotency key of an upload (DESIGN §6).
CREATE UNIQUE INDEX ai_meals_trade ON ai_meals (merchant_id, device_id, device_trade_no);
CREATE INDEX ai_meals_canteen ON ai_meals (merchant_id, canteen_id, recognised_at);
CREATE INDEX ai_meals_unreviewed ON ai_meals (merchant_id, needs_review, recognised_at) WHERE reviewed_at IS NULL;

CREATE TABLE ai_meal_dishes (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  meal_id      int NOT NULL REFERENCES ai_meals(id) ON DELETE CASCADE,
  ai_dish_id   int REFERENCES ai_dishes(id) ON DELETE SET NULL,
  dish_number  int NOT NULL,
  dish_name    text NOT NULL DEFAULT '',     -- as known when recognised or added
  confidence   int,                          -- null when a reviewer added the dish
  source       text NOT NULL CHECK (source IN ('device', 'review')),
  removed_at   timestamptz,                  -- removed in review; kept as a correction
  removed_by   int,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_meal_dishes_meal ON ai_meal_dishes (merchant_id, meal_id);
CREATE INDEX ai_meal_dishes_dish ON ai_meal_dishes (merchant_id, ai_dish_id);

CREATE TABLE ai_dish_pictures (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  ai_dish_id   int NOT NULL REFERENCES ai_dishes(id) ON DELETE CASCADE,
  url          text NOT NULL,
  width        int,
  height       int,
  meal_id      int REFERENCES ai_meals(id) ON DELETE SET NULL,   -- taken from a reviewed meal
  created_by   int,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_dish_pictures_dish ON ai_dish_pictures (merchant_id, ai_dish_id, id);
