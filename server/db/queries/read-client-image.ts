import type { Queryable } from '../db';

export interface ClientImage {
  mediaType: string;
  bytes: Uint8Array;
}

/** A client's profile photo by its key, or null when there is none. */
export async function readClientImage(db: Queryable, key: string): Promise<ClientImage | null> {
  const { rows } = await db.query<ClientImage>(
    'SELECT media_type AS "mediaType", bytes FROM client_images WHERE image_key = $1',
    [key],
  );
  return rows[0] ?? null;
}
