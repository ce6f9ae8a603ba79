import * as v from 'valibot';
import { listingsQuerySchema } from '../contract';
import { pinMarkerSchema } from './pin-marker';

const box = v.object({ north: v.number(), south: v.number(), east: v.number(), west: v.number() });
/** Requests and loads are numbered by the main thread, from 1, so answers can be matched and aged. */
const serial = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * What the main thread asks the pins worker:
 * - `load`: fetch the pins of `query` from the API at `base` and index them (a newer load aborts an
 *   older one still on its way); `byArea` says the query's coordinates are the map's view, whose pins
 *   may be fetched by area and kept across moves (never a drawn boundary's);
 * - `view`: the map settled on `box` at `zoom`; answer the markers in it;
 * - `expand`: the zoom at which cluster `clusterId` of load `load` splits.
 */
export const pinsRequestSchema = v.variant('type', [
  v.object({
    type: v.literal('load'),
    load: serial,
    base: v.string(),
    query: listingsQuerySchema,
    byArea: v.optional(v.boolean(), false),
  }),
  v.object({ type: v.literal('view'), view: serial, box, zoom: v.number() }),
  v.object({ type: v.literal('expand'), ask: serial, load: serial, clusterId: v.number() }),
]);

/**
 * What the worker answers:
 * - `markers`: the markers in view `view` from the pins of load `load` (0 before any load landed); sent
 *   for every view, and again for the latest view whenever a load lands;
 * - `failed`: load `load` could not be fetched; the pins of the previous load stay;
 * - `expansion`: the answer to `expand` request `ask`, null when its load is no longer the one indexed.
 */
export const pinsAnswerSchema = v.variant('type', [
  v.object({ type: v.literal('markers'), view: serial, load: serial, markers: v.array(pinMarkerSchema) }),
  v.object({ type: v.literal('failed'), load: serial, message: v.string() }),
  v.object({ type: v.literal('expansion'), ask: serial, zoom: v.nullable(v.number()) }),
]);

export type PinsRequest = v.InferOutput<typeof pinsRequestSchema>;
export type PinsAnswer = v.InferOutput<typeof pinsAnswerSchema>;
