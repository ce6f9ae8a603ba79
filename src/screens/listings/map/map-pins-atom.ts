import { atom } from 'jotai';
import { selectAtom, unwrap } from 'jotai/utils';
import type { ApiFailure } from '../../../api/api-result';
import { fetchMapPins } from '../../../api/fetch-map-pins';
import { expandMapPins, type ListingsQuery, type MapPin } from '../../../contract';
import { apiClientAtom } from '../../../state/api-base-atom';
import { inViewQueryAtom } from '../../../state/listings-query-atom';

/** The pins of the current search, or why they could not be loaded. */
export type MapPinsState =
  | {
      readonly ok: true;
      readonly pins: readonly MapPin[];
      readonly total: number;
      readonly truncated: boolean;
    }
  | { readonly ok: false; readonly failure: ApiFailure };

// The pins do not depend on the page or the order the list shows: paging and sorting must not reload them.
const pinsQueryAtom = selectAtom(
  inViewQueryAtom,
  ({ filters: { page: _page, perPage: _perPage, sortBy: _sortBy, ...filters }, ...rest }): ListingsQuery => ({
    ...rest,
    filters,
  }),
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

/**
 * Fetches the pins for the listings query (every match in view, SPEC §2). A newer query aborts the
 * request it replaces (Jotai hands over the signal), so a slow answer for an old view never lands.
 */
const pinsFetchAtom = atom(async (get, { signal }): Promise<MapPinsState> => {
  const result = await fetchMapPins(get(apiClientAtom), get(pinsQueryAtom), signal);
  if (!result.ok) return { ok: false, failure: result.failure };
  const { data } = result.value;
  return { ok: true, pins: expandMapPins(data), total: data.total, truncated: data.truncated };
});

/** The latest pins; while a newer search loads, the previous pins stay on the map (null before the first). */
export const mapPinsAtom = unwrap(pinsFetchAtom, (previous: MapPinsState | undefined) => previous ?? null);
