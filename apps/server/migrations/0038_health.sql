-- The health centre (issue 14): diet patterns with their daily nutrient targets and who they are for, and each
-- person's health profile (their chronic illnesses, a pattern set by hand, allergies, taboos, goal). Intake is never
-- stored: it is computed from the person's orders × the dishes' nutrition when asked.

-- Chronic illnesses are referenced by patterns and profiles below (tenant-safe composite keys need this key).
ALTER TABLE cust_chronics ADD UNIQUE (merchant_id, id);

-- A diet pattern (menudietpattern). sex 0: any; an age bound NULL: none. The meal split says what share of the
-- day's targets breakfast, lunch and dinner carry.
CREATE TABLE health_diet_patterns (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  sex            smallint NOT NULL DEFAULT 0 CHECK (sex IN (0, 1, 2)),
  age_min        smallint CHECK (age_min BETWEEN 0 AND 150),
  age_max        smallint CHECK (age_max BETWEEN 0 AND 150),
  breakfast_pct  smallint NOT NULL CHECK (breakfast_pct BETWEEN 0 AND 100),
  lunch_pct      smallint NOT NULL CHECK (lunch_pct BETWEEN 0 AND 100),
  dinner_pct     smallint NOT NULL CHECK (dinner_pct BETWEEN 0 AND 100),
  description    text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name),
  CHECK (age_min IS NULL OR age_max IS NULL OR age_min <= age_max),
  CHECK (breakfast_pct + lunch_pct + dinner_pct = 100)
);

-- Who a pattern is for: person types and chronic illnesses (none: not limited by it). Removing the type or the
-- illness takes it off the pattern.
CREATE TABLE health_diet_psn_types (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  diet_id       int NOT NULL,
  psn_type_id   int NOT NULL,
  PRIMARY KEY (diet_id, psn_type_id),
  FOREIGN KEY (merchant_id, diet_id) REFERENCES health_diet_patterns (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, psn_type_id) REFERENCES psn_types (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX health_diet_psn_types_type ON health_diet_psn_types (merchant_id, psn_type_id);

CREATE TABLE health_diet_chronics (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  diet_id       int NOT NULL,
  chronic_id    int NOT NULL,
  PRIMARY KEY (diet_id, chronic_id),
  FOREIGN KEY (merchant_id, diet_id) REFERENCES health_diet_patterns (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, chronic_id) REFERENCES cust_chronics (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX health_diet_chronics_chronic ON health_diet_chronics (merchant_id, chronic_id);

-- Daily targets per nutrient; a bound NULL: none (fibre ≥ 25 g has no max, sodium ≤ 2000 mg no min).
CREATE TABLE health_diet_targets (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  diet_id       int NOT NULL,
  nutrient_id   int NOT NULL,
  min_value     numeric(12, 2) CHECK (min_value >= 0),
  max_value     numeric(12, 2) CHECK (max_value >= 0),
  PRIMARY KEY (diet_id, nutrient_id),
  FOREIGN KEY (merchant_id, diet_id) REFERENCES health_diet_patterns (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, nutrient_id) REFERENCES menu_nutrients (merchant_id, id) ON DELETE CASCADE,
  CHECK (min_value IS NOT NULL OR max_value IS NOT NULL),
  CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
);
CREATE INDEX health_diet_targets_nutrient ON health_diet_targets (merchant_id, nutrient_id);

-- A person's health profile (nutrition save). diet_id NULL: the pattern is chosen automatically. A pattern named
-- here cannot be removed (the service says so first; the key backs it).
CREATE TABLE health_profiles (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  cust_id       int NOT NULL,
  diet_id       int,
  allergies     text NOT NULL DEFAULT '' CHECK (length(allergies) <= 200),
  taboos        text NOT NULL DEFAULT '' CHECK (length(taboos) <= 200),
  goal          text CHECK (goal IN ('maintain', 'loseWeight', 'gainWeight', 'controlSugar', 'lowerPressure', 'lowerLipid')),
  remark        text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    text NOT NULL DEFAULT '',
  PRIMARY KEY (merchant_id, cust_id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  FOREIGN KEY (merchant_id, diet_id) REFERENCES health_diet_patterns (merchant_id, id)
);
CREATE INDEX health_profiles_diet ON health_profiles (merchant_id, diet_id) WHERE diet_id IS NOT NULL;

-- A person's chronic illnesses (kept with their profile).
CREATE TABLE health_profile_chronics (
  merchant_id   int NOT NULL REFERENCES merchants(id),
  cust_id       int NOT NULL,
  chronic_id    int NOT NULL,
  PRIMARY KEY (merchant_id, cust_id, chronic_id),
  FOREIGN KEY (merchant_id, cust_id) REFERENCES customers (merchant_id, id),
  FOREIGN KEY (merchant_id, chronic_id) REFERENCES cust_chronics (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX health_profile_chronics_chronic ON health_profile_chronics (merchant_id, chronic_id);
