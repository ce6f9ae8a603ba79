-- Address and MLS-number prefixes are now looked up in the listings in memory (server/search/
-- address-suggestions.ts). The address indexes of 005 served only that lookup; the street indexes stay,
-- for the typo-tolerant tier (search-streets-near.ts), and mls_num keeps its unique constraint.
DROP INDEX IF EXISTS listings_address_open;
DROP INDEX IF EXISTS listings_address_closed;
