-- Texas geography: the Comptroller's 12 economic regions, the Census CBSA metropolitan areas, the 254
-- counties (with their real outlines), cities and ZIP codes. `subdomain` is the dash-separated lower-case
-- name used in URLs and sub-domains (SPEC §2 /{city}); text keys sort and compare in the C collation so
-- prefix searches (`>= lo AND < hi`) use the btree on both PGlite and PostgreSQL.

CREATE TABLE regions (
  subdomain  text COLLATE "C" PRIMARY KEY,
  name       text NOT NULL,
  center_lat double precision NOT NULL,
  center_lng double precision NOT NULL
);

CREATE TABLE metros (
  subdomain  text COLLATE "C" PRIMARY KEY,
  name       text NOT NULL,
  center_lat double precision NOT NULL,
  center_lng double precision NOT NULL
);

CREATE TABLE counties (
  subdomain  text COLLATE "C" PRIMARY KEY,
  name       text NOT NULL,
  fips       text NOT NULL UNIQUE,
  region     text COLLATE "C" NOT NULL REFERENCES regions,
  metro      text COLLATE "C" REFERENCES metros,
  center_lat double precision NOT NULL,
  center_lng double precision NOT NULL,
  min_lat    double precision NOT NULL,
  min_lng    double precision NOT NULL,
  max_lat    double precision NOT NULL,
  max_lng    double precision NOT NULL,
  -- GeoJSON geometry (Polygon or MultiPolygon, [lng, lat]) from us-atlas.
  outline    jsonb NOT NULL
);
CREATE INDEX counties_region ON counties (region);
CREATE INDEX counties_metro ON counties (metro);

CREATE TABLE cities (
  subdomain  text COLLATE "C" PRIMARY KEY,
  name       text NOT NULL,
  -- Lower-cased name for prefix search.
  search     text COLLATE "C" NOT NULL,
  county     text COLLATE "C" NOT NULL REFERENCES counties,
  center_lat double precision NOT NULL,
  center_lng double precision NOT NULL
);
CREATE INDEX cities_search ON cities (search);
CREATE INDEX cities_county ON cities (county);

CREATE TABLE postal_codes (
  code       text COLLATE "C" PRIMARY KEY,
  city       text COLLATE "C" NOT NULL REFERENCES cities,
  county     text COLLATE "C" NOT NULL REFERENCES counties,
  center_lat double precision NOT NULL,
  center_lng double precision NOT NULL
);
CREATE INDEX postal_codes_city ON postal_codes (city);
