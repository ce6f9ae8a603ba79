import type { Queryable } from '../db';

export interface RoomRow {
  RoomType: string;
  RoomLevel: string | null;
  RoomDimensions: string | null;
}

/** The rooms of a listing in the feed's order; an empty list when it has none or is unknown. */
export async function getListingRooms(db: Queryable, key: number): Promise<RoomRow[]> {
  const result = await db.query<RoomRow>(
    `SELECT room_type AS "RoomType", room_level AS "RoomLevel", room_dimensions AS "RoomDimensions"
       FROM listing_rooms WHERE listing_key_numeric = $1 ORDER BY position`,
    [key],
  );
  return result.rows;
}
