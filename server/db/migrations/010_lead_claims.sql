-- A lead's e-mail is claimed before it is sent, so two servers sharing one PostgreSQL (or a retry racing
-- the first attempt) never send the same lead twice. A claim expires, so a server that dies mid-send
-- leaves the lead to be retried by another after the lease.
ALTER TABLE leads ADD COLUMN claimed_until timestamptz;
