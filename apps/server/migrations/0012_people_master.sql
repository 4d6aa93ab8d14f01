-- People master data (issue 4): places (a tree), job positions, person types, grades, chronic illnesses and
-- health reports; plus the foreign keys from customers (0011) to them, so a label still used by a person cannot
-- be removed (40900). Names are unique per merchant; place names among siblings, like organisations.

CREATE TABLE cust_places (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  parent_id    int REFERENCES cust_places(id),
  name         text NOT NULL,
  place_code   text NOT NULL DEFAULT '',
  sort         int NOT NULL DEFAULT 0,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cust_places_sibling_name ON cust_places (merchant_id, COALESCE(parent_id, 0), name);
CREATE INDEX cust_places_parent ON cust_places (merchant_id, parent_id);

CREATE TABLE cust_jobs (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cust_jobs_name ON cust_jobs (merchant_id, name);

CREATE TABLE psn_types (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX psn_types_name ON psn_types (merchant_id, name);

CREATE TABLE cust_grades (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cust_grades_name ON cust_grades (merchant_id, name);

CREATE TABLE cust_chronics (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  name         text NOT NULL,
  sort         int NOT NULL DEFAULT 0,
  remark       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cust_chronics_name ON cust_chronics (merchant_id, name);

-- Health reports of a person. Height (cm), weight (kg) and blood sugar (mmol/L) keep one decimal as numeric.
-- source 'sync' rows came from the third-party health service; external_id stops reading one twice.
CREATE TABLE cust_health_reports (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  cust_id        int NOT NULL REFERENCES customers(id),
  report_date    date NOT NULL,
  institution    text NOT NULL DEFAULT '',
  height         numeric(4,1) CHECK (height >= 0),
  weight         numeric(4,1) CHECK (weight >= 0),
  blood_pressure text NOT NULL DEFAULT '',
  blood_sugar    numeric(3,1) CHECK (blood_sugar >= 0),
  conclusion     text NOT NULL DEFAULT '',
  images         text[] NOT NULL DEFAULT '{}',
  remark         text NOT NULL DEFAULT '',
  source         text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'sync')),
  external_id    text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cust_health_reports_cust ON cust_health_reports (merchant_id, cust_id, report_date);
CREATE INDEX cust_health_reports_date ON cust_health_reports (merchant_id, report_date);
CREATE UNIQUE INDEX cust_health_reports_external ON cust_health_reports (merchant_id, external_id) WHERE external_id IS NOT NULL;

ALTER TABLE customers ADD CONSTRAINT customers_psn_type_fk FOREIGN KEY (psn_type_id) REFERENCES psn_types(id);
ALTER TABLE customers ADD CONSTRAINT customers_job_fk FOREIGN KEY (job_id) REFERENCES cust_jobs(id);
ALTER TABLE customers ADD CONSTRAINT customers_grade_fk FOREIGN KEY (grade_id) REFERENCES cust_grades(id);
ALTER TABLE customers ADD CONSTRAINT customers_place_fk FOREIGN KEY (place_id) REFERENCES cust_places(id);
CREATE INDEX customers_psn_type ON customers (psn_type_id) WHERE psn_type_id IS NOT NULL;
CREATE INDEX customers_job ON customers (job_id) WHERE job_id IS NOT NULL;
CREATE INDEX customers_grade ON customers (grade_id) WHERE grade_id IS NOT NULL;
CREATE INDEX customers_place ON customers (place_id) WHERE place_id IS NOT NULL;
