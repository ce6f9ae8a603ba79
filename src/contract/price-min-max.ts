import * as v from 'valibot';
import { PROPERTY_TYPES } from './property-types';
import { wireNumberSchema } from './wire-number';

/** Path parameters of GET /api/v1/price/min-max/{propertyType}. */
export const priceMinMaxParamsSchema = v.object({
  propertyType: v.picklist(PROPERTY_TYPES, `Expected one of ${PROPERTY_TYPES.join(', ')}`),
});

/**
 * One band of the price slider (SPEC §4 steps): slider positions `from`..`to` move in `step` dollars
 * starting at `start`, e.g. `{ from: 20, to: 51, start: 200000, step: 25000 }`.
 */
export const priceStepSchema = v.object({
  from: wireNumberSchema,
  to: wireNumberSchema,
  start: wireNumberSchema,
  step: wireNumberSchema,
});

export type PriceStep = v.InferOutput<typeof priceStepSchema>;

/**
 * Response of GET /api/v1/price/min-max/{propertyType}: `prices` (the value at each slider position),
 * `step_value_table` (the bands that generate them) and `default_max` (the type's ceiling, 10,000,000
 * for Residential). Accepted bare or under `data`; output is bare.
 */
export const priceMinMaxResponseSchema = v.pipe(
  v.unknown(),
  v.transform((body) =>
    typeof body === 'object' && body !== null && 'data' in body && !('prices' in body) ? body.data : body,
  ),
  v.object({
    prices: v.array(wireNumberSchema),
    step_value_table: v.nullish(v.array(priceStepSchema), () => []),
    default_max: wireNumberSchema,
  }),
);

export type PriceMinMaxResponse = v.InferOutput<typeof priceMinMaxResponseSchema>;
