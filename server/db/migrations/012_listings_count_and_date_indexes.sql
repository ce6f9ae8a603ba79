-- Two narrower companions to 008's covering index, for the listings call's two halves (measured on PGlite
-- at 100,000 listings; the planner picks them only where they are cheaper, so every other shape keeps 008).
--
-- The count and price range of a view with no filter beyond type, status and box: index-only over 008
-- deforms all eighteen columns of every matching entry to read one price; five columns cost ~30 % less.
CREATE INDEX listings_box_count
  ON listings (property_type, mls_status, latitude, longitude)
  INCLUDE (list_price);

-- The page of the default and 'oldest' sorts: 008 is ordered by position, so choosing the newest 50 of an
-- Austin view sorted every match (7,700 entries) a second time after the count. Ordered by date within a
-- type, the scan stops after the first 50 entries that pass status, box and filters, all index-only.
-- Small views, where few entries pass, are left to 008 by the planner's row estimates.
CREATE INDEX listings_type_date_cover
  ON listings (property_type, list_date, listing_key_numeric)
  INCLUDE (mls_status, latitude, longitude, list_price, bedrooms_total, bathrooms_full,
           above_grade_finished_area, lot_size_sqft, stories, garage_spaces, year_built,
           fireplaces_total, main_level_bedrooms, rtlist, property_sub_type);
