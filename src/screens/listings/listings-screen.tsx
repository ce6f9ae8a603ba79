import { ListingsLayoutSwitch } from './listings-layout-switch';
import { ListingsResults } from './listings-results';
import { ListingsSortSelect } from './listings-sort-select';

/**
 * `<bb-listings>`'s screen (SPEC §2 "Listings screen"): the filter bar, the toolbar with the saved-search
 * panel, sort and layout, the side filter panel and the list. The map comes in its own issue.
 */
export function ListingsScreen() {
  return (
    <div className="listings-screen">
      <div className="toolbar">
        <ListingsSortSelect />
        <ListingsLayoutSwitch />
      </div>
      <div className="listings-body">
        <ListingsResults />
      </div>
    </div>
  );
}
