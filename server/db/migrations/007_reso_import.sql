-- The RESO importer (server/reso/).
--
-- A listing whose InternetAddressDisplayYN is false must never show its street: it is stored with no
-- street number, street name, unit or address at all (NULL, which the contract carries as `Address: null`
-- and the client shows as N/A), so no query, search index or export can leak what was never stored.
ALTER TABLE listings
  ALTER COLUMN street_number DROP NOT NULL,
  ALTER COLUMN street_name DROP NOT NULL,
  ALTER COLUMN address DROP NOT NULL,
  ALTER COLUMN address_search DROP NOT NULL;

-- The MLS keys of the brokerage's own offices and members, so a re-import updates the same row. NULL on
-- rows that did not come from the MLS (the generated brokerage) until an import adopts them by name.
ALTER TABLE offices
  ADD COLUMN office_key text COLLATE "C" UNIQUE,
  ADD COLUMN office_mls_id text COLLATE "C" UNIQUE;
ALTER TABLE agents
  ADD COLUMN member_key text COLLATE "C" UNIQUE,
  ADD COLUMN member_mls_id text COLLATE "C" UNIQUE;
