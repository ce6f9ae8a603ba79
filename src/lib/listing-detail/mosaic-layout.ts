import {
  MODAL_PHOTOS_WIDE_WIDTH,
  MODAL_PHOTOS_XL_WIDTH,
  MOSAIC_EXTRA_PHOTOS,
  MOSAIC_EXTRA_PHOTOS_XL,
} from '../constants';

/** How the detail modal lays out its photos at a viewport width. */
export interface MosaicLayout {
  /** 'mosaic': the first photo half width beside a grid; 'single': one photo at a time. */
  readonly mode: 'mosaic' | 'single';
  /** Grid slots beside the first photo (empty ones show a no-image icon). */
  readonly extraSlots: number;
  /** Photos the counter / slider shows at once: 3-up on wide screens, 1-up below 800 px. */
  readonly perView: 1 | 3;
}

/**
 * SPEC §2 / §9: below 800 px one photo at a time; from 800 px the first photo at half width and 4 more
 * in a grid; from 1600 px 6 more.
 */
export function mosaicLayout(width: number): MosaicLayout {
  if (width < MODAL_PHOTOS_WIDE_WIDTH) return { mode: 'single', extraSlots: 0, perView: 1 };
  return {
    mode: 'mosaic',
    extraSlots: width >= MODAL_PHOTOS_XL_WIDTH ? MOSAIC_EXTRA_PHOTOS_XL : MOSAIC_EXTRA_PHOTOS,
    perView: 3,
  };
}

/**
 * The photo numbers (1-based) for the grid beside photo `current`: the next `slots` photos after it,
 * wrapping; `null` for a slot with no photo (a listing with fewer photos than slots).
 */
export function mosaicSlots(current: number, total: number, slots: number): (number | null)[] {
  return Array.from({ length: slots }, (_, i) => {
    if (total <= 1 + i) return null;
    return ((current - 1 + 1 + i) % total) + 1;
  });
}

/** The photo after (step 1) or before (step -1) `current` of `total`, wrapping around. */
export function stepPhoto(current: number, total: number, step: 1 | -1): number {
  if (total < 1) return 1;
  return ((current - 1 + step + total) % total) + 1;
}
