-- Inventory (/kucunzhongxin, DESIGN §8), owned by the inventory module: warehouses, units, the materials a warehouse
-- keeps, stock by batch, and the documents that move it (inbound, outbound; stocktakes in their own migration).
-- Quantities are numeric(14,3) in the warehouse material's unit; values are integer cents. A batch's quantity and
-- value are always the sums of its movements (inv_movements), which only committed documents write.

-- Units (drpunit): a unit may be defined as `ratio` of a base unit (1 箱 = 20 千克); two units convert when they
-- reach the same root.
CREATE TABLE inv_units (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  name          text NOT NULL,
  base_unit_id  int,
  ratio         numeric(18, 6) CHECK (ratio > 0),
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name),
  FOREIGN KEY (merchant_id, base_unit_id) REFERENCES inv_units (merchant_id, id),
  CHECK ((base_unit_id IS NULL) = (ratio IS NULL)),
  CHECK (base_unit_id IS NULL OR base_unit_id <> id)
);

-- Warehouses (drpwarehouse), each in a canteen (the canteen data scope applies) with a keeper (a user marked keeper).
CREATE TABLE inv_warehouses (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  canteen_id    int NOT NULL,
  name          text NOT NULL,
  code          text NOT NULL DEFAULT '',
  keeper_id     int,
  phone         text NOT NULL DEFAULT '',
  address       text NOT NULL DEFAULT '',
  enabled       boolean NOT NULL DEFAULT true,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, name),
  FOREIGN KEY (merchant_id, canteen_id) REFERENCES canteens (merchant_id, id),
  FOREIGN KEY (merchant_id, keeper_id) REFERENCES mgr_users (merchant_id, id)
);

-- The materials a warehouse keeps (drphousematerial): a menu material in a stock unit, with its stock limits
-- (drpinventory/set) and shelf life (the default expiry of a batch received without one).
CREATE TABLE inv_house_materials (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  warehouse_id     int NOT NULL,
  material_id      int NOT NULL,
  unit_id          int NOT NULL,
  spec             text NOT NULL DEFAULT '',
  min_qty          numeric(14, 3) CHECK (min_qty >= 0),
  max_qty          numeric(14, 3) CHECK (max_qty >= 0),
  shelf_life_days  int CHECK (shelf_life_days BETWEEN 1 AND 3650),
  remark           text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  UNIQUE (warehouse_id, material_id),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id),
  FOREIGN KEY (merchant_id, material_id) REFERENCES menu_materials (merchant_id, id),
  FOREIGN KEY (merchant_id, unit_id) REFERENCES inv_units (merchant_id, id),
  CHECK (min_qty IS NULL OR max_qty IS NULL OR min_qty <= max_qty)
);

-- Document numbers: one counter per merchant, kind and day (RK20261128001…), taken under the row's lock.
CREATE TABLE inv_doc_counters (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  kind         text NOT NULL,
  day          date NOT NULL,
  n            int NOT NULL,
  PRIMARY KEY (merchant_id, kind, day)
);

-- Inbound documents (drpintoinventory): a draft until committed; a committed one is immutable and can only be
-- reversed by a new reversing document (reverses_id). supplier_id names a supplier of the procurement module and
-- purchase_order_id the purchase order it was received from (both read through the module's port, no foreign key
-- upwards).
CREATE TABLE inv_inbounds (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  doc_no             text NOT NULL,
  warehouse_id       int NOT NULL,
  kind               text NOT NULL DEFAULT 'purchase' CHECK (kind IN ('purchase', 'return', 'transfer', 'other', 'reversal')),
  supplier_id        int,
  purchase_order_id  int,
  inbound_date       date NOT NULL,
  state              text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'committed')),
  total_value        bigint NOT NULL DEFAULT 0,
  remark             text NOT NULL DEFAULT '',
  reverses_id        int,
  reversed_by_id     int,
  created_by         int,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  committed_by       int,
  committed_at       timestamptz,
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, doc_no),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id),
  FOREIGN KEY (merchant_id, reverses_id) REFERENCES inv_inbounds (merchant_id, id),
  CHECK ((state = 'committed') = (committed_at IS NOT NULL)),
  FOREIGN KEY (merchant_id, created_by) REFERENCES mgr_users (merchant_id, id),
  FOREIGN KEY (merchant_id, committed_by) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX inv_inbounds_date ON inv_inbounds (merchant_id, inbound_date DESC, id DESC);
