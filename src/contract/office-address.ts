import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** An office location of the contact page and footer (SPEC §3 Office location). */
export const officeAddressSchema = v.object({
  /** The office's name, e.g. 'North Austin'. */
  location: wireTextSchema,
  address: nullableTextSchema,
  city: nullableTextSchema,
  /** `null` when missing; display code shows 'TX'. */
  state: nullableTextSchema,
  postalcode: nullableTextSchema,
  google_map_url: nullableTextSchema,
  phone: nullableTextSchema,
});

export type OfficeAddress = v.InferOutput<typeof officeAddressSchema>;

/** Response of GET /api/addresses and GET /api/getAddress: `{ data: OfficeAddress[] }`. */
export const officeAddressesResponseSchema = listEnvelope(officeAddressSchema);

export type OfficeAddressesResponse = v.InferOutput<typeof officeAddressesResponseSchema>;
