import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { translatePlural } from '../i18n/translate-plural';
import { formatNumber } from './format-number';
import { isPresentNumber } from './is-present-number';

/** Square feet in an acre. */
export const SQUARE_FEET_PER_ACRE = 43_560;

/** Lots above this many square feet read in acres (SPEC §5). */
export const LOT_ACRES_THRESHOLD_SQFT = 10_000;

/**
 * A lot size given in square feet: up to 10,000 sq ft in whole square feet ('8,000 sq ft'); above
 * that in acres with at most two decimals ('0.25 acres', '1 acre', '100 acres').
 * Missing or negative → 'N/A'. For a listing's LotSizeAcres, pass `acres * SQUARE_FEET_PER_ACRE`.
 */
export function formatLotSize(lang: Lang, squareFeet: number | null | undefined): string {
  if (!isPresentNumber(squareFeet) || squareFeet < 0) return translate(lang, 'common.notAvailable');
  if (squareFeet <= LOT_ACRES_THRESHOLD_SQFT) {
    return translate(lang, 'units.sqft', { value: formatNumber(lang, Math.round(squareFeet)) });
  }
  // The plural form must agree with the figure shown, so choose it from the rounded value.
  const acres = Math.round((squareFeet / SQUARE_FEET_PER_ACRE) * 100) / 100;
  return translatePlural(lang, 'units.acres', acres, { value: formatNumber(lang, acres, 2) });
}
