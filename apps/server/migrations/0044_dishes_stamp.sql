-- Payments check the dishes of their items against the merchant's menu, cached per merchant under the change stamp
-- 'stamp:dishes' (modules/menu/dishCatalogue.ts). Every write that adds, removes or renames a dish renews the stamp
-- in the writing transaction, whoever writes it, so the cache can never serve a change late. Adding and removing
-- renew it once per statement (an import of thousands of dishes is one renewal per merchant); a rename per row.
CREATE FUNCTION renew_dishes_stamp(merchant int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO merchant_settings (merchant_id, key, value)
  VALUES (merchant, 'stamp:dishes', jsonb_build_object('v', floor(random() * 9e15)::bigint + 1))
  ON CONFLICT (merchant_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
$$;

CREATE FUNCTION dishes_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM renew_dishes_stamp(m.merchant_id) FROM (SELECT DISTINCT merchant_id FROM changed) m;
  RETURN NULL;
END $$;

CREATE FUNCTION dish_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM renew_dishes_stamp(NEW.merchant_id);
  IF OLD.merchant_id <> NEW.merchant_id THEN PERFORM renew_dishes_stamp(OLD.merchant_id); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER menu_dishes_added AFTER INSERT ON menu_dishes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dishes_added_or_removed();
CREATE TRIGGER menu_dishes_removed AFTER DELETE ON menu_dishes REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dishes_added_or_removed();
CREATE TRIGGER menu_dishes_renamed AFTER UPDATE OF name, merchant_id ON menu_dishes
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id) EXECUTE FUNCTION dish_renamed();

INSERT INTO merchant_settings (merchant_id, key, value)
SELECT DISTINCT merchant_id, 'stamp:dishes', jsonb_build_object('v', floor(random() * 9e15)::bigint + 1)
  FROM menu_dishes
ON CONFLICT (merchant_id, key) DO NOTHING;