CREATE UNIQUE INDEX inv_inbounds_purchase_order ON inv_inbounds (merchant_id, purchase_order_id) WHERE purchase_order_id IS NOT NULL AND kind <> 'reversal';

-- An inbound line: quantity at a unit price (cents per unit, may carry fractions of a cent) and its value in cents
-- (round(qty × price)); the batch it became on commit.
CREATE TABLE inv_inbound_lines (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  inbound_id         int NOT NULL,
  house_material_id  int NOT NULL,
  qty                numeric(14, 3) NOT NULL CHECK (qty > 0),
  unit_price         numeric(14, 4) NOT NULL CHECK (unit_price >= 0),
  value              bigint NOT NULL CHECK (value >= 0),
  batch_no           text NOT NULL DEFAULT '',
  production_date    date,
  expiry_date        date,
  batch_id           int,
  remark             text NOT NULL DEFAULT '',
  sort               int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, inbound_id) REFERENCES inv_inbounds (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id),
  CHECK (production_date IS NULL OR expiry_date IS NULL OR expiry_date >= production_date)
);
CREATE INDEX inv_inbound_lines_doc ON inv_inbound_lines (inbound_id, sort, id);

-- Stock by batch: what is left of one received line. qty and value are the sums of the batch's movements; a batch
-- emptied keeps its row (qty 0, value 0) for its history.
CREATE TABLE inv_batches (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  warehouse_id       int NOT NULL,
  house_material_id  int NOT NULL,
  batch_no           text NOT NULL,
  qty                numeric(14, 3) NOT NULL CHECK (qty >= 0),
  value              bigint NOT NULL CHECK (value >= 0),
  in_qty             numeric(14, 3) NOT NULL CHECK (in_qty > 0),
  in_value           bigint NOT NULL CHECK (in_value >= 0),
  production_date    date,
  expiry_date        date,
  inbound_id         int,
  supplier_id        int,
  received_at        timestamptz NOT NULL,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id),
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id),
  FOREIGN KEY (merchant_id, inbound_id) REFERENCES inv_inbounds (merchant_id, id),
  -- Nothing left is worth nothing: the last take of a batch carries its whole remaining value.
  CHECK (qty > 0 OR value = 0)
);
-- First-expiring first out: a material's batches with stock, by expiry (none last), then by arrival.
CREATE INDEX inv_batches_fefo ON inv_batches (house_material_id, expiry_date NULLS LAST, received_at, id) WHERE qty > 0;
CREATE INDEX inv_batches_warehouse ON inv_batches (merchant_id, warehouse_id, house_material_id);
CREATE INDEX inv_batches_expiry ON inv_batches (merchant_id, expiry_date) WHERE qty > 0;

-- Outbound documents (drpoutinventory): drafts until committed; commit takes the lines' quantities from the
-- batches first-expiring first and records their cost.
CREATE TABLE inv_outbounds (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  doc_no         text NOT NULL,
  warehouse_id   int NOT NULL,
  kind           text NOT NULL DEFAULT 'kitchen' CHECK (kind IN ('kitchen', 'return', 'loss', 'transfer', 'other')),
  outbound_date  date NOT NULL,
  receiver       text NOT NULL DEFAULT '',
  state          text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'committed')),
  total_cost     bigint NOT NULL DEFAULT 0,
  remark         text NOT NULL DEFAULT '',
  created_by     int,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  committed_by   int,
  committed_at   timestamptz,
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, doc_no),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id),
  CHECK ((state = 'committed') = (committed_at IS NOT NULL)),
  FOREIGN KEY (merchant_id, created_by) REFERENCES mgr_users (merchant_id, id),
  FOREIGN KEY (merchant_id, committed_by) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX inv_outbounds_date ON inv_outbounds (merchant_id, outbound_date DESC, id DESC);

CREATE TABLE inv_outbound_lines (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  outbound_id        int NOT NULL,
  house_material_id  int NOT NULL,
  qty                numeric(14, 3) NOT NULL CHECK (qty > 0),
  cost               bigint,
  remark             text NOT NULL DEFAULT '',
  sort               int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, outbound_id) REFERENCES inv_outbounds (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id)
);
CREATE INDEX inv_outbound_lines_doc ON inv_outbound_lines (outbound_id, sort, id);

