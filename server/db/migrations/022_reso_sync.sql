-- The RESO Web API sync (server/reso/sync/).
--
-- Which feed a listing came from: a full refresh purges the listings of that feed it no longer sends
-- (Bridge and Trestle signal deletion by absence) and must never touch another feed's or a file import's.
ALTER TABLE listings ADD COLUMN feed_id text COLLATE "C";
CREATE INDEX listings_feed ON listings (feed_id) WHERE feed_id IS NOT NULL;
-- Likewise the agents: a full refresh of Member removes the pages of that feed's members no longer sent.
ALTER TABLE agents ADD COLUMN feed_id text COLLATE "C";

-- Open houses and photos sent as their own resources are found again by their keys. NULL on rows that
-- came expanded inside a Property record (those are replaced whole with their listing).
ALTER TABLE open_houses ADD COLUMN open_house_key text COLLATE "C";
CREATE UNIQUE INDEX open_houses_key ON open_houses (open_house_key);
ALTER TABLE listing_media
  ADD COLUMN media_key text COLLATE "C",
  -- The feed's Order, which img_order (1…n) is renumbered from whenever one photo changes.
  ADD COLUMN media_order integer;
CREATE UNIQUE INDEX listing_media_key ON listing_media (media_key);

-- The high-water mark of each feed and resource: the latest ModificationTimestamp applied, and the keys
-- applied at exactly that timestamp (the next request asks `ge` the mark and skips those), written in the
-- transaction that commits the page, so a killed sync resumes with nothing lost and nothing applied twice.
CREATE TABLE reso_sync_marks (
  feed_id    text COLLATE "C" NOT NULL,
  resource   text COLLATE "C" NOT NULL,
  high_water text NOT NULL,
  keys_at    text[] NOT NULL DEFAULT '{}',
  records    bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (feed_id, resource)
);

-- Every run of a feed: when, which mode, what it did, how it ended. The last successful one dates the data
-- shown under the MLS disclaimer and /api/health's lag.
CREATE TABLE reso_sync_runs (
  id          bigserial PRIMARY KEY,
  feed_id     text COLLATE "C" NOT NULL,
  mode        text NOT NULL,                -- incremental | full
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status      text NOT NULL DEFAULT 'running',  -- running | ok | failed
  error       text,
  counts      jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX reso_sync_runs_feed ON reso_sync_runs (feed_id, started_at DESC);
