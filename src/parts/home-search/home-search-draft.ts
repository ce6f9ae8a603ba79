import type { PropertyType } from '../../contract';
import { BEDS_MAX } from '../../lib/constants';
import { filterPriceCeiling } from '../../lib/listings-filters/filter-price-ceiling';
import { defaultFilterState } from '../../lib/listings-filters/listings-filter-state';
import { serializeListingsSearch } from '../../lib/listings-filters/serialize-listings-search';
import type { ListingsRoute } from '../../lib/listings-route';
import { priceSliderScale } from '../../lib/price/price-slider-scale';

/** What the home search box holds until 'Search' (SPEC §2 "Home search box"). */
export interface HomeSearchDraft {
  /** null: 'All' — the listings screen's own default type. */
  readonly propertyType: PropertyType | null;
  readonly city: { readonly name: string; readonly subdomain: string } | null;
  readonly postalCode: string | null;
  /** 0 = No Min; BEDS_MAX = No Max. */
  readonly minBeds: number;
  readonly maxBeds: number;
  /** 0 = Any, else at least this many baths. */
  readonly bath: number;
  /** Dollars; a max at the box's ceiling (`homePriceCeiling`) means any price. */
  readonly minPrice: number;
  readonly maxPrice: number;
}

/** The box's price ceiling: SPEC §4 gives the card search box 10,000 for residential lease. */
export function homePriceCeiling(propertyType: PropertyType | null): number {
  return priceSliderScale(propertyType, 'leasing').ceiling;
}

export function emptyHomeSearchDraft(): HomeSearchDraft {
  return {
    propertyType: null,
    city: null,
    postalCode: null,
    minBeds: 0,
    maxBeds: BEDS_MAX,
    bath: 0,
    minPrice: 0,
    maxPrice: homePriceCeiling(null),
  };
}

export interface HomeSearchTargets {
  /** Where a search without a city goes (default '/listings'). */
  readonly listingsPath?: string | undefined;
  /** The page of a city (default `/{subdomain}`, SPEC §2 routes). */
  readonly cityHref?: ((subdomain: string) => string) | undefined;
}

/**
 * The address 'Search' goes to: the chosen city's page, or the listings page when no city is chosen,
 * with the other choices as SPEC §2 query parameters, written by the listings screen's own serializer
 * so that screen reads back exactly these filters. A max price at the box's ceiling is left out (any
 * price), since the listings filter's own ceiling may be higher (50,000 for residential lease).
 */
export function homeSearchHref(
  draft: HomeSearchDraft,
  targets: HomeSearchTargets = {},
  year?: number,
): string {
  const currentYear = year ?? new Date().getFullYear();
  const route: ListingsRoute = draft.city
    ? { mode: 'city', city: draft.city.subdomain }
    : { mode: 'listings' };
  const defaults = defaultFilterState(route, currentYear);
  const propertyType = draft.propertyType ?? defaults.propertyType;
  const state = {
    ...defaults,
    propertyType,
    location: draft.postalCode ? { kind: 'PostalCode' as const, value: draft.postalCode } : defaults.location,
    minBedsCount: draft.minBeds,
    maxBedsCount: draft.maxBeds,
    bath: draft.bath,
    minPrice: draft.minPrice,
    maxPrice:
      draft.maxPrice >= homePriceCeiling(draft.propertyType)
        ? filterPriceCeiling(propertyType, route)
        : draft.maxPrice,
  };
  const query = serializeListingsSearch(state, route, currentYear);
  const path = draft.city
    ? (targets.cityHref ?? ((subdomain: string) => `/${subdomain}`))(draft.city.subdomain)
    : (targets.listingsPath ?? '/listings');
  return `${path}${query}`;
}
