import type { Listing } from '../../contract';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { formatNumber } from './format-number';
import { formatSquareFeet } from './format-square-feet';
import { formatValue } from './format-value';
import { isPresentNumber } from './is-present-number';

type Facts = Pick<Listing, 'BedroomsTotal' | 'BathroomsFull' | 'BathroomsHalf' | 'AboveGradeFinishedArea'>;

/**
 * Bathrooms as one number, a half bath counting half ('2.5'), the way a line of short facts reads them;
 * 'N/A' when neither count is known.
 */
function bathCount(lang: Lang, full: number | null, half: number | null): string {
  if (!isPresentNumber(full) && !isPresentNumber(half)) return translate(lang, 'common.notAvailable');
  const total =
    (isPresentNumber(full) ? Math.round(full) : 0) + (isPresentNumber(half) ? Math.round(half) : 0) / 2;
  return formatNumber(lang, total, 1);
}

/**
 * Beds, baths and living area on one short line for a small card ('3 bd · 2.5 ba · 1,865 sqft'), with
 * the same facts in words for screen readers ('3 beds, 2.5 baths, 1,865 square feet').
 */
export function formatShortFacts(lang: Lang, listing: Facts): { short: string; long: string } {
  const values = {
    beds: formatValue(lang, listing.BedroomsTotal),
    baths: bathCount(lang, listing.BathroomsFull, listing.BathroomsHalf),
    sqft: formatSquareFeet(lang, listing.AboveGradeFinishedArea),
  };
  return {
    short: translate(lang, 'card.shortFacts', values),
    long: translate(lang, 'card.longFacts', values),
  };
}
