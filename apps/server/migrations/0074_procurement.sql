-- Procurement (/caigouzhongxin, DESIGN §8), owned by the procurement module: suppliers with their levels and
-- qualifications, purchase plans, the purchase orders a committed plan makes per supplier, and the mails sent to
-- suppliers. Amounts are integer cents; quantities numeric(14,3) in the line's unit.

-- Supplier levels (drpsupplierlevel): a fixed ladder per merchant (level 1 the best), named and described by it.
CREATE TABLE pur_supplier_levels (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  level_no      int NOT NULL CHECK (level_no BETWEEN 1 AND 9),
  name          text NOT NULL,
  remark        text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, level_no)
);

-- Suppliers (drpsupplier).
CREATE TABLE pur_suppliers (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL,
  code          text NOT NULL DEFAULT '',
  level_id      int,
  contact       text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  email         text NOT NULL DEFAULT '',
  address       text NOT NULL DEFAULT '',
  scope         text NOT NULL DEFAULT '',
  enabled       boolean NOT NULL DEFAULT true,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name),
  FOREIGN KEY (merchant_id, level_id) REFERENCES pur_supplier_levels (merchant_id, id)
);

-- A supplier's qualifications (drpsupplierqualification): licences with their number, validity and scans.
CREATE TABLE pur_supplier_qualifications (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  supplier_id   int NOT NULL,
  name          text NOT NULL,
  cert_no       text NOT NULL DEFAULT '',
  issued_on     date,
  expires_on    date,
  images        text[] NOT NULL DEFAULT '{}',
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, supplier_id) REFERENCES pur_suppliers (merchant_id, id) ON DELETE CASCADE,
  CHECK (issued_on IS NULL OR expires_on IS NULL OR expires_on >= issued_on)
);
CREATE INDEX pur_supplier_qualifications_expiry ON pur_supplier_qualifications (merchant_id, expires_on);

-- Purchase plans (drppurchaseplan): a draft until committed; committing makes one purchase order per supplier.
-- source 'recipes' when generated from the recipes of [recipe_from, recipe_to].
CREATE TABLE pur_plans (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  plan_no       text NOT NULL,
  name          text NOT NULL DEFAULT '',
  warehouse_id  int NOT NULL,
  buyer_id      int,
  need_date     date NOT NULL,
  source        text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'recipes')),
  recipe_from   date,
  recipe_to     date,
  state         text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'committed')),
  total_amount  bigint NOT NULL DEFAULT 0,
  remark        text NOT NULL DEFAULT '',
  created_by    int,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  committed_by  int,
  committed_at  timestamptz,
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, plan_no),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id),
  CHECK ((state = 'committed') = (committed_at IS NOT NULL)),
  FOREIGN KEY (merchant_id, buyer_id) REFERENCES mgr_users (merchant_id, id),
  FOREIGN KEY (merchant_id, created_by) REFERENCES mgr_users (merchant_id, id),
  FOREIGN KEY (merchant_id, committed_by) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX pur_plans_created ON pur_plans (merchant_id, created_at DESC, id DESC);

-- A plan's line: a material of the plan's warehouse (house material), how much, at what price, from whom.
CREATE TABLE pur_plan_lines (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  plan_id            int NOT NULL,
  house_material_id  int NOT NULL,
  supplier_id        int,
  qty                numeric(14, 3) NOT NULL CHECK (qty > 0),
  unit_price         numeric(14, 4) NOT NULL DEFAULT 0 CHECK (unit_price >= 0),
  amount             bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  remark             text NOT NULL DEFAULT '',
  sort               int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, plan_id) REFERENCES pur_plans (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id),
  FOREIGN KEY (merchant_id, supplier_id) REFERENCES pur_suppliers (merchant_id, id)
);
CREATE INDEX pur_plan_lines_plan ON pur_plan_lines (plan_id, sort, id);

-- Purchase orders (drppurchaseorder): one per supplier of a committed plan, through ordered → sent → received
-- (the receipt makes an inbound draft) or cancelled.
CREATE TABLE pur_orders (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  order_no      text NOT NULL,
  plan_id       int NOT NULL,
  supplier_id   int NOT NULL,
  warehouse_id  int NOT NULL,
  need_date     date NOT NULL,
  state         text NOT NULL DEFAULT 'ordered' CHECK (state IN ('ordered', 'sent', 'received', 'cancelled')),
  total_amount  bigint NOT NULL DEFAULT 0,
  inbound_id    int,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  received_at   timestamptz,
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, order_no),
  FOREIGN KEY (merchant_id, plan_id) REFERENCES pur_plans (merchant_id, id),
  FOREIGN KEY (merchant_id, supplier_id) REFERENCES pur_suppliers (merchant_id, id),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id)
);
CREATE INDEX pur_orders_created ON pur_orders (merchant_id, created_at DESC, id DESC);

CREATE TABLE pur_order_lines (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  order_id           int NOT NULL,
  plan_line_id       int,
  house_material_id  int NOT NULL,
  qty                numeric(14, 3) NOT NULL CHECK (qty > 0),
  unit_price         numeric(14, 4) NOT NULL CHECK (unit_price >= 0),
  amount             bigint NOT NULL CHECK (amount >= 0),
  sort               int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, order_id) REFERENCES pur_orders (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id)
);
CREATE INDEX pur_order_lines_order ON pur_order_lines (order_id, sort, id);

-- Mails to suppliers (send/email, emaillist), written in the operation's transaction and delivered by the mail
-- adapter (DESIGN §10: the outbox folder by default, SMTP by configuration) after it.
CREATE TABLE pur_mails (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  plan_id       int NOT NULL,
  order_id      int,
  supplier_id   int NOT NULL,
  to_address    text NOT NULL,
  subject       text NOT NULL,
  body          text NOT NULL,
  state         text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  error         text NOT NULL DEFAULT '',
  attempts      int NOT NULL DEFAULT 0,
  created_by    int,
  created_at    timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, plan_id) REFERENCES pur_plans (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, supplier_id) REFERENCES pur_suppliers (merchant_id, id),
  FOREIGN KEY (merchant_id, created_by) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX pur_mails_plan ON pur_mails (merchant_id, plan_id, created_at DESC);
CREATE INDEX pur_mails_queued ON pur_mails (state, id) WHERE state = 'queued';
