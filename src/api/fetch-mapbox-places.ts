import * as v from 'valibot';
import { PLACE_BIAS_CENTER } from '../lib/constants';
import type { Lang } from '../lib/i18n/lang';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { toApiFailure } from './to-api-failure';

/** A place Mapbox geocoding found: its name, where it lies and, for areas, its box. */
export interface MapboxPlace {
  readonly id: string;
  readonly kind: 'address' | 'place' | 'postcode';
  /** 'Austin', '78701', '1100 Congress Avenue'. */
  readonly name: string;
  /** The rest of its address: 'Texas, United States', 'Austin, Texas 78701, United States'. */
  readonly detail: string;
  readonly lng: number;
  readonly lat: number;
  /** [west, south, east, north] for areas (cities, ZIP codes); addresses have none. */
  readonly bbox: readonly [number, number, number, number] | null;
}

const longitude = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));
const latitude = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));

/** One feature of a v6 forward-geocoding answer, reduced to what the map box uses. */
const featureSchema = v.object({
  geometry: v.object({ coordinates: v.tuple([longitude, latitude]) }),
  properties: v.object({
    mapbox_id: v.pipe(v.string(), v.minLength(1)),
    feature_type: v.picklist(['address', 'place', 'postcode']),
    name: v.pipe(v.string(), v.trim(), v.minLength(1)),
    place_formatted: v.optional(v.string()),
    bbox: v.optional(v.tuple([longitude, latitude, longitude, latitude])),
  }),
});

// Features are checked one by one: one odd feature costs that suggestion, not the whole answer.
const answerSchema = v.object({ features: v.array(v.unknown()) });

const FORWARD = 'https://api.mapbox.com/search/geocode/v6/forward';

/**
 * Places for the map's place box from Mapbox forward geocoding, only ever called with the brokerage's
 * Mapbox token (the map token): addresses, cities and ZIP codes in the US, ranked towards the middle of
 * Texas (SPEC §9: latitude 31, longitude -100). A typed-on search aborts the request it replaces. Without
 * a token the box never gets here, so the offline map sends nothing anywhere.
 */
export async function fetchMapboxPlaces(
  api: ApiClient,
  token: string,
  text: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<ApiResult<MapboxPlace[]>> {
  const query = new URLSearchParams({
    q: text.trim(),
    access_token: token,
    country: 'us',
    proximity: `${PLACE_BIAS_CENTER.lng},${PLACE_BIAS_CENTER.lat}`,
    types: 'address,place,postcode',
    language: lang,
    autocomplete: 'true',
    limit: '5',
  });
  try {
    // 10 s, not the client's 15: the visitor is typing, and our own server's suggestions answer meanwhile.
    const answer = await api.http
      .get(`${FORWARD}?${query}`, { timeout: 10_000, ...(signal ? { signal } : {}) })
      .json(answerSchema);
    const places: MapboxPlace[] = [];
    for (const item of answer.features) {
      const parsed = v.safeParse(featureSchema, item);
      if (!parsed.success) continue;
      const { geometry, properties } = parsed.output;
      places.push({
        id: properties.mapbox_id,
        kind: properties.feature_type,
        name: properties.name,
        detail: properties.place_formatted?.trim() ?? '',
        lng: geometry.coordinates[0],
        lat: geometry.coordinates[1],
        bbox: properties.bbox ?? null,
      });
    }
    return { ok: true, value: places };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, FORWARD) };
  }
}
