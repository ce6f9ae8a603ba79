-- The brokerage: offices, agents (MatrixDir is the agent id and sub-domain) and staff.

CREATE TABLE offices (
  id             serial PRIMARY KEY,
  location       text NOT NULL,          -- 'North Austin'
  address        text NOT NULL,
  city           text NOT NULL,
  state          text NOT NULL DEFAULT 'TX',
  postalcode     text NOT NULL,
  phone          text NOT NULL,
  google_map_url text NOT NULL,
  latitude       double precision NOT NULL,
  longitude      double precision NOT NULL
);

CREATE TABLE agents (
  matrix_dir        text COLLATE "C" PRIMARY KEY,
  full_name         text NOT NULL,
  email             text NOT NULL,
  biz_phone         text NOT NULL,          -- digits only; formatted for display by the client
  phone             text NOT NULL,
  metro             text COLLATE "C" REFERENCES metros,
  office_id         integer REFERENCES offices,
  website_banner    text,                   -- null: the default banner
  photo_url         text,
  bio               text,
  is_staff          boolean NOT NULL DEFAULT false,
  is_featured       boolean NOT NULL DEFAULT false,
  -- The default "web agent" shown on tours when a listing has no assigned agent.
  is_web_agent      boolean NOT NULL DEFAULT false,
  facebook_page     text
);
