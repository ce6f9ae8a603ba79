import type { ChildItem } from './parse-reso-children';
import type { ResoFieldValues } from './parse-reso-fields';
import { resoFields as f } from './reso-fields';

/** The fields of one expanded `Rooms` record of a Property. */
export const resoRoomEntries = {
  RoomType: f.text,
  RoomLevel: f.text,
  RoomDimensions: f.text,
  RoomLength: f.number(0, 10_000),
  RoomWidth: f.number(0, 10_000),
};

export type ResoRoom = ResoFieldValues<typeof resoRoomEntries> & { RoomType: string };

/** The rooms table is a list of room types: a room without one says nothing. */
export function completeResoRoom(room: ResoFieldValues<typeof resoRoomEntries>): ChildItem<ResoRoom> {
  const { RoomType: type } = room;
  return type === null ? { missing: 'RoomType' } : { keep: { ...room, RoomType: type } };
}
