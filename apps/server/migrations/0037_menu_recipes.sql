-- Recipe issue and menu binds (issue 14; menu_recipes and menu_recipe_details are in 0033).

-- One row per issue of recipes to devices: to every device of the canteen ('all'), to some ('part') or to one
-- ('single'). A device shows a recipe once an 'all' issue of its canteen or an issue naming it carried the recipe.
-- device_ids is history (a device removed later stays named); the recipes are joined below.
CREATE TABLE menu_recipe_issues (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  canteen_id    int NOT NULL,
  scope         text NOT NULL CHECK (scope IN ('all', 'part', 'single')),
  device_ids    int[] NOT NULL DEFAULT '{}',
  issued_by     text NOT NULL DEFAULT '',
  issued_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id),
  CHECK ((scope = 'all') = (cardinality(device_ids) = 0)),
  CHECK (scope <> 'single' OR cardinality(device_ids) = 1),
  CHECK (cardinality(device_ids) <= 200)
);
CREATE INDEX menu_recipe_issues_canteen ON menu_recipe_issues (merchant_id, canteen_id, id);

CREATE TABLE menu_recipe_issue_recipes (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  issue_id      int NOT NULL,
  recipe_id     int NOT NULL,
  PRIMARY KEY (issue_id, recipe_id),
  FOREIGN KEY (merchant_id, issue_id) REFERENCES menu_recipe_issues (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, recipe_id) REFERENCES menu_recipes (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX menu_recipe_issue_recipes_recipe ON menu_recipe_issue_recipes (merchant_id, recipe_id);

-- What a device shows of the recipes issued to it (menu bind): some meals and some dish types; empty: all.
-- canteen_id is the device's canteen when bound, for the canteen data scope of the bind list.
CREATE TABLE menu_device_binds (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  device_id     int PRIMARY KEY,
  canteen_id    int NOT NULL,
  meal_types    smallint[] NOT NULL DEFAULT '{}',
  dish_type_ids int[] NOT NULL DEFAULT '{}',
  updated_by    text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, device_id),
  FOREIGN KEY (merchant_id, device_id) REFERENCES devices (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id),
  CHECK (meal_types <@ ARRAY[1, 2, 3, 4, 5]::smallint[]),
  CHECK (cardinality(dish_type_ids) <= 100)
);
CREATE INDEX menu_device_binds_canteen ON menu_device_binds (merchant_id, canteen_id);
