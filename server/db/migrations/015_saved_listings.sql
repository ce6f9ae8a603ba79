-- A client's saved listings (SPEC §3 "Saved-listing record"): favorites, the compare list ('saved') and
-- 'possibility', each optionally with a note. One row per (client, listing, list): adding twice is a no-op.
-- listing_key_numeric has no foreign key on purpose: an MLS import that drops a listing must not drop (or
-- refuse) the client's record of it; lists join listings and simply skip the ones gone.

CREATE TABLE saved_listings (
  gateway_listings_saved_id bigserial PRIMARY KEY,
  client_id                 integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  listing_key_numeric       bigint NOT NULL,
  gateway_desc              text NOT NULL CHECK (gateway_desc IN ('favorite', 'saved', 'possibility')),
  gateway_desc_id           bigint,
  -- Stored as typed; it is text everywhere it goes back out (JSON), never markup.
  note                      text CHECK (note IS NULL OR char_length(note) <= 2000),
  created_at                timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, listing_key_numeric, gateway_desc)
);

CREATE INDEX saved_listings_client_desc ON saved_listings (client_id, gateway_desc, created_at);
