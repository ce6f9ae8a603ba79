-- The answer caches of the search calls stand on the change log of migration 019: an answer is kept
-- until a listing changes. City and ZIP suggestions also read cities and postal_codes, which only a seed
-- or a migration writes; any write to them logs "every listing", so the caches and the search index
-- start over rather than answer from the old geography.
CREATE TRIGGER cities_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log_all();
CREATE TRIGGER postal_codes_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON postal_codes
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log_all();
