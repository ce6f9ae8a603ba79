-- Saved searches (SPEC §3 "Saved search") and their daily e-mail alerts.
-- `query` is the whole listings query the search was saved from, so applying it restores every filter;
-- `criteria` holds the same search as SPEC's rows of { column, operator, value } for backends' clients.
CREATE TABLE saved_searches (
  gateway_id              bigserial PRIMARY KEY,
  client_id               integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  gateway_desc            text NOT NULL,
  criteria                jsonb NOT NULL DEFAULT '[]'::jsonb,
  field_name              text,            -- City | PostalCode | CountyOrParish | Metro | Region
  field_value             text,
  query                   jsonb NOT NULL,
  search                  text,            -- the screen's URL query string ('?minPrice=…'), when sent
  client_gateway_schedule smallint NOT NULL DEFAULT 0 CHECK (client_gateway_schedule IN (0, 2)),
  suppress_price_change   boolean NOT NULL DEFAULT false,
  suppress_back_on_market boolean NOT NULL DEFAULT false,
  -- Events on or after this moment's Texas day are news for the next digest.
  last_alert_run_at       timestamptz NOT NULL DEFAULT now(),
  -- Unguessable, per search: the digest's unsubscribe link carries it instead of any id.
  unsubscribe_token       text NOT NULL UNIQUE,
  -- The id a guest's browser gave the search before sign-in: importing it twice adds it once.
  import_key              text,
  created_at              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, import_key)
);
CREATE INDEX saved_searches_client ON saved_searches (client_id, gateway_id);
CREATE INDEX saved_searches_due ON saved_searches (last_alert_run_at) WHERE client_gateway_schedule = 2;

-- One e-mail digest per client and run, stored before it is sent (the outbox pattern of 009/010): a failed
-- send stays 'pending' and is retried; the claim stops two servers sending one digest twice.
CREATE TABLE saved_search_digests (
  id                bigserial PRIMARY KEY,
  client_id         integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  recipient         text NOT NULL,
  subject           text NOT NULL,
  body_text         text NOT NULL,
  body_html         text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  delivery_status   text NOT NULL DEFAULT 'pending',   -- pending | sent | failed
  delivery_attempts integer NOT NULL DEFAULT 0,
  last_error        text,
  delivered_at      timestamptz,
  claimed_until     timestamptz
);
CREATE INDEX saved_search_digests_pending ON saved_search_digests (id) WHERE delivery_status = 'pending';

-- Every listing event a search has put in a digest: written in the same transaction as the digest, so
-- the same listing never goes out twice for the same search, across runs and restarts. event_date lets a
-- later price cut (a new event) be told again; the same one never is.
CREATE TABLE saved_search_alerts_sent (
  saved_search_id     bigint NOT NULL REFERENCES saved_searches (gateway_id) ON DELETE CASCADE,
  listing_key_numeric bigint NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('new', 'price', 'back')),
  event_date          date NOT NULL,
  digest_id           bigint REFERENCES saved_search_digests (id) ON DELETE SET NULL,
  sent_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, listing_key_numeric, kind, event_date)
);
