-- The map-pins call reads, for every match in view, its position, key, price, status and address. With
-- the address in the index as well, a view with the default filters is answered index-only instead of
-- visiting about 12,500 heap blocks for the Austin zoom-10 view (measured on PGlite at 100,000 listings).
CREATE INDEX listings_map_pins_cover
  ON listings (property_type, mls_status, latitude, longitude)
  INCLUDE (listing_key_numeric, list_price, address);
