import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

/** One expanded `Rooms` record of a Property. */
export const resoRoomSchema = v.object({
  RoomType: f.required,
  RoomLevel: f.text,
  RoomDimensions: f.text,
  RoomLength: f.number(0, 10_000),
  RoomWidth: f.number(0, 10_000),
});

export type ResoRoom = v.InferOutput<typeof resoRoomSchema>;
