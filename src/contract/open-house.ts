import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { nullableDateSchema } from './wire-date';
import { nullableTextSchema } from './wire-text';

/**
 * One open house (SPEC §3): f_date 'YYYY-MM-DD', f_start and f_end as the backend formats the time
 * ('10:00' or '10:00 AM'). Any of them may be missing: the modal shows 'N/A' for `null`.
 */
export const openHouseSchema = v.object({
  f_date: nullableDateSchema,
  f_start: nullableTextSchema,
  f_end: nullableTextSchema,
  OpenHouseRemarks: nullableTextSchema,
});

export type OpenHouse = v.InferOutput<typeof openHouseSchema>;

/** Response of GET /api/openHouseInfo/{ListingKeyNumeric}: `{ data: OpenHouse[] }`. */
export const openHouseResponseSchema = listEnvelope(openHouseSchema);

export type OpenHouseResponse = v.InferOutput<typeof openHouseResponseSchema>;
