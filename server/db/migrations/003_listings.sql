-- Listings in RESO Data Dictionary terms, keyed on ListingKey with ListingKeyNumeric kept for the contract.
-- Money is whole dollars (bigint). DOM is not stored: it is derived from list_date so it never goes stale.

CREATE TABLE listings (
  listing_key_numeric        bigint PRIMARY KEY,
  listing_key                text COLLATE "C" NOT NULL UNIQUE,
  mls_num                    text COLLATE "C" NOT NULL UNIQUE,
  -- Active | ActiveUnderContract | ComingSoon | Contingent | Pending | Closed
  mls_status                 text NOT NULL,
  -- Residential | ResidentialLease | ResidentialIncome | CommercialSale | CommercialLease | Farm | Land
  property_type              text NOT NULL,
  property_sub_type          text NOT NULL,   -- camel case, e.g. SingleFamilyResidence
  list_price                 bigint,
  original_list_price        bigint,
  close_price                bigint,
  list_date                  date NOT NULL,   -- ListingContractDate
  expiration_date            date,
  close_date                 date,
  modified_at                timestamptz NOT NULL DEFAULT now(),
  latitude                   double precision NOT NULL,
  longitude                  double precision NOT NULL,
  street_number              text NOT NULL,
  street_name                text NOT NULL,
  unit_number                text,
  -- Full street line as shown ('1234 Oak Hollow Dr'), lower-cased copy for prefix search.
  address                    text NOT NULL,
  address_search             text COLLATE "C" NOT NULL,
  city                       text NOT NULL,
  city_subdomain             text COLLATE "C" NOT NULL,
  postal_code                text COLLATE "C" NOT NULL,
  county                     text NOT NULL,
  county_subdomain           text COLLATE "C" NOT NULL,
  metro_subdomain            text COLLATE "C",
  region_subdomain           text COLLATE "C" NOT NULL,
  state_or_province          text,            -- may be missing in a feed; shown as 'TX'
  subdivision_name           text,
  bedrooms_total             integer,
  bathrooms_full             integer,
  bathrooms_half             integer,
  above_grade_finished_area  integer,         -- sq ft
  garage_yn                  boolean NOT NULL DEFAULT false,
  garage_spaces              numeric(5,1),
  lot_size_acres             numeric(12,4),
  lot_size_sqft              bigint,          -- kept beside acres so the lot filter is an indexable range
  year_built                 integer,
  stories                    numeric(3,1),    -- levels: 1, 1.5, 2, 3, 4 …
  main_level_bedrooms        integer,
  fireplaces_total           integer,
  accessibility_features     text,            -- null when none
  cooling                    text,
  heating                    text,
  roof                       text,
  direction_faces            text,
  public_remarks             text,
  tax_legal_description      text,
  elementary_school          text,
  middle_or_junior_school    text,
  high_school                text,
  elementary_school_district text,
  builder_name               text,
  list_office_name           text NOT NULL,
  list_member_full_name      text NOT NULL,
  list_agent_matrix_dir      text COLLATE "C" REFERENCES agents,
  association_name           text,
  association_fee            integer,
  association_fee_frequency  text,
  association_amenities      text,
  association_fee_includes   text,
  tax_annual_amount          integer,
  tax_year                   integer,
  originating_system_name    text NOT NULL,
  virtual_tour_url_branded   text,
  virtual_tour_url_unbranded text,
  rep                        text,            -- BA buyer rep, LA seller rep (closed listings)
  rtlist                     smallint NOT NULL DEFAULT 0,  -- 1: the brokerage's own listing
  photo_count                integer NOT NULL DEFAULT 0,
  -- Further RESO fields for the detail modal's sections (lot, utilities, green energy, showing, …),
  -- as { "SectionName": { "FieldName": value } }; read whole, never filtered on.
  details                    jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Subdomain-relative page path of the listing, ending in '.html' (SPEC §2 result links).
  url                        text NOT NULL
);

-- The map and list query filter a box and a type/status; this covering index keeps count(*) index-only.
CREATE INDEX listings_type_status_box ON listings (property_type, mls_status, latitude, longitude, list_date);
CREATE INDEX listings_box ON listings (latitude, longitude);
CREATE INDEX listings_city ON listings (city_subdomain);
CREATE INDEX listings_postal ON listings (postal_code);
CREATE INDEX listings_county ON listings (county_subdomain);
CREATE INDEX listings_metro ON listings (metro_subdomain);
CREATE INDEX listings_region ON listings (region_subdomain);
CREATE INDEX listings_price ON listings (list_price);
CREATE INDEX listings_list_date ON listings (list_date);
CREATE INDEX listings_address_search ON listings (address_search);

CREATE TABLE listing_media (
  listing_key_numeric bigint NOT NULL REFERENCES listings ON DELETE CASCADE,
  img_order           integer NOT NULL,
  media_url           text NOT NULL,
  long_description    text,
  PRIMARY KEY (listing_key_numeric, img_order)
);

CREATE TABLE listing_rooms (
  listing_key_numeric bigint NOT NULL REFERENCES listings ON DELETE CASCADE,
  position            integer NOT NULL,
  room_type           text NOT NULL,
  room_level          text,
  room_dimensions     text,
  PRIMARY KEY (listing_key_numeric, position)
);

CREATE TABLE open_houses (
  id                  bigserial PRIMARY KEY,
  listing_key_numeric bigint NOT NULL REFERENCES listings ON DELETE CASCADE,
  open_date           date NOT NULL,
  start_time          time,
  end_time            time,
  remarks             text
);
CREATE INDEX open_houses_listing_date ON open_houses (listing_key_numeric, open_date);
CREATE INDEX open_houses_date ON open_houses (open_date);

-- Property history: listed, price changes, status changes, sales.
CREATE TABLE listing_history (
  listing_key_numeric bigint NOT NULL REFERENCES listings ON DELETE CASCADE,
  event_date          date NOT NULL,
  event               text NOT NULL,   -- Listed | PriceChange | StatusChange | Sold | Expired | Relisted
  price               bigint,
  status              text,
  PRIMARY KEY (listing_key_numeric, event_date, event)
);
