import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AREA_KINDS, type AreaKind, areaParamsSchema } from '../../src/contract';
import { LOCATION_ZOOM } from '../../src/lib/constants';
import { zoomToFit } from '../../src/lib/geo/zoom-to-fit';
import type { AppContext } from '../app-context';
import { findPlace, type Place } from '../db/queries/find-place';
import { cacheSuccesses } from '../http/cache-successes';
import { parseOr400 } from '../http/parse-or-400';
import { placeNameParam } from '../http/place-name-param';
import { areaOutline } from '../lib/area-outlines';

const kindSchema = v.picklist(AREA_KINDS, `Expected one of ${AREA_KINDS.join(', ')}`);

/**
 * The map's area calls (SPEC §7): `GET /api/v1/map/area/{kind}/{value}` (and the older `/city/{city}`,
 * `/county/{county}/`, `/metro/{metro}`) centre and zoom the map on a place; `GET /api/v1/map/polygon/
 * {kind}/{value}` gives its outline as a GeoJSON FeatureCollection. An unknown place is not an error
 * (SPEC §8: the map then does nothing): 200 with `{ success: false, message }`, or an empty collection.
 * A malformed kind or value is a 400.
 */
export const mapAreaRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.addHook('onSend', cacheSuccesses(3600));

  /** The place a request names, or null; throws a 400 for malformed input. */
  const lookUp = async (
    rawKind: unknown,
    rawValue: unknown,
  ): Promise<{ place: Place | null; what: string }> => {
    const kind: AreaKind = parseOr400(kindSchema, rawKind, 'area kind');
    const name = placeNameParam(rawValue, kind);
    // The contract's own rules too (a 'zip' value is five digits).
    parseOr400(areaParamsSchema, { kind, value: name.slug }, 'area');
    return { place: await findPlace(db, kind, name), what: `${kind} '${name.display}'` };
  };

  const area = async (rawKind: unknown, rawValue: unknown) => {
    const { place, what } = await lookUp(rawKind, rawValue);
    if (place === null) return { success: false, message: `There is no ${what}.` };
    const center = { lat: place.centerLat, lng: place.centerLng };
    const outline = await areaOutline(db, place);
    const zoom = outline === null ? LOCATION_ZOOM : zoomToFit(outline.bounds, center);
    return { success: true, data: { zoom, center } };
  };

  app.get<{ Params: { kind: string; value: string } }>('/api/v1/map/area/:kind/:value', (request) =>
    area(request.params.kind, request.params.value),
  );
  app.get<{ Params: { city: string } }>('/api/v1/map/city/:city', (request) =>
    area('city', request.params.city),
  );
  const county = (request: { params: { county: string } }) => area('county', request.params.county);
  app.get<{ Params: { county: string } }>('/api/v1/map/county/:county/', county);
  app.get<{ Params: { county: string } }>('/api/v1/map/county/:county', county);
  app.get<{ Params: { metro: string } }>('/api/v1/map/metro/:metro', (request) =>
    area('metro', request.params.metro),
  );

  app.get<{ Params: { kind: string; value: string } }>(
    '/api/v1/map/polygon/:kind/:value',
    async (request) => {
      const { place, what } = await lookUp(request.params.kind, request.params.value);
      const outline = place && (await areaOutline(db, place));
      if (place === null || outline === null) {
        // GeoJSON allows foreign members; the message says why the collection is empty.
        return { type: 'FeatureCollection', features: [], message: `There is no outline of ${what}.` };
      }
      const { geometry, approximate, source } = outline;
      const properties = {
        kind: place.kind,
        subdomain: place.subdomain,
        name: place.name,
        approximate,
        source,
      };
      return { type: 'FeatureCollection', features: [{ type: 'Feature', geometry, properties }] };
    },
  );
};
