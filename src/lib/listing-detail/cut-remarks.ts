import { REMARKS_CUT, REMARKS_LIMIT } from '../constants';

/** Public remarks as the modal first shows them. */
export interface CutRemarks {
  /** The text shown while collapsed. */
  readonly short: string;
  /** Whether there is more to show ('show more...'). */
  readonly cut: boolean;
}

/**
 * SPEC §2: remarks over 250 characters are cut to their first 249, followed by 'show more...'.
 * Counted in code points, so an emoji or accented letter is never split in half.
 */
export function cutRemarks(text: string): CutRemarks {
  const chars = Array.from(text.trim());
  if (chars.length <= REMARKS_LIMIT) return { short: chars.join(''), cut: false };
  return { short: chars.slice(0, REMARKS_CUT).join(''), cut: true };
}
