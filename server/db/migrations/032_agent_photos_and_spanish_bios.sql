-- Agents' portraits from the MLS (issue 25): a Media record of a Member (ResourceName 'Member',
-- ResourceRecordKey = MemberKey) names the agent's photo, which the photo pipeline downloads, resizes and
-- serves from our own host like a listing's (server/photos/, migration 023). One row per MediaKey, kept
-- only for members who are our agents (the row goes with the agent); of several, the lowest media_order
-- stored is shown. photo_id NULL until stored, and again while a changed photo waits to be fetched anew.
CREATE TABLE agent_photos (
  media_key          text COLLATE "C" PRIMARY KEY,
  member_key         text COLLATE "C" NOT NULL
                     REFERENCES agents (member_key) ON DELETE CASCADE ON UPDATE CASCADE,
  media_order        integer,
  source_url         text NOT NULL,
  source_modified_at timestamptz,
  photo_id           text COLLATE "C",
  stored_at          timestamptz,
  attempts           integer NOT NULL DEFAULT 0,
  next_attempt_at    timestamptz NOT NULL DEFAULT now(),
  last_error         text
);
CREATE INDEX agent_photos_member ON agent_photos (member_key, media_order);
CREATE INDEX agent_photos_due ON agent_photos (next_attempt_at) WHERE photo_id IS NULL;
CREATE INDEX agent_photos_photo_id ON agent_photos (photo_id) WHERE photo_id IS NOT NULL;

-- The agent's bio in Spanish, shown to Spanish readers where the brokerage wrote one (bio stays the
-- English one: the MLS has no standard field for either, so both are the brokerage's own).
ALTER TABLE agents ADD COLUMN bio_es text;

-- A demo database seeded before now: its agents get the Spanish bio the generator now writes
-- (server/data/generator/brokerage.ts, the same sentence), where the English one is still the demo's own.
UPDATE agents
   SET bio_es = regexp_replace(bio,
         '^(.+) helps buyers and sellers across the (.+) area with ([0-9]+) years of Texas real-estate experience\.$',
         '\1 ayuda a compradores y vendedores en el área de \2 con \3 años de experiencia en bienes raíces en Texas.')
 WHERE bio ~ '^(.+) helps buyers and sellers across the (.+) area with ([0-9]+) years of Texas real-estate experience\.$';

-- …and its featured agents their own introduction videos (scripts/make-home-media.ts) instead of the
-- three shared placeholders, whose files are gone.
UPDATE agents SET video_url = '/demo-assets/home/agent-video-' || matrix_dir || '.webm'
 WHERE video_url ~ '^/demo-assets/home/agent-video-[0-9]+\.webm$';
