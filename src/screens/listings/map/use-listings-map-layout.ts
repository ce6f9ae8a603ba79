import { useAtomValue } from 'jotai';
import { MAP_HIDDEN_MAX_WIDTH } from '../../../lib/constants';
import { useMediaQuery } from '../../../ui/use-media-query';
import { desktopMapShownAtom, narrowViewAtom } from './map-view-atoms';

export interface ListingsMapLayout {
  /** Below 993 px: one of map or list at a time, through `ListingsViewToggle` (SPEC §2). */
  readonly narrow: boolean;
  /** Whether the map is on screen (and loaded at all: its chunk loads only then). */
  readonly mapShown: boolean;
  /** Whether the list is on screen. */
  readonly listShown: boolean;
}

/**
 * Which halves of the listings screen show (SPEC §2, §9): from 994 px the map beside the list unless the
 * desktop switch turned it off; below, the list or the map as the toggle says.
 */
export function useListingsMapLayout(): ListingsMapLayout {
  const narrow = useMediaQuery(`(max-width: ${MAP_HIDDEN_MAX_WIDTH}px)`);
  const narrowView = useAtomValue(narrowViewAtom);
  const desktopShown = useAtomValue(desktopMapShownAtom);
  if (narrow) return { narrow, mapShown: narrowView === 'map', listShown: narrowView === 'list' };
  return { narrow, mapShown: desktopShown, listShown: true };
}
