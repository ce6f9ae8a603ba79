import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { unwrapSource } from './unwrap-source';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** One room of a listing (SPEC §3 Rooms). */
export const roomSchema = v.object({
  RoomType: wireTextSchema,
  RoomLevel: nullableTextSchema,
  RoomDimensions: nullableTextSchema,
});

export type Room = v.InferOutput<typeof roomSchema>;

/** Response of GET /api/getRooms/{ListingKeyNumeric}: `{ data: Room[] }`. */
export const roomsResponseSchema = listEnvelope(unwrapSource(roomSchema));

export type RoomsResponse = v.InferOutput<typeof roomsResponseSchema>;
