import type { FastifyPluginAsync } from 'fastify';
import { geocodeParamsSchema, locationLookupParamsSchemas } from '../../src/contract';
import { DEFAULT_CENTER_LAT, DEFAULT_CENTER_LNG } from '../../src/lib/constants';
import type { AppContext } from '../app-context';
import { cityByPostalCode } from '../db/queries/city-by-postal-code';
import { findPlace, type Place } from '../db/queries/find-place';
import { listCities } from '../db/queries/list-cities';
import { listPostalCodes } from '../db/queries/list-postal-codes';
import { cacheSuccesses } from '../http/cache-successes';
import { parseOr400 } from '../http/parse-or-400';
import { placeNameParam } from '../http/place-name-param';
import { areaOutline } from '../lib/area-outlines';

/** The brokerage's home metro (DESIGN.md: default metro Austin), whose centre is SPEC §9's map centre. */
const DEFAULT_METRO = 'austin';
// Google's place types, so code written for its geocoder reads these answers unchanged.
const GOOGLE_TYPES = {
  city: 'locality',
  county: 'administrative_area_level_2',
  metro: 'political',
  zip: 'postal_code',
} as const;

/**
 * The older location calls of SPEC §7 that answer "as named": geocoder-style `Get…LatLng` lookups and the
 * small city / ZIP lookups. Names come as slugs or display names in any case. An unknown place is an
 * empty answer (no results, `null`, `false`, `[]`), as the older backends gave; malformed input is a 400.
 */
export const locationLookupRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.addHook('onSend', cacheSuccesses(3600));

  /** `{ results: [...] }` as Google's geocoder shapes it, with the area's box as the viewport. */
  const geocode = async (place: Place | null, type: (typeof GOOGLE_TYPES)[keyof typeof GOOGLE_TYPES]) => {
    if (place === null) return { results: [], status: 'ZERO_RESULTS' };
    const outline = await areaOutline(db, place);
    const box = outline?.bounds;
    const viewport = box && {
      northeast: { lat: box.maxLat, lng: box.maxLng },
      southwest: { lat: box.minLat, lng: box.minLng },
    };
    const geometry = {
      location: { lat: place.centerLat, lng: place.centerLng },
      location_type: 'APPROXIMATE',
      viewport: viewport ?? null,
    };
    return { results: [{ formatted_address: `${place.label}, USA`, geometry, types: [type] }], status: 'OK' };
  };
  const byName = (kind: 'city' | 'county' | 'metro') => async (request: { params: unknown }) => {
    const { value } = parseOr400(geocodeParamsSchema, request.params, `${kind} name`);
    return geocode(await findPlace(db, kind, placeNameParam(value, kind)), GOOGLE_TYPES[kind]);
  };
  app.get('/api/GetCityLatLng/:value', byName('city'));
  app.get('/api/GetCountyLatLng/:value', byName('county'));
  app.get('/api/GetMetroLatLng/:value', byName('metro'));
  app.get<{ Params: { code: string } }>('/api/getPsLatLng/:code', async (request) => {
    const { code } = parseOr400(locationLookupParamsSchemas.cityByPostalCode, request.params, 'ZIP code');
    return geocode(await findPlace(db, 'zip', { slugs: [code], display: code }), GOOGLE_TYPES.zip);
  });

  app.get('/api/getCityByPostalCode/:code', async (request) => {
    const { code } = parseOr400(locationLookupParamsSchemas.cityByPostalCode, request.params, 'ZIP code');
    return { data: await cityByPostalCode(db, code) };
  });
  app.get<{ Params: { city: string } }>('/api/cityExists/:city', async (request) => ({
    exists: (await findPlace(db, 'city', placeNameParam(request.params.city, 'city'))) !== null,
  }));
  app.get<{ Params: { county: string } }>('/api/getCity/:county', async (request) => {
    const county = await findPlace(db, 'county', placeNameParam(request.params.county, 'county'));
    return { city: county === null ? [] : await listCities(db, { county: county.subdomain }) };
  });
  app.get<{ Params: { city: string } }>('/api/getPostalCode/:city', async (request) => {
    const city = await findPlace(db, 'city', placeNameParam(request.params.city, 'city'));
    const codes = city === null ? [] : await listPostalCodes(db, { city: city.subdomain });
    return { postal_codes: codes.map((row) => row['ZIP Code']) };
  });

  // The default map centre (SPEC §9) and the metro it belongs to, for pages that know no place yet.
  app.get('/api/getCoordinates', async () => {
    const metro = await findPlace(db, 'metro', { slugs: [DEFAULT_METRO], display: DEFAULT_METRO });
    return {
      coordinates: { lat: DEFAULT_CENTER_LAT, lng: DEFAULT_CENTER_LNG },
      metro: metro && { Metro: metro.name, subdomain: metro.subdomain },
    };
  });
};
