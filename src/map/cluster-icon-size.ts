import { CLUSTER_ICON_SIZES } from '../lib/constants';

/**
 * The diameter of a cluster icon in px (SPEC §2: 30, 40, 50, 60, 70). Each size holds ten times the
 * listings of the one before (under 10, 100, 1,000, 10,000, then more), the steps the original map's
 * clusterer used, so a glance tells a street from a suburb from a city.
 */
export function clusterIconSize(count: number): number {
  const step = count < 10 ? 0 : Math.floor(Math.log10(count));
  const sizes = CLUSTER_ICON_SIZES;
  return sizes[Math.min(step, sizes.length - 1)] ?? sizes[0];
}
