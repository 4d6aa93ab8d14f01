-- Tenancy in depth (issue 11): a row may reference only rows of its own merchant, whatever a service forgets. Every
-- single-column foreign key between two tables that both carry merchant_id becomes (merchant_id, col) → parent
-- (merchant_id, id); the parent gets UNIQUE (merchant_id, id) to be referenced. The keys are read from the catalogue,
-- not named, so every earlier migration's keys are covered whatever PostgreSQL called them. ON DELETE stays as it was;
-- SET NULL names the column, so merchant_id is never cleared. A nullable parent id still passes when NULL (MATCH
-- SIMPLE). Where merchant_id may be NULL (platform users and their tokens), MATCH SIMPLE would skip the whole check,
-- so the single-column key stays beside the composite one. apps/server/src/platform/db/tenancy.test.ts keeps it so.
DO $$
DECLARE
  fk record;
  on_delete text;
BEGIN
  FOR fk IN
    SELECT c.conname, c.conrelid::regclass AS child, c.confrelid::regclass AS parent, ca.attname AS col, pa.attname AS parent_col,
           c.confdeltype, c.confupdtype, c.condeferrable, cm.attnotnull AS merchant_required, pm.attnum AS parent_merchant_attnum, pa.attnum AS parent_attnum
      FROM pg_constraint c
      JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
      JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      JOIN pg_attribute cm ON cm.attrelid = c.conrelid AND cm.attname = 'merchant_id' AND NOT cm.attisdropped
      JOIN pg_attribute pm ON pm.attrelid = c.confrelid AND pm.attname = 'merchant_id' AND NOT pm.attisdropped
     WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND ca.attname <> 'merchant_id'
       AND c.connamespace = current_schema()::regnamespace
     ORDER BY c.conrelid::regclass::text, c.conname
  LOOP
    IF fk.confupdtype <> 'a' OR fk.condeferrable THEN
      RAISE EXCEPTION 'foreign key % of % has an ON UPDATE action or is deferrable; convert it by hand', fk.conname, fk.child;
    END IF;
    IF NOT EXISTS (
      SELECT 1 FROM pg_index i
       WHERE i.indrelid = fk.parent AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
         AND i.indnatts = 2 AND i.indkey[0] = fk.parent_merchant_attnum AND i.indkey[1] = fk.parent_attnum
    ) THEN
      EXECUTE format('ALTER TABLE %s ADD UNIQUE (merchant_id, %I)', fk.parent, fk.parent_col);
    END IF;
    on_delete := CASE fk.confdeltype
      WHEN 'c' THEN 'CASCADE'
      WHEN 'n' THEN format('SET NULL (%I)', fk.col)
      WHEN 'd' THEN format('SET DEFAULT (%I)', fk.col)
      WHEN 'r' THEN 'RESTRICT'
      ELSE 'NO ACTION'
    END;
    IF fk.merchant_required THEN
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.child, fk.conname);
    END IF;
    EXECUTE format('ALTER TABLE %s ADD FOREIGN KEY (merchant_id, %I) REFERENCES %s (merchant_id, %I) ON DELETE %s',
      fk.child, fk.col, fk.parent, fk.parent_col, on_delete);
  END LOOP;
END $$;

-- The unique (merchant_id, id) keys serve the lookups these indexes were made for.
DROP INDEX IF EXISTS accounts_merchant;
DROP INDEX IF EXISTS mgr_users_merchant;
