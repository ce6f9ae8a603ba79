import * as v from 'valibot';
import { mapPinSchema } from '../contract';

/**
 * A marker the map shows: a cluster of pins, or one pin (one coordinate, one or more listings). `id` is
 * stable while the same pins are loaded, so an unchanged marker keeps its element between moves. The
 * schema checks what the pins worker posts back, like any answer from outside the main thread.
 */
export const pinMarkerSchema = v.variant('kind', [
  v.object({
    kind: v.literal('cluster'),
    id: v.string(),
    clusterId: v.number(),
    lng: v.number(),
    lat: v.number(),
    count: v.number(),
  }),
  v.object({ kind: v.literal('pin'), id: v.string(), lng: v.number(), lat: v.number(), pin: mapPinSchema }),
]);

export type PinMarker = v.InferOutput<typeof pinMarkerSchema>;
