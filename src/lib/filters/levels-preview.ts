import { LEVELS_MAX } from '../constants';
import { levelsLabel } from './levels-label';

/**
 * The label of the Levels filter button, or null at the defaults (0 to 10) so the button keeps its name:
 * min = max → '2'; only a min → '2+' ('3+' for the top choice); only a max → '0 - 2'; both → '1.5 - 3'.
 */
export function levelsPreview(min: number, max: number): string | null {
  const hasMin = min > 0;
  const hasMax = max < LEVELS_MAX;
  if (!hasMin && !hasMax) return null;
  if (min === max) return levelsLabel(min);
  if (!hasMax) return min >= 4 ? levelsLabel(min) : `${levelsLabel(min)}+`;
  return `${hasMin ? levelsLabel(min) : '0'} - ${levelsLabel(max)}`;
}
