-- A person's photo and a health report's image are served only to those who may see the person (files/rules.ts):
-- each request finds the record holding the file's URL by these indexes.
CREATE INDEX customers_photo_url ON customers (merchant_id, photo_url) WHERE photo_url <> '';
CREATE INDEX cust_health_reports_images ON cust_health_reports USING gin (images);
