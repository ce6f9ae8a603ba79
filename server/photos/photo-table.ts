/**
 * A table of photos the pipeline downloads (listings' photos, agents' portraits): its rows share the
 * columns of the pipeline (source_url, source_modified_at, photo_id, attempts, next_attempt_at,
 * last_error) and differ in their key and in what they belong to. Only the constants below exist, so the
 * SQL that names these is always ours.
 */
export interface PhotoTable {
  readonly name: 'listing_photos' | 'agent_photos';
  /** The primary key's columns and their types (the claim carries them as text). */
  readonly keys: readonly {
    readonly column: 'listing_key_numeric' | 'img_order' | 'media_key';
    readonly type: 'bigint' | 'integer' | 'text';
  }[];
  /** The feed of the row aliased `p`, whose token its download may need. */
  readonly feedIdOfRow: string;
  /** True for a row aliased `p` that cards show: a listing's first photo, an agent's portrait. */
  readonly onCardOfRow: string;
  /**
   * Run in the statement that records a stored photo, over `stored` (the rows it updated, their key
   * columns); null for none.
   */
  readonly whenStored: string | null;
}

export const LISTING_PHOTOS: PhotoTable = {
  name: 'listing_photos',
  keys: [
    { column: 'listing_key_numeric', type: 'bigint' },
    { column: 'img_order', type: 'integer' },
  ],
  feedIdOfRow: '(SELECT l.feed_id FROM listings l WHERE l.listing_key_numeric = p.listing_key_numeric)',
  onCardOfRow: 'p.img_order = 1',
  // The change log's entry (see logListingChanges) in the same statement: a feed's photos arrive by the
  // thousand, and on the embedded database every statement holds the event loop.
  whenStored: `INSERT INTO listing_changes (changed_xid, listing_key_numeric)
    SELECT pg_current_xact_id()::text::bigint, listing_key_numeric FROM stored`,
};

export const AGENT_PHOTOS: PhotoTable = {
  name: 'agent_photos',
  keys: [{ column: 'media_key', type: 'text' }],
  feedIdOfRow: '(SELECT a.feed_id FROM agents a WHERE a.member_key = p.member_key)',
  onCardOfRow: 'true',
  // An agent's pages read the portrait when asked (AGENT_PHOTO_URL): no cache to tell.
  whenStored: null,
};
