import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { ListingDetailModal } from '../../parts/listing-detail/listing-detail-modal';
import { SavedSearchPanel } from '../../parts/saved-searches/saved-search-panel';
import { listingsLayoutAtom } from '../../state/listings-layout-atom';
import { BackToTop } from '../../ui/back-to-top';
import { FilterBar } from './filter-bar/filter-bar';
import { FilterDrawerToggle } from './filter-panel/filter-drawer-toggle';
import { FilterPanel } from './filter-panel/filter-panel';
import { MoreFiltersPanel } from './filter-panel/more-filters-panel';
import { ListingsLayoutSwitch } from './listings-layout-switch';
import { ListingsResults } from './listings-results';
import { ListingsSortSelect } from './listings-sort-select';
import { LazyLocationPanel } from './location-panel/lazy-location-panel';
import { ListingsMapSlot } from './map/listings-map-slot';
import { ListingsViewToggle } from './map/listings-view-toggle';
import { MapSwitch } from './map/map-switch';
import { useCameraInUrl } from './map/use-camera-in-url';
import { useListingsMapLayout } from './map/use-listings-map-layout';
import { useMapFrameSize } from './map/use-map-frame-size';
import { useAgentRouting } from './use-agent-routing';

const renderLocation = (close: () => void) => <LazyLocationPanel close={close} />;
const renderMoreFilters = (close: () => void) => <MoreFiltersPanel close={close} />;

interface Props {
  /** A Mapbox token for this widget's map (else /api/config's, else the server's base map). */
  mapToken?: string | undefined;
  /** The agent whose page this is (MatrixDir): the screen starts on their metro (SPEC §4). */
  agent?: string | undefined;
}

/**
 * `<bb-listings>`'s screen (SPEC §2 "Listings screen"): the filter bar (desktop) or the Filters button and
 * its drawer (phones), the toolbar with the saved searches, sort, layout and the map switch or map / list
 * toggle, then the side filter panel, the list and the map. The list comes before the map in reading
 * order: it is the map's complete accessible twin. The list grows with the page on every width (the map
 * beside it is sticky), so the window scrolls and the list view gets the back-to-top button; the phone's
 * map view fills the screen and needs none. The list is the map's view from the first load (DESIGN "Map"),
 * also while the map is switched off or behind the phone's toggle: then it is the view the map would show
 * there, the URL's camera on the map's empty frame, so the total does not move when the map appears.
 */
export function ListingsScreen({ mapToken, agent }: Props) {
  const routing = useAgentRouting(agent);
  const root = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { narrow, mapShown, listShown } = useListingsMapLayout();
  useMapFrameSize(frame);
  useCameraInUrl(!routing);
  // Beside the map, the list takes the room its cards per row need (listings-screen.css); the map's frame
  // follows the layout even while the map is off, so the list's area is the map's it would show.
  const layout = useAtomValue(listingsLayoutAtom);
  const body = ['listings-body', 'with-panel', `layout-${layout}`, mapShown && !narrow ? 'with-map' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="listings-screen" ref={root} aria-busy={routing}>
      <FilterBar renderLocation={renderLocation} renderMoreFilters={renderMoreFilters} />
      <div className="toolbar">
        <FilterDrawerToggle />
        <SavedSearchPanel />
        <ListingsViewToggle />
        <span className="toolbar-gap" />
        <ListingsSortSelect />
        <ListingsLayoutSwitch />
        <MapSwitch />
      </div>
      <div className={body}>
        <div className="bb-map-frame" ref={frame} aria-hidden="true" />
        <FilterPanel />
        {listShown && <ListingsResults />}
        <ListingsMapSlot mapToken={mapToken} />
      </div>
      <ListingDetailModal mapToken={mapToken} />
      {listShown && <BackToTop target={root} />}
    </div>
  );
}
