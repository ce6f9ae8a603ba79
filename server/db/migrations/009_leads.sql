-- Every lead of the schedule-tour flow (SPEC §3 "Lead form", §4 "Lead flow"). A lead is stored before any
-- e-mail is attempted, so a mail failure never loses it; the delivery columns say what became of the
-- e-mail and let a retry find the ones still owed. No password column: a phone is never a password.
-- listing_key_numeric has no foreign key on purpose: an MLS import that drops the listing must not drop
-- (or refuse) the lead about it.

CREATE TABLE leads (
  id                  bigserial PRIMARY KEY,
  created_at          timestamptz NOT NULL DEFAULT now(),
  listing_key_numeric bigint,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  email               text NOT NULL,
  phone               text NOT NULL,
  question            text,
  language            text NOT NULL,
  realtor             boolean NOT NULL,
  house_to_sell       boolean NOT NULL,
  metro               text NOT NULL,
  tour_date           text NOT NULL,            -- 'asap' or 'YYYY-MM-DD'
  tour_type           text NOT NULL,            -- 'in-person' | 'virtual'
  county              text,
  city                text,
  postal_code         text,
  min_price           double precision,
  max_price           double precision,
  source              text,
  recipient           text NOT NULL,            -- the listing agent's or the brokerage's address
  -- 'pending' (not tried or to be retried), 'sent', 'failed' (retries exhausted), 'unsent' (no mail set up)
  delivery_status     text NOT NULL DEFAULT 'pending',
  delivery_attempts   integer NOT NULL DEFAULT 0,
  last_error          text,
  delivered_at        timestamptz
);

CREATE INDEX leads_undelivered ON leads (id) WHERE delivery_status = 'pending';
