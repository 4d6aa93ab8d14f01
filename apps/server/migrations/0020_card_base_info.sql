-- Base info of a card (POST basecard/changeBaseInfo, issue 10): what kind of card it is, and the last day it pays
-- (a day in the merchant's time zone; NULL: no end). An expired card is refused like a lost one.
ALTER TABLE cards ADD COLUMN card_type text NOT NULL DEFAULT 'ic' CHECK (card_type IN ('ic', 'cpu', 'id', 'virtual'));
ALTER TABLE cards ADD COLUMN valid_until date;