-- Every change of a batch (signed quantity and value), written only by a document's commit, in its transaction.
-- doc_type/doc_id/line_id name the document line; an outbound line has one movement per batch it took from.
CREATE TABLE inv_movements (
  id                 bigserial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  warehouse_id       int NOT NULL,
  house_material_id  int NOT NULL,
  batch_id           int NOT NULL,
  doc_type           text NOT NULL CHECK (doc_type IN ('inbound', 'outbound', 'stocktake')),
  doc_id             int NOT NULL,
  doc_no             text NOT NULL,
  line_id            int NOT NULL,
  qty                numeric(14, 3) NOT NULL CHECK (qty <> 0),
  value              bigint NOT NULL,
  qty_after          numeric(14, 3) NOT NULL CHECK (qty_after >= 0),
  value_after        bigint NOT NULL CHECK (value_after >= 0),
  at                 timestamptz NOT NULL,
  operator_id        int,
  FOREIGN KEY (merchant_id, batch_id) REFERENCES inv_batches (merchant_id, id),
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id),
  FOREIGN KEY (merchant_id, operator_id) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX inv_movements_at ON inv_movements (merchant_id, at, id);
CREATE INDEX inv_movements_batch ON inv_movements (batch_id, id);
CREATE INDEX inv_movements_doc ON inv_movements (merchant_id, doc_type, doc_id);
CREATE INDEX inv_movements_material ON inv_movements (merchant_id, house_material_id, at);

-- Imports (drpimportrecord): one row per sheet imported, with its rows' errors, for the import result page.
CREATE TABLE inv_import_records (
  id            serial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  kind          text NOT NULL CHECK (kind IN ('inbound', 'houseMaterial')),
  file_name     text NOT NULL DEFAULT '',
  total_rows    int NOT NULL,
  ok_rows       int NOT NULL,
  failed_rows   int NOT NULL,
  errors        jsonb NOT NULL DEFAULT '[]',
  doc_id        int,
  created_by    int,
  created_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, created_by) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX inv_import_records_at ON inv_import_records (merchant_id, created_at DESC, id DESC);

-- Stocktakes (drpcheckinventory, pandian): starting one freezes the book quantity of every batch of the warehouse
-- with stock; counting fills counted_qty; commit posts each difference as a gain or a loss.
CREATE TABLE inv_stocktakes (
  id             serial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  doc_no         text NOT NULL,
  warehouse_id   int NOT NULL,
  check_date     date NOT NULL,
  state          text NOT NULL DEFAULT 'counting' CHECK (state IN ('counting', 'committed')),
  gain_value     bigint NOT NULL DEFAULT 0,
  loss_value     bigint NOT NULL DEFAULT 0,
  remark         text NOT NULL DEFAULT '',
  created_by     int,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  committed_by   int,
  committed_at   timestamptz,
  UNIQUE (merchant_id, id),
  UNIQUE (merchant_id, doc_no),
  FOREIGN KEY (merchant_id, warehouse_id) REFERENCES inv_warehouses (merchant_id, id),
  CHECK ((state = 'committed') = (committed_at IS NOT NULL)),
  FOREIGN KEY (merchant_id, created_by) REFERENCES mgr_users (merchant_id, id),
  FOREIGN KEY (merchant_id, committed_by) REFERENCES mgr_users (merchant_id, id)
);
CREATE INDEX inv_stocktakes_date ON inv_stocktakes (merchant_id, check_date DESC, id DESC);
-- One stocktake counting per warehouse at a time.
CREATE UNIQUE INDEX inv_stocktakes_open ON inv_stocktakes (merchant_id, warehouse_id) WHERE state = 'counting';

CREATE TABLE inv_stocktake_lines (
  id                 serial PRIMARY KEY,
  merchant_id        int NOT NULL REFERENCES merchants(id),
  stocktake_id       int NOT NULL,
  batch_id           int NOT NULL,
  house_material_id  int NOT NULL,
  book_qty           numeric(14, 3) NOT NULL CHECK (book_qty >= 0),
  book_value         bigint NOT NULL CHECK (book_value >= 0),
  counted_qty        numeric(14, 3) CHECK (counted_qty >= 0),
  diff_value         bigint,
  remark             text NOT NULL DEFAULT '',
  UNIQUE (merchant_id, id),
  UNIQUE (stocktake_id, batch_id),
  FOREIGN KEY (merchant_id, stocktake_id) REFERENCES inv_stocktakes (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, batch_id) REFERENCES inv_batches (merchant_id, id),
  FOREIGN KEY (merchant_id, house_material_id) REFERENCES inv_house_materials (merchant_id, id)
);
