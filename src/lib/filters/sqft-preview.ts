import { SQFT_MAX } from '../constants';
import { abbreviateNumber } from '../format/abbreviate-number';

/**
 * The label of the Sqft filter button, or null at the defaults (0 to 5,000,000) so the button keeps its
 * name. SPEC gives no format for it; it follows the beds preview with the price's K figures:
 * only a min → '1.5K+', only a max → '0 - 2K', both → '1K - 2.5K', min = max → '2K'.
 */
export function sqftPreview(min: number, max: number): string | null {
  const hasMin = min > 0;
  const hasMax = max < SQFT_MAX;
  if (!hasMin && !hasMax) return null;
  const figure = (value: number) => abbreviateNumber(value, 'K');
  if (min === max) return figure(min);
  if (!hasMax) return `${figure(min)}+`;
  return `${hasMin ? figure(min) : '0'} - ${figure(max)}`;
}
