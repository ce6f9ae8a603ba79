-- Agent profiles (issue 25): what an agent's page shows beyond the contact lines. The title, languages
-- and website come from the MLS Member record (JobTitle, MemberLanguages, SocialMediaWebsiteUrlOrId) or the
-- demo brokerage; bio and photo_url (migration 002) stay the brokerage's own.
ALTER TABLE agents
  ADD COLUMN title text,
  ADD COLUMN languages text,               -- 'English, Spanish', as the importer joins RESO lists
  ADD COLUMN website text;

-- An agent's page lists that agent's listings: an index walk instead of a scan of every listing.
CREATE INDEX listings_list_agent ON listings (list_agent_matrix_dir, mls_status)
  WHERE list_agent_matrix_dir IS NOT NULL;

-- The demo brokerage's agents were seeded with addresses at a reserved '.example' domain, which a visitor
-- must not see; they now use the demo's own domain (server/brokerage-identity.ts). No real address ends so.
UPDATE agents SET email = replace(email, '@bluebonnetrealty.example', '@bluebonnetrealty.com')
 WHERE email LIKE '%@bluebonnetrealty.example';
