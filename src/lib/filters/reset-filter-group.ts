import { changePropertyType } from '../listings-filters/change-property-type';
import { defaultFilterState, type ListingsFilterState } from '../listings-filters/listings-filter-state';
import type { ListingsRoute } from '../listings-route';

/**
 * The groups of the side panel and the more-filters panel, each with its own Reset: SPEC §2's cards Home
 * Features (which also holds lot size, garage and year built), Status, Timeframe and Show Only, plus the
 * property type with its sub-types.
 */
export type FilterGroup = 'propertyType' | 'homeFeatures' | 'status' | 'timeframe' | 'showOnly';

/** Every group the more-filters panel holds; its Reset restores them all. */
export const MORE_FILTER_GROUPS: readonly FilterGroup[] = [
  'propertyType',
  'homeFeatures',
  'status',
  'timeframe',
  'showOnly',
];

/**
 * The state with one group back at the route's defaults, everything else untouched. Resetting the property
 * type goes through `changePropertyType`, so the price range resets with it as it does when the type is
 * switched by hand (sale and lease prices are not comparable). Show Only clears the open-house dates too:
 * they are what keeps open-house mode on (SPEC §4), except on /open-houses where the route does.
 */
export function resetFilterGroup(
  state: ListingsFilterState,
  group: FilterGroup,
  route: ListingsRoute,
  currentYear: number,
): ListingsFilterState {
  const defaults = defaultFilterState(route, currentYear);
  switch (group) {
    case 'propertyType':
      return { ...changePropertyType(state, defaults.propertyType, route), subTypes: [] };
    case 'homeFeatures':
      return {
        ...state,
        PrimaryBedonMainState: defaults.PrimaryBedonMainState,
        FireplaceState: defaults.FireplaceState,
        AccessibilityFeaturesState: defaults.AccessibilityFeaturesState,
        lotSizeMin: defaults.lotSizeMin,
        lotSizeMax: defaults.lotSizeMax,
        garageMin: defaults.garageMin,
        garageMax: defaults.garageMax,
        yearBuildMin: defaults.yearBuildMin,
        yearBuildMax: defaults.yearBuildMax,
      };
    case 'status':
      return { ...state, statuses: defaults.statuses };
    case 'timeframe':
      return { ...state, listedDate: defaults.listedDate };
    case 'showOnly':
      return {
        ...state,
        ourListings: defaults.ourListings,
        openHouses: defaults.openHouses,
        From: defaults.From,
        To: defaults.To,
      };
  }
}

/** Resets several groups at once (the more-filters panel's Reset). */
export function resetFilterGroups(
  state: ListingsFilterState,
  groups: readonly FilterGroup[],
  route: ListingsRoute,
  currentYear: number,
): ListingsFilterState {
  return groups.reduce((next, group) => resetFilterGroup(next, group, route, currentYear), state);
}
