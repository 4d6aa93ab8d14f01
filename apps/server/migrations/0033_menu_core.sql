-- The menu's core (DESIGN §7, issue 14): the nutrient catalogue, raw materials with their nutrients per 100 g and
-- their category tree, dish types and the other dish classifications, dishes and their ingredients. A dish's
-- nutrition is never stored: it is the sum over its ingredients (grams / 100 × the material's value per 100 g).
-- Recipes, products, set meals, samples and the health centre reference these tables in their own migrations.

-- Nutrients a merchant tracks (menunutrition): energy, protein, fat… `code` is the stable key diet patterns and the
-- health centre compare by (energy, protein, fat, carbohydrate, fibre, sodium…); merchants may add their own.
CREATE TABLE menu_nutrients (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  type_code     text NOT NULL CHECK (type_code IN ('energy', 'macro', 'vitamin', 'mineral', 'other')),
  code          text NOT NULL,
  name          text NOT NULL,
  unit          text NOT NULL CHECK (unit IN ('kcal', 'kJ', 'g', 'mg', 'μg')),
  sort          int NOT NULL DEFAULT 0,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, code),
  UNIQUE (merchant_id, name)
);

-- Material categories (menumaterialcategory): a tree; a material's big type is the top of its category's branch.
CREATE TABLE menu_material_categories (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  parent_id     int,
  name          text NOT NULL,
  sort          int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, parent_id) REFERENCES menu_material_categories (merchant_id, id),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE UNIQUE INDEX menu_material_categories_name ON menu_material_categories (merchant_id, coalesce(parent_id, 0), name);

-- Raw materials (menumaterial). unit is how the kitchen counts it; nutrients are always per 100 g of edible part.
CREATE TABLE menu_materials (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  category_id   int,
  name          text NOT NULL,
  unit          text NOT NULL DEFAULT 'g',
  source        text NOT NULL DEFAULT '',
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name),
  FOREIGN KEY (merchant_id, category_id) REFERENCES menu_material_categories (merchant_id, id)
);
CREATE INDEX menu_materials_category ON menu_materials (merchant_id, category_id);

CREATE TABLE menu_material_nutrients (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  material_id   int NOT NULL,
  nutrient_id   int NOT NULL,
  per_100g      numeric(12, 3) NOT NULL CHECK (per_100g >= 0),
  PRIMARY KEY (material_id, nutrient_id),
  FOREIGN KEY (merchant_id, material_id) REFERENCES menu_materials (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, nutrient_id) REFERENCES menu_nutrients (merchant_id, id)
);
CREATE INDEX menu_material_nutrients_nutrient ON menu_material_nutrients (merchant_id, nutrient_id);

-- Dish types (menudishestype). A role's dish data scope is a set of dish types.
CREATE TABLE menu_dish_types (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL,
  sort          int NOT NULL DEFAULT 0,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name)
);

-- The other classifications, one table: cooking stations (cook), labels, tastes, classify, effect, style, suit.
CREATE TABLE menu_dish_classes (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  kind          text NOT NULL CHECK (kind IN ('cook', 'label', 'taste', 'classify', 'effect', 'style', 'suit')),
  name          text NOT NULL,
  sort          int NOT NULL DEFAULT 0,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, kind, name)
);

