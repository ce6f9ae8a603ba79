const UNITS = [
  { size: 1e3, suffix: 'k' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const;

/**
 * Writes a number in short form with at most one decimal: 950 → '950', 350,000 → '350k',
 * 1,250,000 → '1.3M' (halves round up), 2,000,000,000 → '2B', 3e12 → '3T'.
 * The unit is the largest one that keeps the rounded figure below 1,000, so 999,999 → '1M' and
 * 999.6 → '1k' rather than '1000k' / '1000'. B is 10⁹ (a US billion) in every language.
 *
 * @param thousands the suffix for thousands: 'k' on map pins, 'K' in the filter previews (as SPEC writes them)
 */
export function abbreviateNumber(value: number, thousands: 'k' | 'K' = 'k'): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  if (Math.round(magnitude) < 1000) return `${sign}${Math.round(magnitude)}`;
  let shown = '';
  for (const { size, suffix } of UNITS) {
    // Dividing by size / 10 (an exact integer) keeps halves such as 1,150,000 → 11.5 exact before rounding.
    const tenths = Math.round(magnitude / (size / 10));
    shown = `${tenths / 10}${suffix === 'k' ? thousands : suffix}`;
    if (tenths < 10_000) break;
  }
  return `${sign}${shown}`;
}
