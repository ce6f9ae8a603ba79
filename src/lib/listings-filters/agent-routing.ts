import { DEFAULT_CENTER_LAT, DEFAULT_CENTER_LNG, LISTINGS_ZOOM } from '../constants';
import type { ListingsFilterState, ListingsMapView } from './listings-filter-state';

/** The metros the brokerage's default map already covers (SPEC §4 "Agent routing"). */
const HOME_METROS: readonly string[] = ['austin', 'dallas-fort-worth'];

/** The zoom a metro fills the map at (SPEC §4). */
export const AGENT_METRO_ZOOM = 8;

// The start view (Austin at zoom 13), which every listings screen writes into the URL on its first load,
// is not a place the visitor chose.
const chosenView = ({ zoom, center }: ListingsMapView) =>
  (zoom !== null && zoom !== LISTINGS_ZOOM) ||
  (center !== null && (center.latitude !== DEFAULT_CENTER_LAT || center.longitude !== DEFAULT_CENTER_LNG));

/**
 * SPEC §4 "Agent routing": on an agent's pages, an agent whose metro is not Austin or Dallas-Fort Worth
 * starts the listings screen on that metro at zoom 8. Only a screen the visitor has not pointed anywhere
 * yet is moved: a location or a map view other than the start view in the URL (a shared link, Back) is
 * theirs and stays. Returns the
 * state to show, or null to leave it as it is.
 *
 * @param agentMetro the agent's metro slug ('houston'), or null when unknown
 */
export function agentRouting(
  state: ListingsFilterState,
  agentMetro: string | null,
): ListingsFilterState | null {
  if (!agentMetro || HOME_METROS.includes(agentMetro)) return null;
  if (state.location !== null || chosenView(state.map)) return null;
  return {
    ...state,
    location: { kind: 'metro', value: agentMetro },
    map: { zoom: AGENT_METRO_ZOOM, center: null },
  };
}
