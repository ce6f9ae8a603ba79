-- Indexes for the complete listings search, the map pins and the home page's featured listings.

-- The map-and-list queries filter type, status and a box, then read the key, date and price: with those
-- three as INCLUDE columns the pins of a whole metro (18,000 rows for Austin at zoom 10 in 100,000) and
-- the count plus price range of the list come from an index-only scan (after VACUUM, which seeding runs).
-- It replaces the narrower index of 003, which it covers.
CREATE INDEX listings_type_status_box_cover
  ON listings (property_type, mls_status, latitude, longitude)
  INCLUDE (list_date, listing_key_numeric, list_price);
DROP INDEX IF EXISTS listings_type_status_box;

-- Featured listings: the brokerage's own active listings, newest first; a few thousand rows at most.
CREATE INDEX listings_featured
  ON listings (list_date DESC, listing_key_numeric DESC)
  WHERE rtlist = 1 AND mls_status = 'Active';
