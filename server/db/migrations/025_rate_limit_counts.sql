-- Attempt counts of the rate limits on accounts (issue 23: sign-in, finding 1; e-mail changes, finding 6),
-- in the database so that every server sharing it counts the same attempts. One row per counted key
-- ('e:' an e-mail, 'a:' an address, 'd:' a browser that signed in before, 'pe:' a client changing their
-- e-mail…) and fixed window: the attempts since window_start_ms (Unix milliseconds). An attempt is
-- counted by one INSERT … ON CONFLICT DO UPDATE, which holds the row's lock, so concurrent attempts each
-- get their own number and no more than the limit are ever let through.
CREATE TABLE rate_limit_counts (
  key              text PRIMARY KEY,
  window_start_ms  bigint NOT NULL,
  attempts         integer NOT NULL
);

CREATE INDEX rate_limit_counts_window ON rate_limit_counts (window_start_ms);

-- Browsers that signed in to an account with its password (an HttpOnly cookie holds the random token;
-- only its SHA-256 is kept). Such a browser has its own attempt budget for that account, so a stranger
-- sending wrong passwords for the e-mail cannot lock the owner out of it.
CREATE TABLE sign_in_devices (
  token_hash    text PRIMARY KEY,
  client_id     integer NOT NULL REFERENCES clients ON DELETE CASCADE,
  last_used_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sign_in_devices_client ON sign_in_devices (client_id);
