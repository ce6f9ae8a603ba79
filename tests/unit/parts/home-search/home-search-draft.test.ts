import { describe, expect, it } from 'vitest';
import {
  emptyHomeSearchDraft,
  type HomeSearchDraft,
  homePriceCeiling,
  homeSearchHref,
} from '../../../../src/parts/home-search/home-search-draft';

const YEAR = 2026;
const draft = (patch: Partial<HomeSearchDraft>): HomeSearchDraft => ({ ...emptyHomeSearchDraft(), ...patch });

describe('homeSearchHref', () => {
  it('goes to the listings page with nothing in the address when nothing is chosen', () => {
    expect(homeSearchHref(emptyHomeSearchDraft(), {}, YEAR)).toBe('/listings');
  });

  it("goes to the chosen city's page with the beds, baths and price as SPEC §2 parameters", () => {
    const href = homeSearchHref(
      draft({
        city: { name: 'Round Rock', subdomain: 'round-rock' },
        minBeds: 3,
        bath: 2,
        minPrice: 200_000,
        maxPrice: 500_000,
      }),
      {},
      YEAR,
    );
    expect(href).toBe('/round-rock?minPrice=200000&maxPrice=500000&minBedsCount=3&bath=2');
  });

  it('leaves out a max price at the top of the slider: any price', () => {
    const href = homeSearchHref(draft({ minPrice: 300_000, maxPrice: homePriceCeiling(null) }), {}, YEAR);
    expect(href).toBe('/listings?minPrice=300000');
  });

  it("'All' keeps the listings screen's default type; another type is its SPEC §2 flag", () => {
    expect(homeSearchHref(draft({ propertyType: null }), {}, YEAR)).toBe('/listings');
    expect(homeSearchHref(draft({ propertyType: 'Land' }), {}, YEAR)).toBe('/listings?land=true');
  });

  it('residential lease tops out at 10,000 here, which the listings filter reads as any price', () => {
    const ceiling = homePriceCeiling('ResidentialLease');
    expect(ceiling).toBe(10_000);
    expect(
      homeSearchHref(
        draft({ propertyType: 'ResidentialLease', minPrice: 1_500, maxPrice: ceiling }),
        {},
        YEAR,
      ),
    ).toBe('/listings?minPrice=1500&residentialLease=true');
    expect(
      homeSearchHref(draft({ propertyType: 'ResidentialLease', minPrice: 0, maxPrice: 2_500 }), {}, YEAR),
    ).toBe('/listings?maxPrice=2500&residentialLease=true');
  });

  it('puts a chosen ZIP code in the address, with or without a city', () => {
    expect(homeSearchHref(draft({ postalCode: '78664' }), {}, YEAR)).toBe('/listings?PostalCode=78664');
    expect(
      homeSearchHref(
        draft({ city: { name: 'Round Rock', subdomain: 'round-rock' }, postalCode: '78664' }),
        {},
        YEAR,
      ),
    ).toBe('/round-rock?PostalCode=78664');
  });

  it("uses the page's own listings path and city links (an agent's site)", () => {
    const targets = { listingsPath: '/search', cityHref: (city: string) => `/homes/${city}` };
    expect(homeSearchHref(draft({ minBeds: 2 }), targets, YEAR)).toBe('/search?minBedsCount=2');
    expect(homeSearchHref(draft({ city: { name: 'Austin', subdomain: 'austin' } }), targets, YEAR)).toBe(
      '/homes/austin',
    );
  });

  it('writes beds as a range when both ends are chosen, nothing for No Min / No Max', () => {
    expect(homeSearchHref(draft({ minBeds: 2, maxBeds: 4 }), {}, YEAR)).toBe(
      '/listings?minBedsCount=2&maxBedsCount=4',
    );
    expect(homeSearchHref(draft({ minBeds: 0, maxBeds: 7 }), {}, YEAR)).toBe('/listings');
  });
});
