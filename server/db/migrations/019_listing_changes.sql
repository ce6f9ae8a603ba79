-- The in-memory search index (server/search) follows the listings without re-reading them all: every
-- write to listings or open_houses logs the listing keys it touched, stamped with the id of the writing
-- transaction. A reader that remembers the oldest transaction still running at its last read
-- (pg_snapshot_xmin) reads again exactly the keys logged since, whatever order transactions commit in,
-- and whichever process wrote them (the importer, another server on the same PostgreSQL).
CREATE TABLE listing_changes (
  changed_xid         bigint NOT NULL,
  -- NULL: every listing (a TRUNCATE).
  listing_key_numeric bigint,
  changed_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_changes_xid ON listing_changes (changed_xid);

-- How far old entries have been pruned: a reader whose last read lies below it may have missed changes,
-- so it reads everything again.
CREATE TABLE listing_changes_pruned (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  below_xid bigint NOT NULL
);
INSERT INTO listing_changes_pruned (below_xid) VALUES (0);

-- Statement triggers: a bulk import logs one row per listing, not one call per row.
CREATE FUNCTION listing_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (changed_xid, listing_key_numeric)
    SELECT DISTINCT pg_current_xact_id()::text::bigint, listing_key_numeric FROM changed_rows;
  RETURN NULL;
END
$$;

CREATE FUNCTION listing_changes_log_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (changed_xid, listing_key_numeric) VALUES (pg_current_xact_id()::text::bigint, NULL);
  RETURN NULL;
END
$$;

-- Transition tables allow one event per trigger; an update logs its rows' old and new keys.
CREATE TRIGGER listings_changes_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER listings_changes_update_new AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER listings_changes_update_old AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER listings_changes_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER listings_changes_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log_all();

CREATE TRIGGER open_houses_changes_insert AFTER INSERT ON open_houses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER open_houses_changes_update_new AFTER UPDATE ON open_houses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER open_houses_changes_update_old AFTER UPDATE ON open_houses
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER open_houses_changes_delete AFTER DELETE ON open_houses
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log();
CREATE TRIGGER open_houses_changes_truncate AFTER TRUNCATE ON open_houses
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_log_all();
