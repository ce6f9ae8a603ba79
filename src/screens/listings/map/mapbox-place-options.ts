import type { MapboxPlace } from '../../../api/fetch-mapbox-places';
import type { MapPlace } from './map-place';
import { type PlaceTarget, pointTarget } from './place-target';

/** Where the map goes for a Mapbox place (SPEC §2): its box when it has a real one, else its point at 17. */
function mapboxTarget(place: MapboxPlace): PlaceTarget | null {
  if (place.bbox) {
    const [west, south, east, north] = place.bbox;
    // A box of one point would make fitBox zoom in without limit: it counts as none.
    if (north > south && east > west) return { kind: 'box', box: { north, south, east, west } };
  }
  return pointTarget(place.lat, place.lng);
}

/** The map box's options for what Mapbox found, each with where it is (no second lookup on choosing). */
export function mapboxPlaceOptions(places: readonly MapboxPlace[]): MapPlace[] {
  return places.flatMap((place): MapPlace[] => {
    const target = mapboxTarget(place);
    if (!target) return [];
    return [{ kind: 'mapbox', key: `mapbox-${place.id}`, label: place.name, detail: place.detail, target }];
  });
}
