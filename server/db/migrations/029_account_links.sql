-- Verified e-mail, password recovery and the account e-mails (issue 23, findings 2, 3, 4).
--
-- clients.email_verified_at: when the account's address was proven, by its link or by Google/Facebook
-- vouching for it. Social sign-in links to an account only when it is set (server/routes/social-sign-in.ts).
ALTER TABLE clients ADD COLUMN email_verified_at timestamptz;

-- Accounts made by a social sign-in (no password, a provider id) had their address vouched for by the
-- provider when they were made. Accounts with a password stay unverified, even when a provider was linked
-- to them by e-mail: that link is what pre-hijacking abused.
UPDATE clients SET email_verified_at = created_at
 WHERE password_hash IS NULL AND (google_sub IS NOT NULL OR facebook_id IS NOT NULL);

-- The links e-mailed to a client: 'verify_email' proves `email` (the registration's address, or the new
-- one of a pending change), 'reset_password' sets a new password. The token is random and only its
-- SHA-256 is kept, so a copy of this table opens no link; used_at makes each link good once, and a link
-- is taken by one UPDATE, so two clicks racing cannot both use it.
CREATE TABLE account_tokens (
  token_hash  text PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE INDEX account_tokens_client ON account_tokens (client_id, purpose);

-- E-mails about accounts (welcome with its verification link, a new address's link, the notice to the
-- old address, the recovery link, a registration's notice to the brokerage or agent). Stored before they
-- are sent like leads (009, 010), with the same delivery columns, so one outbox mailer sends them all.
-- A sent message's text is blanked (it may hold a link), only its kind and recipient stay.
CREATE TABLE account_emails (
  id                bigserial PRIMARY KEY,
  created_at        timestamptz NOT NULL DEFAULT now(),
  client_id         integer REFERENCES clients ON DELETE CASCADE,
  kind              text NOT NULL,
  recipient         text NOT NULL,
  reply_to          text,
  subject           text NOT NULL,
  body              text NOT NULL,
  -- 'pending' (not tried or to be retried), 'sent', 'failed' (retries exhausted), 'unsent' (no mail set up)
  delivery_status   text NOT NULL DEFAULT 'pending',
  delivery_attempts integer NOT NULL DEFAULT 0,
  last_error        text,
  delivered_at      timestamptz,
  claimed_until     timestamptz
);

CREATE INDEX account_emails_undelivered ON account_emails (id) WHERE delivery_status = 'pending';
