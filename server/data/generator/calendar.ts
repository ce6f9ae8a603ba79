const dayMs = 86_400_000;

/**
 * Calendar arithmetic on ISO dates ('2025-06-14') in UTC, so generated dates never depend on the
 * machine's time zone.
 */
export const calendar = {
  /** The ISO date `days` after (or before, when negative) the UTC day of `from`. */
  addDays(from: Date | string, days: number): string {
    const base = typeof from === 'string' ? Date.parse(`${from}T00:00:00Z`) : startOfUtcDay(from);
    return new Date(base + days * dayMs).toISOString().slice(0, 10);
  },
  /** Whole days from `a` to `b`. */
  daysBetween(a: string, b: string): number {
    return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / dayMs);
  },
  /** 0 = Sunday … 6 = Saturday. */
  weekday(date: string): number {
    return new Date(`${date}T00:00:00Z`).getUTCDay();
  },
};

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
