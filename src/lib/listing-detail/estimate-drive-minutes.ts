// Roads wind: a trip by road runs about 1.3 times its straight line (the usual circuity of US cities).
const ROAD_FACTOR = 1.3;
// A mix of city streets and highways, miles per hour.
const AVERAGE_MPH = 35;

/**
 * A drive time guessed from the straight-line distance, for the commute box when no routing provider is
 * configured (or it fails): shown only with its label, 'estimate from distance'. Whole minutes below
 * ten, fives above, so it does not look more precise than it is.
 */
export function estimateDriveMinutes(straightMiles: number): number {
  const minutes = ((straightMiles * ROAD_FACTOR) / AVERAGE_MPH) * 60;
  return minutes < 10 ? Math.max(1, Math.round(minutes)) : Math.round(minutes / 5) * 5;
}
