import { describe, expect, it } from 'vitest';
import { listingsRoutePath, parseListingsRoute } from '../../../src/lib/listings-route';

describe('parseListingsRoute', () => {
  it.each([
    ['/listings', { mode: 'listings' }],
    ['/leasing', { mode: 'leasing' }],
    ['/open-houses/', { mode: 'open-houses' }],
    ['/listingstest', { mode: 'test' }],
    ['/san-antonio', { mode: 'city', city: 'san-antonio' }],
    ['/San_Antonio', { mode: 'listings' }],
    ['/', { mode: 'listings' }],
    ['/homes/for-sale', { mode: 'listings' }],
  ])('%s', (path, route) => {
    expect(parseListingsRoute(path)).toEqual(route);
  });

  it('returns to the path of the mode (SPEC §2: closing the modal restores it)', () => {
    expect(listingsRoutePath(parseListingsRoute('/leasing'))).toBe('/leasing');
    expect(listingsRoutePath(parseListingsRoute('/round-rock'))).toBe('/round-rock');
    expect(listingsRoutePath(parseListingsRoute('/cms/search'))).toBe('/listings');
  });
});
