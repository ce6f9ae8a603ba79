import * as v from 'valibot';
import { idSchema } from './id';

/**
 * Path parameters `{ListingKeyNumeric}` of GET /api/listingsItem/…, /api/collateral/images/…,
 * /api/v1/listings/…/images, /api/getRooms/… and /api/openHouseInfo/….
 */
export const listingKeyParamsSchema = v.object({ ListingKeyNumeric: idSchema });

export type ListingKeyParams = v.InferOutput<typeof listingKeyParamsSchema>;
