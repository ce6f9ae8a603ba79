import type { Db } from '../../db/db';
import { removeAgents } from '../remove-agents';

/**
 * The end of a full refresh: the feed's listings (or agents) whose keys the feed no longer sends are
 * deleted, as Bridge and Trestle signal deletion by absence. Only that feed's rows: another feed's and
 * imported files' stay. `beforeCommit` may throw to keep nothing. Returns how many went.
 */
export async function purgeAbsent(
  db: Db,
  feedId: string,
  resource: 'Property' | 'Member',
  keys: ReadonlySet<string>,
  beforeCommit: () => Promise<void> = async () => {},
): Promise<number> {
  return db.transaction(async (tx) => {
    let gone: number;
    if (resource === 'Member') gone = await removeAgents(tx, { feedId, notAmong: [...keys] });
    else {
      // Child rows go with the listing (ON DELETE CASCADE).
      const deleted = await tx.query(
        'DELETE FROM listings WHERE feed_id = $1 AND listing_key <> ALL($2::text[]) RETURNING 1',
        [feedId, [...keys]],
      );
      gone = deleted.rows.length;
    }
    // The sync checks here that it still holds the feed's lock; throwing rolls the purge back.
    await beforeCommit();
    return gone;
  });
}
