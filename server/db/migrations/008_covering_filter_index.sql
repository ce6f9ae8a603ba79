-- The listings search counts every match (SPEC §2 'of {total}') and pages through them in sort order. With
-- only type, status and position in the index, every other filter (beds, baths, size, year …) read the
-- wide listing row of each candidate: at 100,000 listings an all-Texas search read ~20,000 pages, 0.4–0.9 s
-- on PGlite. Carrying the filtered and sorted columns in the index makes the count and the choice of a
-- page index-only (the visibility map is kept set: seeding and imports end with VACUUM ANALYZE); only the
-- 50 rows shown are then read whole. Replaces 006's narrower covering index.

CREATE INDEX listings_search_cover
  ON listings (property_type, mls_status, latitude, longitude)
  INCLUDE (list_date, listing_key_numeric, list_price, bedrooms_total, bathrooms_full,
           above_grade_finished_area, lot_size_sqft, stories, garage_spaces, year_built,
           fireplaces_total, main_level_bedrooms, rtlist, property_sub_type);
DROP INDEX IF EXISTS listings_type_status_box_cover;
