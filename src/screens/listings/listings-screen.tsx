import { FilterBar } from './filter-bar/filter-bar';
import { FilterDrawerToggle } from './filter-panel/filter-drawer-toggle';
import { FilterPanel } from './filter-panel/filter-panel';
import { MoreFiltersPanel } from './filter-panel/more-filters-panel';
import { ListingsLayoutSwitch } from './listings-layout-switch';
import { ListingsResults } from './listings-results';
import { ListingsSortSelect } from './listings-sort-select';
import { LocationPanel } from './location-panel/location-panel';
import { SavedSearchPanel } from './saved-searches/saved-search-panel';

const renderLocation = (close: () => void) => <LocationPanel close={close} />;
const renderMoreFilters = (close: () => void) => <MoreFiltersPanel close={close} />;

/**
 * `<bb-listings>`'s screen (SPEC §2 "Listings screen"): the filter bar (desktop) or the Filters button and
 * its drawer (phones), the toolbar with the saved searches, sort and layout, the side filter panel and
 * the list. The map comes in its own issue.
 */
export function ListingsScreen() {
  return (
    <div className="listings-screen">
      <FilterBar renderLocation={renderLocation} renderMoreFilters={renderMoreFilters} />
      <div className="toolbar">
        <FilterDrawerToggle />
        <SavedSearchPanel />
        <span className="toolbar-gap" />
        <ListingsSortSelect />
        <ListingsLayoutSwitch />
      </div>
      <div className="listings-body with-panel">
        <FilterPanel />
        <ListingsResults />
      </div>
    </div>
  );
}
