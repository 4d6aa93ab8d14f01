-- People and master data (issue 4). Organisations: a tree per merchant; names are unique among siblings.

CREATE TABLE cust_orgs (
  id           serial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  parent_id    int REFERENCES cust_orgs(id),
  name         text NOT NULL,
  org_code     text NOT NULL DEFAULT '',
  sort         int NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cust_orgs_sibling_name ON cust_orgs (merchant_id, COALESCE(parent_id, 0), name);
CREATE INDEX cust_orgs_parent ON cust_orgs (merchant_id, parent_id);
