-- Client accounts (SPEC §3 Client/user, §4 Login and Registration; DESIGN rulings "Security beats
-- compatibility"). A client signs in with a password (argon2id hash; null for an account made by a social
-- sign-in only) or through Google or Facebook, whose ids are kept so a changed e-mail at the provider
-- still finds the account. E-mail is unique whatever its case: 'Ann@X.com' and 'ann@x.com' are one person.

CREATE TABLE clients (
  client_id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  party_name     text NOT NULL,            -- first name (the full name splits at its first space)
  lname          text,                     -- surname
  email          text NOT NULL,
  phone          text,                     -- 10 digits
  image_url      text,
  password_hash  text,                     -- argon2id; null: social sign-in only
  clientrole     text,                     -- Buy | Sell | Lease | Unsure: a lead type, not a permission
  metro          text,
  property       text,                     -- Condo | Farm | Home | Land
  language       text,
  realtor        boolean,
  house_to_sell  boolean,
  search_city    text,
  source         text,                     -- where the visitor came from (SPEC §2 source parameter)
  google_sub     text UNIQUE,
  facebook_id    text UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX clients_email_unique ON clients (lower(email));

-- A signed-in browser. Only a SHA-256 of the cookie's random token is stored, so a copy of this table
-- signs no one in. Deleting a client ends their sessions.
CREATE TABLE client_sessions (
  token_hash  text PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

CREATE INDEX client_sessions_client ON client_sessions (client_id);

-- Profile photos, re-encoded by the server (never the uploaded bytes), served at
-- /api/client-images/{image_key}. The key is random, so photos cannot be listed by counting ids.
CREATE TABLE client_images (
  image_key   text PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients ON DELETE CASCADE,
  media_type  text NOT NULL,
  bytes       bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX client_images_client ON client_images (client_id);
