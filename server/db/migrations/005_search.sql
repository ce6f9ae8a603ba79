-- Autocomplete (SPEC §7 searchAddress, searchCity, searchPostal, POST /search). Exact prefixes are btree
-- ranges on "C"-collated text (`>= lo AND < hi`): `LIKE 'x%'` would miss the index on PostgreSQL servers
-- whose database collation is not C. pg_trgm serves only the typo-tolerant fallback. It is a trusted
-- extension (a database owner may create it); PGlite is given it in open-pglite.ts.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Address suggestions read two ranges: the lower-cased address ('1234 oak' finds '1234 Oak Hollow Dr') and
-- the address without its first word, the house number ('oak holl'). That expression keeps
-- address_search's "C" collation, so range queries can use it; address_search after it orders the many
-- listings of one street without a sort. Each index is split by status (partial indexes) because Closed
-- listings rank after the others: a scan for "the first ten open ones" then never visits a Closed row's
-- heap page to throw it away, and vice versa (PGlite reads those pages from disk: ~0.1 ms each).
CREATE INDEX listings_address_open ON listings (address_search)
  WHERE mls_status IN ('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending');
CREATE INDEX listings_address_closed ON listings (address_search) WHERE mls_status = 'Closed';
CREATE INDEX listings_street_open
  ON listings ((substr(address_search, strpos(address_search, ' ') + 1)), address_search)
  WHERE mls_status IN ('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending');
CREATE INDEX listings_street_closed
  ON listings ((substr(address_search, strpos(address_search, ' ') + 1)), address_search)
  WHERE mls_status = 'Closed';
-- 003's full index on address_search served only this prefix search, which the partial ones now cover.
DROP INDEX IF EXISTS listings_address_search;

-- Street names for typos ('mokingbird', 'conty road 12'): the street part above cut before its first word
-- with a digit ('county road 4977' → 'county road', 'oak hollow dr unit 204' → 'oak hollow dr unit'),
-- distinct. A trigram search over the listings themselves rechecks every listing of every similar street
-- (≈50 ms at 100,000 listings, and Texas has thousands of 'County Road N'); over these few thousand
-- names it stays around a millisecond, and the listings of the names found come from the street
-- indexes above. Statement triggers keep it filled by any writer (seed, importer); names whose listings
-- are gone stay behind and simply match nothing.
CREATE FUNCTION listing_street_words(address_search text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(substr(address_search, strpos(address_search, ' ') + 1), '\s*\S*[0-9].*$', '');

CREATE TABLE listing_street_words (
  words text COLLATE "C" PRIMARY KEY
);
-- fastupdate off: PGlite has no autovacuum, and a pending list that nothing flushes is read linearly.
CREATE INDEX listing_street_words_trgm ON listing_street_words
  USING gin (words gin_trgm_ops) WITH (fastupdate = off);

-- The `n` names closest to `typed` by word similarity (`<%`, ≥ 0.6: 'mokingbird' in 'mockingbird dr').
-- A function only so that it can switch sequential scans off: on a table this small the planner picks a
-- scan, not knowing that word similarity costs ~30 times its index (6.7 ms against 0.2 ms at 2,000 names).
CREATE FUNCTION listing_street_words_near(typed text, n integer)
  RETURNS TABLE (words text, score real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
  AS $$
    SELECT s.words, word_similarity(typed, s.words) FROM listing_street_words s
     WHERE typed <% s.words
     ORDER BY 2 DESC, 1
     LIMIT n
  $$;

CREATE FUNCTION listing_street_words_remember() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_street_words (words)
    SELECT DISTINCT words FROM (SELECT listing_street_words(address_search) AS words FROM changed_listings) n
     WHERE words <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- Transition tables allow one event per trigger, hence two.
CREATE TRIGGER listings_street_words_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS changed_listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_street_words_remember();
CREATE TRIGGER listings_street_words_update AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS changed_listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_street_words_remember();

INSERT INTO listing_street_words (words)
  SELECT DISTINCT words FROM (SELECT listing_street_words(address_search) AS words FROM listings) n
   WHERE words <> ''
  ON CONFLICT DO NOTHING;

-- City typos ('Austn', 'Geogetown') need no index of their own: see search-cities.ts.
