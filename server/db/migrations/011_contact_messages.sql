-- Every message of the contact page's form (SPEC §3 "Contact message", §7 POST /api/save-contact-form).
-- Like a lead, a message is stored before any e-mail is attempted, so an SMTP outage delays it and never
-- loses it; the delivery columns are the leads' (009, 010), so one outbox mailer serves both tables.
-- matrix_dir has no foreign key on purpose: an agent who leaves must not take their messages along.

CREATE TABLE contact_messages (
  id                bigserial PRIMARY KEY,
  created_at        timestamptz NOT NULL DEFAULT now(),
  name              text NOT NULL,
  email             text NOT NULL,
  phone             text NOT NULL,
  message           text NOT NULL,
  matrix_dir        text,                     -- the agent whose page it was sent from; null: the brokerage
  recipient         text NOT NULL,            -- the agent's or the brokerage's address
  -- 'pending' (not tried or to be retried), 'sent', 'failed' (retries exhausted), 'unsent' (no mail set up)
  delivery_status   text NOT NULL DEFAULT 'pending',
  delivery_attempts integer NOT NULL DEFAULT 0,
  last_error        text,
  delivered_at      timestamptz,
  claimed_until     timestamptz
);

CREATE INDEX contact_messages_undelivered ON contact_messages (id) WHERE delivery_status = 'pending';
