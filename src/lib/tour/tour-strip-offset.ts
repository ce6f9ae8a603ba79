/** One press of an arrow moves the strip this far (px, SPEC §9). */
export const TOUR_STRIP_STEP = 265;

/** The strip never moves further left than this (px, SPEC §9): the last days are then in view. */
export const TOUR_STRIP_LIMIT = -460;

/**
 * The strip's horizontal offset after pressing an arrow: `direction` -1 moves to later dates (the
 * strip slides left), +1 back to earlier ones. Clamped to [TOUR_STRIP_LIMIT, 0].
 */
export function stepTourStrip(offset: number, direction: -1 | 1): number {
  return clampTourStrip(offset + direction * TOUR_STRIP_STEP);
}

/** Keeps an offset inside [TOUR_STRIP_LIMIT, 0]. */
export function clampTourStrip(offset: number): number {
  return Math.min(0, Math.max(TOUR_STRIP_LIMIT, offset));
}

/** Whether each arrow can still move the strip: 'previous' is off at first, 'next' at the limit. */
export function tourStripArrows(offset: number): { previous: boolean; next: boolean } {
  return { previous: offset < 0, next: offset > TOUR_STRIP_LIMIT };
}
