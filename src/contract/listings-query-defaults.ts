import type { PropertyType } from './property-types';

/**
 * The effective value of every listings-query field the query leaves out (SPEC §4 filter defaults,
 * §9 limits), shaped like the query. The screen's 'SORT BY DEFAULT' sorts as 'newest'. Range bounds at
 * these values mean "no limit" on that side. yearBuildMax is the current year when this module loads;
 * the query schema itself accepts up to next year + 1 for new construction.
 */
export const LISTINGS_QUERY_DEFAULTS = {
  filters: {
    sortBy: 'newest',
    page: 1,
    perPage: 50,
    minPrice: 0,
    maxPrice: 10_000_000,
    minBedsCount: 0,
    maxBedsCount: 7,
    bath: 0,
  },
  moreFilters: {
    status: {
      active: true,
      activeUnderContract: false,
      comingSoon: true,
      contingent: false,
      pending: false,
      closed: false,
    },
    propertyType: 'Residential',
    subTypes: [],
    squareMin: 0,
    squareMax: 5_000_000,
    lotSizeMin: 0,
    lotSizeMax: 4_356_000_000,
    levelsMin: 0,
    levelsMax: 10,
    garageMin: 0,
    garageMax: 500,
    yearBuildMin: 1799,
    yearBuildMax: new Date().getFullYear(),
    listedDate: 4000,
    ourListings: false,
    openHouses: false,
    PrimaryBedonMainState: false,
    FireplaceState: false,
    AccessibilityFeaturesState: false,
  },
} as const;

/**
 * The top of the price range per property type (SPEC §4): a maxPrice at or above it means "any price".
 * /leasing and the home search box cap ResidentialLease at 10,000 instead.
 */
export const MAX_PRICE_BY_PROPERTY_TYPE: Readonly<Record<PropertyType, number>> = {
  Residential: 10_000_000,
  ResidentialLease: 50_000,
  ResidentialIncome: 10_000_000,
  CommercialSale: 10_000_000,
  CommercialLease: 100_000,
  Farm: 10_000_000,
  Land: 10_000_000,
};
