import { describe, expect, it } from 'vitest';
import type { AddressResult, GeocodeResult } from '../../../../../src/contract';
import { mapPlaceGroups } from '../../../../../src/screens/listings/map/map-place';
import { geocodeTarget, PLACE_ZOOM, pointTarget } from '../../../../../src/screens/listings/map/place-target';

const t = (key: string) => `«${key}»`;

const address = (key: number, extra: Partial<AddressResult> = {}): AddressResult => ({
  ListingKeyNumeric: key,
  MlsNum: `MLS${key}`,
  MlsStatus: 'Active',
  subdomain: null,
  url: null,
  Address: `${key} Congress Ave`,
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78701',
  DOM: 3,
  OriginatingSystemName: 'ACTRIS',
  ...extra,
});

describe('mapPlaceGroups', () => {
  it('offers cities, then ZIP codes, then addresses, and leaves empty groups out', () => {
    const groups = mapPlaceGroups(
      {
        address: [address(1)],
        city: [{ City: 'Austin', subdomain: 'austin' }],
        mlsnum: [],
        postal: [{ 'ZIP code': '78701' }],
      },
      t,
    );
    expect(groups.map((group) => [group.key, group.label])).toEqual([
      ['cities', '«search.cities»'],
      ['postal', '«search.postalCodes»'],
      ['addresses', '«search.addresses»'],
    ]);
    expect(groups[0]?.options[0]).toEqual({
      kind: 'city',
      key: 'city-austin',
      label: 'Austin',
      name: 'Austin',
    });
    expect(groups[1]?.options[0]).toEqual({
      kind: 'postal',
      key: 'postal-78701',
      label: '78701',
      name: '78701',
    });
    expect(groups[2]?.options[0]).toEqual({
      kind: 'address',
      key: 'address-1',
      label: '1 Congress Ave',
      detail: 'Austin, TX 78701',
      listingKey: 1,
    });
    expect(mapPlaceGroups({ address: [], city: [], mlsnum: [], postal: [] }, t)).toEqual([]);
  });

  it('shows a listing found by address and by MLS number once, and names one without a street by its MLS number', () => {
    const [group] = mapPlaceGroups(
      {
        address: [address(1)],
        city: [],
        mlsnum: [address(1), address(2, { Address: null, City: null })],
        postal: [],
      },
      t,
    );
    expect(group?.options.map((place) => place.key)).toEqual(['address-1', 'address-2']);
    expect(group?.options[1]).toMatchObject({ label: 'MLS2', detail: 'TX 78701' });
  });
});

const geocoded = (viewport: GeocodeResult['geometry']['viewport']): GeocodeResult => ({
  formatted_address: 'Austin, TX, USA',
  geometry: { location: { lat: 30.27, lng: -97.74 }, viewport },
});

describe('geocodeTarget', () => {
  it('fits the place’s viewport (SPEC §2)', () => {
    const target = geocodeTarget(
      geocoded({ northeast: { lat: 30.52, lng: -97.56 }, southwest: { lat: 30.1, lng: -97.94 } }),
    );
    expect(target).toEqual({ kind: 'box', box: { north: 30.52, south: 30.1, east: -97.56, west: -97.94 } });
  });

  it('centres at zoom 17 without a viewport, or with one that is a single point', () => {
    const centred = { kind: 'camera', camera: { lat: 30.27, lng: -97.74, zoom: PLACE_ZOOM } };
    expect(PLACE_ZOOM).toBe(17);
    expect(geocodeTarget(geocoded(null))).toEqual(centred);
    expect(
      geocodeTarget(
        geocoded({ northeast: { lat: 30.27, lng: -97.74 }, southwest: { lat: 30.27, lng: -97.74 } }),
      ),
    ).toEqual(centred);
  });

  it('is null for an unknown place (no results)', () => {
    expect(geocodeTarget(undefined)).toBeNull();
  });
});

describe('pointTarget', () => {
  it('centres on a listing at zoom 17, and refuses missing or impossible coordinates', () => {
    expect(pointTarget(30.2, -97.7)).toEqual({ kind: 'camera', camera: { lat: 30.2, lng: -97.7, zoom: 17 } });
    expect(pointTarget(null, -97.7)).toBeNull();
    expect(pointTarget(30.2, null)).toBeNull();
    expect(pointTarget(0, 0)).toBeNull();
    expect(pointTarget(95, -97.7)).toBeNull();
    expect(pointTarget(Number.NaN, -97.7)).toBeNull();
  });
});
