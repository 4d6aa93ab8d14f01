-- Payments check the dishes of their items against the merchant's menu, cached per merchant under the change stamp
-- 'stamp:dishes' (modules/menu/dishCatalogue.ts). Every write that adds, removes or renames a dish renews the stamp
-- in the writing transaction, whoever writes it, so the cache can never serve a change late.
CREATE FUNCTION renew_dishes_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_settings (merchant_id, key, value)
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.merchant_id ELSE NEW.merchant_id END, 'stamp:dishes',
          jsonb_build_object('v', floor(random() * 9e15)::bigint + 1))
  ON CONFLICT (merchant_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
  RETURN NULL;
END $$;

CREATE TRIGGER menu_dishes_stamp AFTER INSERT OR DELETE OR UPDATE OF name, merchant_id ON menu_dishes FOR EACH ROW EXECUTE FUNCTION renew_dishes_stamp();

INSERT INTO merchant_settings (merchant_id, key, value)
SELECT DISTINCT merchant_id, 'stamp:dishes', jsonb_build_object('v', floor(random() * 9e15)::bigint + 1)
  FROM menu_dishes
ON CONFLICT (merchant_id, key) DO NOTHING;
