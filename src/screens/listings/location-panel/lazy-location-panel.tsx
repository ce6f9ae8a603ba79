import { lazy, Suspense } from 'react';
import type { LocationPanelProps } from './location-panel';

const LocationPanel = lazy(() =>
  import('./location-panel').then((module) => ({ default: module.LocationPanel })),
);

/**
 * The Location panel, fetched with import() the first time the bar's Location or the drawer opens it:
 * its place lists, search and regions map wait for the visitor who asks, out of <bb-listings>' first load.
 */
export function LazyLocationPanel(props: LocationPanelProps) {
  return (
    <Suspense fallback={null}>
      <LocationPanel {...props} />
    </Suspense>
  );
}