-- Dishes. Money in cents. stock/discount_price/purchase_limit NULL: none. audit_state: a new or edited dish waits
-- for review (spec: "dish audit has a review step"); only an approved dish goes on recipes, products and devices.
CREATE TABLE menu_dishes (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  type_id          int NOT NULL,
  name             text NOT NULL,
  pinyin_initials  text NOT NULL DEFAULT '',
  pinyin_full      text NOT NULL DEFAULT '',
  price            bigint NOT NULL CHECK (price >= 0),
  box_fee          bigint NOT NULL DEFAULT 0 CHECK (box_fee >= 0),
  discount_price   bigint CHECK (discount_price >= 0),
  weight_g         int CHECK (weight_g > 0),
  images           text[] NOT NULL DEFAULT '{}',
  description      text NOT NULL DEFAULT '',
  detail_html      text NOT NULL DEFAULT '',
  chef             text NOT NULL DEFAULT '',
  recommended      boolean NOT NULL DEFAULT false,
  stock            int CHECK (stock >= 0),
  purchase_limit   int CHECK (purchase_limit > 0),
  on_shelf         boolean NOT NULL DEFAULT true,
  audit_state      text NOT NULL DEFAULT 'pending' CHECK (audit_state IN ('pending', 'approved', 'rejected')),
  audit_reason     text NOT NULL DEFAULT '',
  audited_at       timestamptz,
  audited_by       text NOT NULL DEFAULT '',
  sort             int NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name),
  FOREIGN KEY (merchant_id, type_id) REFERENCES menu_dish_types (merchant_id, id)
);
CREATE INDEX menu_dishes_type ON menu_dishes (merchant_id, type_id);
CREATE INDEX menu_dishes_pinyin ON menu_dishes (merchant_id, pinyin_initials);

CREATE TABLE menu_dish_class_links (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  dish_id       int NOT NULL,
  class_id      int NOT NULL,
  PRIMARY KEY (dish_id, class_id),
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, class_id) REFERENCES menu_dish_classes (merchant_id, id)
);
CREATE INDEX menu_dish_class_links_class ON menu_dish_class_links (merchant_id, class_id);

-- What one portion of a dish is made of, in grams of each material.
CREATE TABLE menu_dish_ingredients (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  dish_id       int NOT NULL,
  material_id   int NOT NULL,
  grams         numeric(10, 2) NOT NULL CHECK (grams > 0),
  PRIMARY KEY (dish_id, material_id),
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, material_id) REFERENCES menu_materials (merchant_id, id)
);
CREATE INDEX menu_dish_ingredients_material ON menu_dish_ingredients (merchant_id, material_id);

-- Recipes (menurecipe): what a canteen serves at one meal (meal_type 1 breakfast … 5 late-night, as meal periods)
-- of one day. issue_count goes up each time it is issued to devices; applet_issued_at when the ordering app got it.
-- Only an enabled recipe is issued. The sample-retention diff reads the details as "what should have been kept".
CREATE TABLE menu_recipes (
  id                serial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  canteen_id        int NOT NULL,
  recipe_date       date NOT NULL,
  meal_type         smallint NOT NULL CHECK (meal_type BETWEEN 1 AND 5),
  name              text NOT NULL DEFAULT '',
  enabled           boolean NOT NULL DEFAULT true,
  issue_count       int NOT NULL DEFAULT 0 CHECK (issue_count >= 0),
  issued_at         timestamptz,
  applet_issued_at  timestamptz,
  remark            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, canteen_id, recipe_date, meal_type),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id)
);
CREATE INDEX menu_recipes_day ON menu_recipes (merchant_id, recipe_date, canteen_id);

-- A dish on a recipe: how many portions are supplied (NULL: no limit), its price there (NULL: the dish's own), and
-- the minutes of the day it is served (NULL: the whole meal period).
CREATE TABLE menu_recipe_details (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  recipe_id       int NOT NULL,
  dish_id         int NOT NULL,
  supply_qty      int CHECK (supply_qty >= 0),
  discount_price  bigint CHECK (discount_price >= 0),
  start_minute    int CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute      int CHECK (end_minute BETWEEN 1 AND 1440),
  sort            int NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (recipe_id, dish_id),
  FOREIGN KEY (merchant_id, recipe_id) REFERENCES menu_recipes (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id),
  CHECK (start_minute IS NULL OR end_minute IS NULL OR end_minute > start_minute)
);
CREATE INDEX menu_recipe_details_dish ON menu_recipe_details (merchant_id, dish_id);
