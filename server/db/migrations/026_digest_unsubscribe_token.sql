-- Each alert digest carries a one-click unsubscribe (RFC 8058: List-Unsubscribe and
-- List-Unsubscribe-Post headers; issue 23, finding 10). The headers' link stops every daily e-mail of the
-- digest's client, so it needs a token of its own: random, unguessable, one per digest. Digests stored
-- before this migration have none and go out without the headers.
ALTER TABLE saved_search_digests ADD COLUMN unsubscribe_token text;

CREATE UNIQUE INDEX saved_search_digests_unsubscribe ON saved_search_digests (unsubscribe_token);
