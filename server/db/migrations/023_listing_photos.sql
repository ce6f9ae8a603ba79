-- The MLS's photos, downloaded and resized onto our own host (server/photos/): MLS Grid forbids
-- hotlinking, and a photo is only shown once its files are ours.
--
-- When the feed says a photo changed without changing its URL: MediaModificationTimestamp, else the
-- listing's PhotosChangeTimestamp. NULL when the feed did not say (a changed URL is then the signal). A
-- photo sent on its own (a Media record) is never replaced by an older copy of itself by it either.
ALTER TABLE listing_media ADD COLUMN media_modified_at timestamptz;

-- The MLS's photos among all media (the generated demo listings' are paths on our own host): each pass
-- of the pipeline compares only these with what it stored, not every photo of every listing. The
-- predicate is server/photos/stored-photo-sql.ts's IS_MLS_PHOTO, word for word, so the planner uses it.
CREATE INDEX listing_media_mls_photos ON listing_media (listing_key_numeric, img_order)
  WHERE media_url ~ '^https?://';

-- One row per photo of an imported listing (a listing_media row with an http(s) MediaURL), kept apart
-- from listing_media because the importer replaces a listing's media rows on every change of it.
-- photo_id names the stored files (a hash of the downloaded bytes: a changed photo gets new URLs); NULL
-- until stored, and again while a changed photo waits to be fetched anew.
CREATE TABLE listing_photos (
  listing_key_numeric bigint NOT NULL REFERENCES listings ON DELETE CASCADE,
  img_order           integer NOT NULL,
  source_url          text NOT NULL,
  source_modified_at  timestamptz,
  photo_id            text COLLATE "C",
  stored_at           timestamptz,
  attempts            integer NOT NULL DEFAULT 0,
  next_attempt_at     timestamptz NOT NULL DEFAULT now(),
  last_error          text,
  PRIMARY KEY (listing_key_numeric, img_order)
);
CREATE INDEX listing_photos_due ON listing_photos (next_attempt_at) WHERE photo_id IS NULL;
CREATE INDEX listing_photos_photo_id ON listing_photos (photo_id) WHERE photo_id IS NOT NULL;

-- Every set of files written, so files no photo names any more (a changed or removed photo, a deleted
-- listing) are found and deleted. A row is written before its files, so a crash leaves nothing untracked.
CREATE TABLE photo_files (
  photo_id   text COLLATE "C" PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
