import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configResponseSchema } from '../../../src/contract';
import { chooseBaseMap } from '../../../src/map/base-map';

const API = 'https://www.brokerage.test/';
const liberty = { kind: 'style', url: 'https://tiles.openfreemap.org/styles/liberty' } as const;

describe('chooseBaseMap', () => {
  it("draws Mapbox with the widget's own token at once, before /api/config has answered", () => {
    expect(chooseBaseMap({ ownToken: 'pk.own', configSettled: false, config: null, apiBase: API })).toEqual({
      kind: 'mapbox',
      token: 'pk.own',
    });
  });

  it('waits for /api/config otherwise, so the map draws one style instead of two', () => {
    expect(chooseBaseMap({ ownToken: null, configSettled: false, config: null, apiBase: API })).toBeNull();
  });

  it("follows the server: its Mapbox token first, else its base map, a PMTiles path made absolute on the API's host", () => {
    const settled = { ownToken: null, configSettled: true, apiBase: API };
    expect(chooseBaseMap({ ...settled, config: { map_token: 'pk.server', base_map: liberty } })).toEqual({
      kind: 'mapbox',
      token: 'pk.server',
    });
    expect(chooseBaseMap({ ...settled, config: { map_token: null, base_map: liberty } })).toEqual(liberty);
    expect(
      chooseBaseMap({
        ...settled,
        config: { map_token: null, base_map: { kind: 'pmtiles', url: '/map/basemap.pmtiles' } },
      }),
    ).toEqual({ kind: 'pmtiles', url: 'https://www.brokerage.test/map/basemap.pmtiles' });
  });

  it('draws the offline style when /api/config failed: nothing else is known to be allowed on the page', () => {
    expect(chooseBaseMap({ ownToken: null, configSettled: true, config: null, apiBase: API })).toEqual({
      kind: 'offline',
    });
  });
});

describe('base_map in /api/config', () => {
  const minimal = { photo_url_template: null, collateral_url_template: null, map_token: null };

  it('reads as offline from an older server without it, or a newer one naming a kind this widget does not know', () => {
    expect(v.parse(configResponseSchema, minimal).base_map).toEqual({ kind: 'offline' });
    expect(
      v.parse(configResponseSchema, { ...minimal, base_map: { kind: 'raster', url: 'x' } }).base_map,
    ).toEqual({
      kind: 'offline',
    });
  });

  it('keeps a style URL and a PMTiles path', () => {
    expect(v.parse(configResponseSchema, { ...minimal, base_map: liberty }).base_map).toEqual(liberty);
    const pmtiles = { kind: 'pmtiles', url: '/map/basemap.pmtiles' };
    expect(v.parse(configResponseSchema, { ...minimal, base_map: pmtiles }).base_map).toEqual(pmtiles);
  });
});
