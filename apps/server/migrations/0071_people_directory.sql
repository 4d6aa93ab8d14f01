-- The people module's public read face: what other modules' queries may read of a person (name, number,
-- organisation, type, kind, state, validity, face id), not the whole customers row. Other modules join this view,
-- never the table; the people module alone writes customers. A plain view over one table: PostgreSQL inlines it
-- into the query, so a join on (merchant_id, id) or a filter on org_id still uses customers' indexes.
CREATE VIEW people_directory AS
  SELECT id, merchant_id, cust_name, cust_num, org_id, psn_type_id, kind, state, valid_until, face_id
    FROM customers;
