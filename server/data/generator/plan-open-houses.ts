import { calendar } from './calendar';
import type { Rng } from './create-rng';
import type { OpenHouseRow } from './listing-rows';

const remarks = [
  'Come see this beautiful home!',
  'Refreshments provided. No appointment needed.',
  'Hosted by the listing agent. Please remove shoes at the door.',
  'Tour the newly updated kitchen and backyard.',
  'Stop by and bring your questions about the neighborhood and schools.',
] as const;

/**
 * One to three open houses in the three weeks after `today`, mostly on weekends, on distinct days,
 * starting between 10:00 and 14:00 and lasting two or three hours.
 */
export function planOpenHouses(rng: Rng, key: number, today: string): OpenHouseRow[] {
  const days = Array.from({ length: 21 }, (_, index) => calendar.addDays(today, index + 1));
  const weekend = days.filter((day) => calendar.weekday(day) === 0 || calendar.weekday(day) === 6);
  const chosen = new Set<string>();
  const wanted = rng.choose([1, 2, 3], [55, 35, 10]);
  while (chosen.size < wanted) chosen.add(rng.chance(0.8) ? rng.pick(weekend) : rng.pick(days));
  return [...chosen].sort().map((date) => {
    const start = rng.int(10, 14);
    return {
      listing_key_numeric: key,
      open_date: date,
      start_time: `${String(start).padStart(2, '0')}:00`,
      end_time: `${String(start + rng.int(2, 3)).padStart(2, '0')}:00`,
      remarks: rng.pick(remarks),
    };
  });
}
