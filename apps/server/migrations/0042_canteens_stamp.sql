-- Payments cache a merchant's canteens and meal periods under the change stamp 'stamp:canteens'
-- (modules/canteens/mealPeriods.ts). Every write to either table renews the stamp in the writing transaction,
-- whoever writes it (the console, an import, the seed, a test's SQL), so a cache can never serve a change late.
CREATE FUNCTION renew_canteens_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_settings (merchant_id, key, value)
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.merchant_id ELSE NEW.merchant_id END, 'stamp:canteens',
          jsonb_build_object('v', floor(random() * 9e15)::bigint + 1))
  ON CONFLICT (merchant_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
  RETURN NULL;
END $$;

CREATE TRIGGER canteens_stamp AFTER INSERT OR UPDATE OR DELETE ON canteens FOR EACH ROW EXECUTE FUNCTION renew_canteens_stamp();
CREATE TRIGGER meal_periods_stamp AFTER INSERT OR UPDATE OR DELETE ON meal_periods FOR EACH ROW EXECUTE FUNCTION renew_canteens_stamp();

-- Canteens written before the trigger: their merchants get a stamp now.
INSERT INTO merchant_settings (merchant_id, key, value)
SELECT DISTINCT merchant_id, 'stamp:canteens', jsonb_build_object('v', floor(random() * 9e15)::bigint + 1)
  FROM canteens
ON CONFLICT (merchant_id, key) DO NOTHING;
