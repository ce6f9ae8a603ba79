import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/**
 * An office location of the contact page and footer (SPEC §3 Office location). `phone` (digits) and
 * `email` are the office's contact; GET /api/getAddress fills them with the brokerage's defaults.
 */
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
  email: nullableTextSchema,
});

export type OfficeAddress = v.InferOutput<typeof officeAddressSchema>;

/**
 * Response of GET /api/addresses (every office) and GET /api/getAddress (the brokerage's main office,
 * whose phone and e-mail are the contact page's company defaults): `{ data: OfficeAddress[] }`.
 */
export const officeAddressesResponseSchema = listEnvelope(officeAddressSchema);

export type OfficeAddressesResponse = v.InferOutput<typeof officeAddressesResponseSchema>;
