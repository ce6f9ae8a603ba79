-- A ListingId (mls_num) is unique within the MLS that issued it, not across MLSs: ACTRIS and HAR each
-- number their own listings, and a brokerage on both feeds may see the same number twice. mls_num leads
-- so that the importer's look-ups by ListingId use the index.
ALTER TABLE listings DROP CONSTRAINT listings_mls_num_key;
ALTER TABLE listings ADD CONSTRAINT listings_mls_num_per_mls UNIQUE (mls_num, originating_system_name);
