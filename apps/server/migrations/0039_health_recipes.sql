-- Health recipes, health information and its subscriptions (issue 14, the health centre's healthcaipu and
-- informationsubscription pages). A health recipe is a day's menu for people with some chronic illnesses or of some
-- person types; its nutrition is never stored: it is portions × each dish's nutrition (itself computed from the
-- dish's ingredients), so editing a material or a dish changes every recipe made of it.

-- Categories and recipes, one tree. Only a category holds children. chronic_ids / psn_type_ids name who it is for
-- (cust_chronics, psn_types; none: everyone); ids of entries removed later are ignored when read.
CREATE TABLE health_recipes (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  parent_id     int,
  kind          text NOT NULL CHECK (kind IN ('category', 'recipe')),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  chronic_ids   int[] NOT NULL DEFAULT '{}' CHECK (cardinality(chronic_ids) <= 50),
  psn_type_ids  int[] NOT NULL DEFAULT '{}' CHECK (cardinality(psn_type_ids) <= 50),
  energy_kcal   int CHECK (energy_kcal BETWEEN 0 AND 10000),
  description   text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  sort          smallint NOT NULL DEFAULT 0 CHECK (sort >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, parent_id) REFERENCES health_recipes (merchant_id, id),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE UNIQUE INDEX health_recipes_sibling_name ON health_recipes (merchant_id, coalesce(parent_id, 0), name);
CREATE INDEX health_recipes_parent ON health_recipes (merchant_id, parent_id);

-- A dish on one meal (1 breakfast … 5 late-night, as meal periods) of a health recipe, in half portions (1 = 0.5).
CREATE TABLE health_recipe_details (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  recipe_id      int NOT NULL,
  dish_id        int NOT NULL,
  meal_type      smallint NOT NULL CHECK (meal_type BETWEEN 1 AND 5),
  portion_halves smallint NOT NULL CHECK (portion_halves BETWEEN 1 AND 20),
  remark         text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 100),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (recipe_id, meal_type, dish_id),
  FOREIGN KEY (merchant_id, recipe_id) REFERENCES health_recipes (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, dish_id) REFERENCES menu_dishes (merchant_id, id)
);
CREATE INDEX health_recipe_details_dish ON health_recipe_details (merchant_id, dish_id);

-- Health information articles (饮食建议, 慢病管理, 营养知识, 食品安全). content_html is stored sanitised.
CREATE TABLE health_consultations (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  title         text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  category      text NOT NULL CHECK (category IN ('diet', 'chronic', 'nutrition', 'foodSafety')),
  cover_image   text NOT NULL DEFAULT '' CHECK (char_length(cover_image) <= 500),
  summary       text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
  content_html  text NOT NULL DEFAULT '' CHECK (char_length(content_html) <= 50000),
  chronic_ids   int[] NOT NULL DEFAULT '{}' CHECK (cardinality(chronic_ids) <= 50),
  psn_type_ids  int[] NOT NULL DEFAULT '{}' CHECK (cardinality(psn_type_ids) <= 50),
  state         text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published')),
  published_at  timestamptz,
  author        text NOT NULL DEFAULT '' CHECK (char_length(author) <= 50),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK ((state = 'published') = (published_at IS NOT NULL))
);
CREATE INDEX health_consultations_list ON health_consultations (merchant_id, id DESC);

-- A person follows topics (article categories and/or chronic illnesses) through a channel. The channel is kept for
-- the ordering app and later senders; nothing here sends a message.
CREATE TABLE health_subscriptions (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  cust_id       int NOT NULL,
  channel       text NOT NULL CHECK (channel IN ('app', 'sms', 'email')),
  categories    text[] NOT NULL DEFAULT '{}' CHECK (categories <@ ARRAY['diet', 'chronic', 'nutrition', 'foodSafety']),
  chronic_ids   int[] NOT NULL DEFAULT '{}' CHECK (cardinality(chronic_ids) <= 50),
  enabled       boolean NOT NULL DEFAULT true,
  remark        text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, cust_id, channel),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id) ON DELETE CASCADE,
  CHECK (cardinality(categories) + cardinality(chronic_ids) > 0)
);
