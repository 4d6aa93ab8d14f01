-- Payments cache a merchant's per-customer and per-device deduction orders under the change stamp
-- 'stamp:deduction' (modules/settings/deduction.ts), and take a merchant without that stamp to have none. Overrides
-- written before the cache existed get their merchant a stamp here.
INSERT INTO merchant_settings (merchant_id, key, value)
SELECT DISTINCT merchant_id, 'stamp:deduction', jsonb_build_object('v', floor(random() * 9e15)::bigint + 1)
  FROM deduction_overrides
ON CONFLICT (merchant_id, key) DO NOTHING;
