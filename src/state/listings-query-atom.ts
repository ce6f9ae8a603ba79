import { atom } from 'jotai';
import * as v from 'valibot';
import type { ListingsQuery } from '../contract';
import { listingsRouteAtom } from './listings-route-atom';
import { locationAtom } from './location-atom';

const pageParam = v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1));
const sortParam = v.picklist(['oldest', 'newest', 'low-to-high', 'high-to-low']);
const dateParam = v.pipe(v.string(), v.isoDate());

/** A query parameter parsed by `schema`, or undefined when absent or malformed (SPEC §8: bad input → defaults). */
function param<S extends v.GenericSchema<string, unknown>>(params: URLSearchParams, name: string, schema: S) {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const result = v.safeParse(schema, raw);
  return result.success ? result.output : undefined;
}

/**
 * The listings query the screen shows, derived from the page URL: the route's mode (lease, open houses,
 * a city, the 20-per-page test variant) and the page, sort and open-house dates of the query string.
 */
export const listingsQueryAtom = atom((get): ListingsQuery => {
  const route = get(listingsRouteAtom);
  const params = new URLSearchParams(get(locationAtom).search);
  const page = param(params, 'page', pageParam);
  const sortBy = param(params, 'sortBy', sortParam);
  const from = param(params, 'From', dateParam);
  const to = param(params, 'To', dateParam);
  const openHouses = route.mode === 'open-houses' || from !== undefined || to !== undefined;

  return {
    filters: {
      page: page ?? 1,
      perPage: route.mode === 'test' ? 20 : 50,
      ...(sortBy ? { sortBy } : {}),
      ...(route.mode === 'city' ? { city: route.city } : {}),
    },
    moreFilters: {
      ...(route.mode === 'leasing' ? { propertyType: 'ResidentialLease' as const } : {}),
      ...(openHouses ? { openHouses: true } : {}),
      ...(from ? { From: from } : {}),
      ...(to ? { To: to } : {}),
    },
  };
});
