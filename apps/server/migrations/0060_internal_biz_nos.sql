-- The bizNos the server makes for itself begin with '#', which the contract's bizNo scalar refuses to every caller
-- (accounts/ledger.ts internalBizNo): a caller can no longer take the name of a grant to come. The operations the
-- server named before move into that namespace under the names it gives them now, so that what each row is (a time
-- rule's grant, a red envelope, a reviewed refund request…) reads the same, and a grant made again finds its rows.
-- Only rows that are surely the server's move: a caller's payment under such a name stays what it was.

-- Time rule grants ('SUB-<time rule>-<period>'): a time rule of the merchant, and a batch bound to a subsidy rule's grant
-- (or made before batches were bound).
CREATE TEMP TABLE internal_sub_batches AS
  SELECT DISTINCT b.merchant_id, b.batch_no FROM (
    SELECT merchant_id, batch_no FROM batch_requests
    UNION SELECT merchant_id, batch_no FROM money_txns WHERE batch_no IS NOT NULL AND trade_type IN (4, 6)
  ) b
  WHERE b.batch_no ~ '^SUB-[0-9]+-W?[0-9]{4}-[0-9]{2}(-[0-9]{2})?$'
    AND EXISTS (SELECT 1 FROM sub_time_rules st WHERE st.merchant_id = b.merchant_id AND st.id::text = split_part(b.batch_no, '-', 2))
    AND NOT EXISTS (
      SELECT 1 FROM batch_requests q WHERE q.merchant_id = b.merchant_id AND q.batch_no = b.batch_no
        AND q.request_hash NOT IN (
          SELECT encode(sha256(convert_to(format('{"batch":true,"request":{"kind":"subsidyRule","ruleId":%s}}', r.id), 'UTF8')), 'hex')
          FROM sub_rules r WHERE r.merchant_id = b.merchant_id));

CREATE TEMP TABLE internal_renamed (id bigint PRIMARY KEY, biz_no text NOT NULL, batch_no text);

-- Each person of a time rule's grant (and the clearing before it): '#SUB-…-<person>', '#SUB-…-C-<person>'.
INSERT INTO internal_renamed
SELECT t.id, '#' || t.biz_no, '#' || t.batch_no
  FROM money_txns t JOIN internal_sub_batches s ON s.merchant_id = t.merchant_id AND s.batch_no = t.batch_no
 WHERE t.biz_no IN (t.batch_no || '-' || t.cust_id, t.batch_no || '-C-' || t.cust_id);

-- Red envelopes: '#RE-<envelope>-<person>' in the batch '#RE-<envelope>'.
INSERT INTO internal_renamed
SELECT id, '#' || biz_no, '#' || batch_no FROM money_txns
 WHERE trade_type = 11 AND batch_no ~ '^RE-[0-9]+$' AND biz_no = batch_no || '-' || cust_id
ON CONFLICT DO NOTHING;

-- Rows of a money import: '#IMP-<batch>-<row>'.
INSERT INTO internal_renamed
SELECT t.id, '#IMP-' || t.biz_no, t.batch_no FROM money_txns t
 WHERE t.batch_no IS NOT NULL AND t.trade_type IN (1, 4, 13)
   AND left(t.biz_no, length(t.batch_no) + 1) = t.batch_no || '-' AND substr(t.biz_no, length(t.batch_no) + 2) ~ '^[0-9]+$'
   AND EXISTS (SELECT 1 FROM money_imports m WHERE m.merchant_id = t.merchant_id AND m.batch_no = t.batch_no)
ON CONFLICT DO NOTHING;

-- Each person of a caller's batch (recharge, subsidy, clearing, a rule granted by hand): '#B-<batch>-<person>'.
INSERT INTO internal_renamed
SELECT id, '#B-' || biz_no, batch_no FROM money_txns
 WHERE batch_no IS NOT NULL AND trade_type IN (1, 4, 6) AND biz_no IN (batch_no || '-' || cust_id, batch_no || '-C-' || cust_id)
ON CONFLICT DO NOTHING;

-- A reviewed refund request paid under 'RR<id>': '#RR-<id>'.
INSERT INTO internal_renamed
SELECT t.id, '#RR-' || r.id, t.batch_no FROM refund_requests r JOIN money_txns t ON t.id = r.refund_txn_id
 WHERE r.biz_no IS NULL AND t.biz_no = 'RR' || r.id
ON CONFLICT DO NOTHING;

-- A booked meal cancelled under a rule, 'MB<order>': '#MB-<order>'.
INSERT INTO internal_renamed
SELECT id, '#MB-' || ref_id, batch_no FROM money_txns WHERE trade_type = 10 AND biz_no = 'MB' || ref_id
ON CONFLICT DO NOTHING;

-- The gift a cancelled account forfeited, and the rows of a repair import.
INSERT INTO internal_renamed
SELECT id, '#' || biz_no, batch_no FROM money_txns
 WHERE (trade_type = 14 AND biz_no LIKE 'CANCEL-' || account_id || '-%') OR (trade_type = 9 AND biz_no ~ '^RPB-[0-9a-z]+-[0-9]+$')
ON CONFLICT DO NOTHING;

UPDATE money_txns t SET biz_no = r.biz_no, batch_no = r.batch_no FROM internal_renamed r WHERE t.id = r.id;
UPDATE ledger_entries l SET biz_no = r.biz_no FROM internal_renamed r WHERE l.txn_id = r.id;
UPDATE batch_requests b SET batch_no = '#' || b.batch_no FROM internal_sub_batches s WHERE b.merchant_id = s.merchant_id AND b.batch_no = s.batch_no;
UPDATE mkt_red_envelope_records SET biz_no = '#' || biz_no WHERE biz_no ~ '^RE-[0-9]+-[0-9]+$';

DROP TABLE internal_renamed;
DROP TABLE internal_sub_batches;
