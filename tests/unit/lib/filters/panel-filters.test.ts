import { describe, expect, it } from 'vitest';
import {
  MORE_FILTER_GROUPS,
  resetFilterGroup,
  resetFilterGroups,
} from '../../../../src/lib/filters/reset-filter-group';
import { savedSearchQuery, savedSearchState } from '../../../../src/lib/filters/saved-search-query';
import { subTypeOptions } from '../../../../src/lib/filters/sub-type-options';
import { isOnlyStatus, toggleStatus } from '../../../../src/lib/filters/toggle-status';
import { hasSubType, toggleSubType } from '../../../../src/lib/filters/toggle-sub-type';
import { changePropertyType } from '../../../../src/lib/listings-filters/change-property-type';
import { defaultFilterState } from '../../../../src/lib/listings-filters/listings-filter-state';
import { parseListingsSearch } from '../../../../src/lib/listings-filters/parse-listings-search';
import type { ListingsRoute } from '../../../../src/lib/listings-route';

const YEAR = 2025;
const listings: ListingsRoute = { mode: 'listings' };
const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('subTypeOptions (SPEC §3)', () => {
  it('lists only the chosen type’s sub-types, spaced and sorted', () => {
    expect(labels(subTypeOptions('en', 'ResidentialIncome'))).toEqual([
      'Apartment',
      'Condominium',
      'Duplex',
      'Mobile Home',
      'Multi Family',
      'Other',
      'Quadruplex',
      'Townhouse',
      'Triplex',
    ]);
    const land = labels(subTypeOptions('en', 'Land'));
    expect(land).toEqual([...land].sort((a, b) => a.localeCompare(b)));
    expect(land).toContain('Unimproved Land');
    expect(land).not.toContain('Townhouse');
  });

  it('keeps the camel-case names as values', () => {
    expect(subTypeOptions('en', 'Farm')).toContainEqual({
      value: 'SingleFamilyResidence',
      label: 'Single Family Residence',
    });
  });

  it('sorts by the Spanish names in Spanish', () => {
    const spanish = labels(subTypeOptions('es', 'CommercialSale'));
    expect(spanish).toEqual([...spanish].sort(new Intl.Collator('es-US').compare));
  });
});

describe('toggleSubType', () => {
  it('turns Single Family Residence on and off in both spellings together', () => {
    const on = toggleSubType(['Single Family Residence', 'Duplex'], 'SingleFamilyResidence', true);
    expect(on).toEqual(['Duplex', 'SingleFamilyResidence']);
    expect(
      toggleSubType(['Single Family Residence', 'SingleFamilyResidence'], 'SingleFamilyResidence', false),
    ).toEqual([]);
    expect(hasSubType(['Single Family Residence'], 'SingleFamilyResidence')).toBe(true);
  });
});

describe('toggleStatus', () => {
  it('never turns the last status off', () => {
    const onlyPending = {
      ...defaultFilterState(listings, YEAR).statuses,
      active: false,
      comingSoon: false,
      pending: true,
    };
    expect(isOnlyStatus(onlyPending, 'pending')).toBe(true);
    expect(toggleStatus(onlyPending, 'pending', false)).toBe(onlyPending);
    expect(toggleStatus(onlyPending, 'closed', true)).toMatchObject({ pending: true, closed: true });
  });
});

describe('changePropertyType', () => {
  it('clears the sub-types when the type changes', () => {
    const state = { ...defaultFilterState(listings, YEAR), subTypes: ['Duplex'] };
    expect(changePropertyType(state, 'Land', listings)).toMatchObject({ propertyType: 'Land', subTypes: [] });
  });
});

describe('resetFilterGroup', () => {
  const base = defaultFilterState(listings, YEAR);
  const busy = {
    ...base,
    propertyType: 'CommercialLease' as const,
    subTypes: ['Office'],
    maxPrice: 80_000,
    minBedsCount: 3,
    lotSizeMin: 43_560,
    garageMin: 2,
    yearBuildMin: 1990,
    FireplaceState: true,
    statuses: { ...base.statuses, closed: true },
    listedDate: 7 as const,
    ourListings: true,
    openHouses: true,
    From: '2025-05-01',
  };

  it('puts one card back and leaves the rest', () => {
    expect(resetFilterGroup(busy, 'propertyType', listings, YEAR)).toMatchObject({
      propertyType: 'Residential',
      subTypes: [],
      maxPrice: 10_000_000,
      minBedsCount: 3,
    });
    expect(resetFilterGroup(busy, 'homeFeatures', listings, YEAR)).toMatchObject({
      lotSizeMin: 0,
      garageMin: 0,
      yearBuildMin: 1799,
      FireplaceState: false,
      subTypes: ['Office'],
    });
    expect(resetFilterGroup(busy, 'status', listings, YEAR).statuses).toEqual(base.statuses);
    expect(resetFilterGroup(busy, 'timeframe', listings, YEAR).listedDate).toBe(4000);
    expect(resetFilterGroup(busy, 'showOnly', listings, YEAR)).toMatchObject({
      ourListings: false,
      openHouses: false,
      From: null,
    });
  });

  it('resets every more-filters card but not the top bar', () => {
    const reset = resetFilterGroups(busy, MORE_FILTER_GROUPS, listings, YEAR);
    expect(reset).toEqual({ ...base, minBedsCount: 3 });
  });

  it('keeps open-house mode on /open-houses', () => {
    const route: ListingsRoute = { mode: 'open-houses' };
    expect(resetFilterGroup(busy, 'showOnly', route, YEAR).openHouses).toBe(true);
  });
});

describe('saved-search queries', () => {
  it('say everything a page implied, so a /leasing search means the same elsewhere', () => {
    const leasing: ListingsRoute = { mode: 'leasing' };
    const state = parseListingsSearch('?page=3&maxPrice=3000&DuplexResLeaseSub=true', leasing, YEAR);
    const query = savedSearchQuery(state, YEAR);
    expect(query).toContain('residentialLease=true');
    expect(query).not.toContain('page=');
    expect(savedSearchState(query, YEAR)).toMatchObject({
      propertyType: 'ResidentialLease',
      maxPrice: 3000,
      subTypes: ['Duplex'],
      page: 1,
    });
  });

  it('keep the city of a /{city} page', () => {
    const city: ListingsRoute = { mode: 'city', city: 'round-rock' };
    const query = savedSearchQuery(defaultFilterState(city, YEAR), YEAR);
    expect(query).toBe('?city=round-rock');
  });

  it('read a damaged query as defaults', () => {
    expect(savedSearchState('?minPrice=abc&%%%', YEAR)).toEqual(defaultFilterState(listings, YEAR));
  });
});
