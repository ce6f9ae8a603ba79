import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listingsQuerySchema } from '../../../../src/contract';
import {
  decodeBoundaryParam,
  encodeBoundaryParam,
} from '../../../../src/lib/listings-filters/boundary-param';
import { filterStateToQuery } from '../../../../src/lib/listings-filters/filter-state-to-query';
import { defaultFilterState } from '../../../../src/lib/listings-filters/listings-filter-state';
import { parseListingsSearch } from '../../../../src/lib/listings-filters/parse-listings-search';
import {
  MAX_BOUNDARY_POINTS,
  type SearchBoundary,
  searchBoundarySchema,
} from '../../../../src/lib/listings-filters/search-boundary';
import { serializeListingsSearch } from '../../../../src/lib/listings-filters/serialize-listings-search';
import type { ListingsRoute } from '../../../../src/lib/listings-route';
import { pointInPolygon } from '../../../support/point-in-polygon';
import { boundaryArb, CURRENT_YEAR } from './filter-state-arbitrary';

const LISTINGS: ListingsRoute = { mode: 'listings' };
/** A square over central Austin, drawn clockwise from its north-west corner. */
const AUSTIN: SearchBoundary = [
  [-97.8, 30.3],
  [-97.7, 30.3],
  [-97.7, 30.2],
  [-97.8, 30.2],
];
const parse = (search: string) => parseListingsSearch(search, LISTINGS, CURRENT_YEAR);

describe('the boundary parameter', () => {
  it('writes a drawn area in a few URL-safe characters a corner', () => {
    const text = encodeBoundaryParam(AUSTIN);
    expect(text).toBe('g_94F_x90SAgxT_wTAA_wT');
    // base64url digits need no escaping: the URL carries the text as it is.
    expect(new URLSearchParams({ boundary: text }).toString()).toBe(`boundary=${text}`);
    expect(decodeBoundaryParam(text)).toEqual(AUSTIN);
  });

  it('decodes whatever it encodes, anywhere on Earth, up to the corner limit', () => {
    fc.assert(
      fc.property(boundaryArb, (ring) => {
        const text = encodeBoundaryParam(ring);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeBoundaryParam(text)).toEqual(ring);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a hand-drawn area of a hundred corners short enough for any URL and saved search', () => {
    const ring: [number, number][] = Array.from({ length: MAX_BOUNDARY_POINTS }, (_, i) => {
      const angle = (2 * Math.PI * i) / MAX_BOUNDARY_POINTS;
      return [
        Math.round((-97.74 + 0.2 * Math.cos(angle)) * 1e5) / 1e5,
        Math.round((30.27 + 0.2 * Math.sin(angle)) * 1e5) / 1e5,
      ];
    });
    expect(encodeBoundaryParam(ring).length).toBeLessThan(MAX_BOUNDARY_POINTS * 8);
  });

  it('reads a broken encoding as no boundary at all, and leaves the other filters alone', () => {
    const good = encodeBoundaryParam(AUSTIN);
    expect(parse(`?boundary=${good}&minBedsCount=3`).boundary).toEqual(AUSTIN);
    for (const broken of [
      good.slice(0, -1), // the last number cut short
      good.slice(0, -2), // a latitude without its longitude
      encodeBoundaryParam(AUSTIN.slice(0, 2)), // two corners are a line
      encodeBoundaryParam([
        [-97.8, 30.3],
        [-97.7, 30.3],
        [-97.6, 30.3],
      ]), // three corners on one line
      encodeBoundaryParam([
        [-97.8, 95],
        [-97.7, 30.3],
        [-97.7, 30.2],
      ]), // a latitude beyond the pole
      encodeBoundaryParam(
        Array.from({ length: MAX_BOUNDARY_POINTS + 1 }, (_, i): [number, number] => [
          -97 - i / 1000,
          30 + (i % 2) / 100,
        ]),
      ), // too many corners
      'g_94F!x90SA',
      'AAAAAAAAAAAAAAA_______',
      '',
    ]) {
      const state = parse(`?boundary=${encodeURIComponent(broken)}&minBedsCount=3`);
      expect(state.boundary, broken).toBeNull();
      expect(state.minBedsCount).toBe(3);
    }
  });

  it('round-trips through the whole filter codec beside the map camera', () => {
    const state = {
      ...defaultFilterState(LISTINGS, CURRENT_YEAR),
      map: { zoom: 11, center: { latitude: 30.25, longitude: -97.75 } },
      boundary: AUSTIN,
    };
    const search = serializeListingsSearch(state, LISTINGS, CURRENT_YEAR);
    expect(search).toBe(
      `?zoom=11&centerLatitude=30.25&centerLongitude=-97.75&boundary=${encodeBoundaryParam(AUSTIN)}`,
    );
    expect(parse(search)).toEqual(state);
  });
});

describe('searchBoundarySchema', () => {
  it('rounds corners to 1e-5°, drops repeated corners and the closing repeat of the first', () => {
    const drawn: [number, number][] = [
      [-97.800001, 30.3000049],
      [-97.800001, 30.3000049],
      [-97.7, 30.3],
      [-97.7, 30.2],
      [-97.8, 30.2],
      [-97.8, 30.3],
    ];
    expect(v.parse(searchBoundarySchema, drawn)).toEqual(AUSTIN);
  });
});

describe('filterStateToQuery with a drawn boundary', () => {
  const withBoundary = { ...defaultFilterState(LISTINGS, CURRENT_YEAR), boundary: AUSTIN };
  const view = {
    bounds: { top: 33, right: -96, bottom: 32, left: -97.5 },
    polygon: [
      [-97.5, 33],
      [-96, 33],
      [-96, 32],
      [-97.5, 32],
      [-97.5, 33],
    ] as [number, number][],
  };

  it('searches the drawn area, not the map view: its box and the closed ring', () => {
    const query = filterStateToQuery(withBoundary, LISTINGS, { currentYear: CURRENT_YEAR, ...view });
    expect(query.coordinates).toEqual({
      top: 30.3,
      right: -97.7,
      bottom: 30.2,
      left: -97.8,
      geosearch: [...AUSTIN, AUSTIN[0]],
    });
    expect(v.is(listingsQuerySchema, query)).toBe(true);
  });

  it('still searches the drawn area beside a city (both narrow the search)', () => {
    const query = filterStateToQuery(
      { ...withBoundary, location: { kind: 'city', value: 'austin' } },
      LISTINGS,
      { currentYear: CURRENT_YEAR, ...view },
    );
    expect(query.filters.city).toBe('austin');
    expect(query.coordinates?.geosearch).toHaveLength(AUSTIN.length + 1);
  });

  it('sends a ring the server accepts for any drawn area, containing what the area contains', () => {
    fc.assert(
      fc.property(boundaryArb, (ring) => {
        const query = filterStateToQuery({ ...withBoundary, boundary: ring }, LISTINGS, {
          currentYear: CURRENT_YEAR,
        });
        expect(v.is(listingsQuerySchema, query)).toBe(true);
        const sent = query.coordinates?.geosearch ?? [];
        // Closing the ring changes no answer: a point is inside the sent ring exactly when inside the drawn one.
        const [lng, lat] = ring[0] ?? [0, 0];
        const probe: [number, number] = [lng + 1e-4, lat + 1e-4];
        expect(pointInPolygon(probe, sent)).toBe(pointInPolygon(probe, ring));
      }),
      { numRuns: 300 },
    );
  });
});
