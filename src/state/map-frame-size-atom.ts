import { atom } from 'jotai';
import type { MapSize } from '../map/camera-box';

/**
 * The size of the listings map's canvas, measured by the listings screen whether the map is on screen or
 * not (switched off, the phone's list view, its chunk still loading); null until the screen has been laid
 * out. With the URL's camera it gives the view the list searches before and without a drawn map.
 */
export const mapFrameSizeAtom = atom<MapSize | null>(null);
